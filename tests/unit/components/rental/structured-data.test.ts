import { describe, expect, it } from 'vitest';
import { breadcrumbListLd, faqPageLd, serviceLd } from '../../../../src/components/rental/structured-data.ts';
import { careersCopy } from '../../../../src/content/pages/careers/index.ts';
import { companyTimeline } from '../../../../src/content/pages/company/facts.ts';
import { companyCopy } from '../../../../src/content/pages/company/index.ts';
import { rentalCopy } from '../../../../src/content/pages/rental/index.ts';
import { securityPolicyCopy } from '../../../../src/content/pages/security-policy/index.ts';

const careers = careersCopy.ja;
const company = companyCopy.ja;
const rental = rentalCopy.ja;
const policy = securityPolicyCopy.ja;

describe('rental JSON-LD builders', () => {
  it('numbers breadcrumbs from 1 and gives the current page its own URL', () => {
    const ld = breadcrumbListLd(
      [{ label: 'トップ', href: '/' }, { label: '骨盤底筋ケア', href: '/products' }, { label: 'レンタル' }],
      'https://www.example.jp/',
      '/rental/medical',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'トップ', item: 'https://www.example.jp/' },
        { '@type': 'ListItem', position: 2, name: '骨盤底筋ケア', item: 'https://www.example.jp/products' },
        { '@type': 'ListItem', position: 3, name: 'レンタル', item: 'https://www.example.jp/rental/medical' },
      ],
    });
  });

  it('turns FAQ items into Question/Answer pairs', () => {
    const ld = faqPageLd([{ question: 'Q1', answer: 'A1' }]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q1', acceptedAnswer: { '@type': 'Answer', text: 'A1' } }],
    });
  });

  it('describes the service with a monthly, tax-included offer', () => {
    const ld = serviceLd({
      name: 'Plan',
      serviceType: 'Rental',
      description: 'd',
      audience: '医療機関',
      providerName: 'Co',
      origin: 'https://www.example.jp',
      path: '/rental/medical',
      monthlyPriceYen: 88_000,
      minimumMonths: 24,
    }) as { url: string; offers: Record<string, unknown> & { priceSpecification: Record<string, unknown> } };
    expect(ld.url).toBe('https://www.example.jp/rental/medical');
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 88_000, priceCurrency: 'JPY' });
    expect(ld.offers.priceSpecification).toMatchObject({ valueAddedTaxIncluded: true, unitCode: 'MON' });
  });
});

describe('page copy', () => {
  it('the rental FAQ has five questions and the copy states the plan figures', () => {
    expect(rental.faq.items).toHaveLength(5);
    expect(rental.pricing.price).toBe('{price}');
    expect(rental.pricing.initialFee).toBe('55,000円（税込）');
  });

  it('the company timeline runs from 2022-04 to summer 2025, oldest first', () => {
    const dates = companyTimeline.map((entry) => company.timeline.formatDate(entry.date));
    expect(dates[0]).toBe('2022年4月');
    expect(dates.at(-1)).toBe('2025年夏');
    expect(company.timeline.formatDate('2024')).toBe('2024年');
    const years = companyTimeline.map((entry) => Number(entry.date.slice(0, 4)));
    expect([...years].sort()).toEqual(years);
  });

  it('the careers page has four selection steps and the policy eleven sections', () => {
    expect(Object.keys(careers.selection.steps)).toHaveLength(4);
    expect(policy.sections).toHaveLength(11);
    expect(new Set(policy.sections.map((section) => section.id)).size).toBe(11);
  });
});
