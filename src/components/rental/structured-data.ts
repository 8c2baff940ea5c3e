/**
 * JSON-LD builders for the rental page (and any page with breadcrumbs or an FAQ): plain
 * functions from page data to schema.org objects, handed to BaseLayout's `jsonLd` prop.
 */
import { rentalCopy } from '../../content/pages/rental/index.ts';
import { rentalPlan } from '../../content/products.ts';
import { site } from '../../content/site.ts';
import { rentalDescription, rentalFaq } from './priced-copy.ts';

export interface LinkedCrumb {
  label: string;
  /** Site path; absent for the current page, which then gets `currentUrl`. */
  href?: string;
}

const absolute = (origin: string, path: string) => new URL(path, `${origin.replace(/\/+$/, '')}/`).href;

export function breadcrumbListLd(items: LinkedCrumb[], origin: string, currentPath: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absolute(origin, item.href ?? currentPath),
    })),
  };
}

export function faqPageLd(items: { question: string; answer: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface ServiceLdInput {
  name: string;
  serviceType: string;
  description: string;
  audience: string;
  providerName: string;
  origin: string;
  path: string;
  /** Monthly price in yen, tax included. */
  monthlyPriceYen: number;
  minimumMonths: number;
}

export function serviceLd(input: ServiceLdInput): Record<string, unknown> {
  const url = absolute(input.origin, input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    url,
    areaServed: { '@type': 'Country', name: 'JP' },
    audience: { '@type': 'BusinessAudience', name: input.audience },
    provider: { '@type': 'Organization', name: input.providerName, url: absolute(input.origin, '/') },
    offers: {
      '@type': 'Offer',
      url,
      price: input.monthlyPriceYen,
      priceCurrency: 'JPY',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: input.monthlyPriceYen,
        priceCurrency: 'JPY',
        valueAddedTaxIncluded: true,
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
      eligibleDuration: { '@type': 'QuantitativeValue', minValue: input.minimumMonths, unitCode: 'MON' },
    },
  };
}

export const RENTAL_PATH = '/rental/medical';

/** The rental page's breadcrumbs, shown and in its structured data. */
export function rentalCrumbs(): LinkedCrumb[] {
  const t = rentalCopy.ja.breadcrumbs;
  return [{ label: t.home, href: '/' }, { label: t.products, href: '/products' }, { label: t.current }];
}

/** The rental page's JSON-LD: breadcrumbs, FAQ and the service with the monthly price shown. */
export function rentalPageLd(origin: string, monthlyYen: number): Record<string, unknown>[] {
  const t = rentalCopy.ja;
  return [
    breadcrumbListLd(rentalCrumbs(), origin, RENTAL_PATH),
    faqPageLd(rentalFaq(monthlyYen)),
    serviceLd({
      name: t.structuredData.serviceName,
      serviceType: t.structuredData.serviceType,
      description: rentalDescription(monthlyYen),
      audience: t.structuredData.audience,
      providerName: site.company.nameJa,
      origin,
      path: RENTAL_PATH,
      monthlyPriceYen: monthlyYen,
      minimumMonths: rentalPlan.minimumContractMonths,
    }),
  ];
}
