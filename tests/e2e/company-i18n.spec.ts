/**
 * The English and Chinese company, policy, agent and Kegel pages: each answers in its own
 * language with no Japanese kana, shows the same facts in that locale's conventions (+81 phone,
 * hours in Japan time) and keeps its behaviours (contents links, reveal, links to Japanese-only
 * pages marked as such).
 */
import { companyCopy } from '../../src/content/pages/company/index.ts';
import { securityPolicyCopy } from '../../src/content/pages/security-policy/index.ts';
import { site } from '../../src/content/site.ts';
import { htmlLang, type Locale, localizedPath } from '../../src/i18n/locales.ts';
import { expect, test } from './support/fixtures.ts';

interface LocaleCase {
  locale: Exclude<Locale, 'ja'>;
  /** How the contact hours name Japan time. */
  hours: string;
  established: string;
  planned: string;
  participants: string;
}

const locales: LocaleCase[] = [
  { locale: 'en', hours: 'JST', established: 'April 2022', planned: 'Summer 2025', participants: '1,000+' },
  {
    locale: 'zh-cn',
    hours: '日本时间 JST',
    established: '2022年4月',
    planned: '2025年夏季',
    participants: '1,000名以上',
  },
];
const paths = ['/company', '/company/security-policy', '/sales-representative', '/mens-kegel', '/womens-kegel'];
const kana = /[\u3040-\u30ff]/;

for (const { locale } of locales) {
  // tests/e2e/i18n.spec.ts checks the served HTML; this checks the page as hydrated in a browser.
  test(`${locale}: every page renders in its language, one h1, no kana, switcher to Japanese`, {
    tag: '@desktop',
  }, async ({ page }) => {
    for (const path of paths) {
      const url = localizedPath(path, locale);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const text = (await page.locator('body').textContent()) ?? '';
      expect(text.match(kana), `kana on ${url}`).toBeNull();
      await expect(page.locator('a[data-locale="ja"]').first()).toHaveAttribute('href', path);
    }
  });
}

for (const { locale, hours, established, planned, participants } of locales) {
  test(`${locale}: the company page shows facts in local conventions and +81 contact hours`, async ({ page }) => {
    const t = companyCopy[locale];
    await page.goto(localizedPath('/company', locale));
    const overview = page.locator('[data-section="company-overview"]');
    await expect(overview).toContainText(established);
    await expect(overview).toContainText(site.contact.phoneInternational);
    await expect(overview).toContainText(hours);
    const phone = page.locator('[data-contact-phone]');
    await expect(phone).toHaveText(site.contact.phoneInternational);
    await expect(phone).toHaveAttribute('href', 'tel:+81300000000');
    await expect(page.locator('[data-section="company-contact"]')).toContainText(hours);
    const timeline = page.locator('[data-timeline] li');
    await expect(timeline.first()).toContainText(established);
    await expect(timeline.last()).toContainText(planned);
    await expect(page.locator('[data-company-stats]')).toContainText(participants);
    for (const value of t.values.items) await expect(page.getByRole('heading', { name: value.title })).toBeAttached();
    const form = page.locator('[data-contact-form]');
    await expect(form).toHaveAttribute('href', site.urls.contactForm);
    await expect(form).toHaveAttribute('target', '_blank');
    // Careers exists in Japanese only: the link leads there, marked as Japanese.
    await expect(page.locator('footer a[href="/company/careers"]')).toHaveAttribute('hreflang', 'ja');
    const values = page.locator('[data-reveal]:has([data-section="company-values"])');
    await values.scrollIntoViewIfNeeded();
    await expect(values).toHaveAttribute('data-revealed', 'true');
  });
}

test('en: the policy has eleven sections, a working contents list and the contact desk', {
  tag: '@desktop',
}, async ({ page }) => {
  const t = securityPolicyCopy.en;
  await page.goto('/en/company/security-policy');
  await expect(page.locator('[data-policy-section] h2')).toHaveText(t.sections.map((section) => section.title));
  await expect(page.locator('main')).toContainText('Act on the Protection of Personal Information');
  await expect(page.locator('main')).toContainText(site.contact.email);
  await expect(page.locator('main')).toContainText(site.contact.phoneInternational);
  await page.getByRole('navigation', { name: t.tocLabel }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/en\/company\/security-policy\/?#contact-desk$/);
});

test('zh-cn: the agent page opens the contact form in a new tab', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/zh-cn/sales-representative');
  await expect(page.locator('[data-facts]')).toContainText('仅限企业');
  const contact = page.locator('[data-contact-form]');
  await expect(contact).toHaveAttribute('href', site.urls.contactForm);
  await expect(contact).toHaveAttribute('target', '_blank');
});

for (const [path, anchors, locale] of [
  ['/mens-kegel', ['effects', 'method'], 'en'],
  ['/womens-kegel', ['evidence', 'method'], 'zh-cn'],
] as const) {
  test(`${locale}${path}: anchors and contents, and no product named or linked`, async ({ page }) => {
    await page.goto(localizedPath(path, locale));
    for (const anchor of anchors) await expect(page.locator(`section#${anchor}`)).toHaveCount(1);
    await page.locator('[data-toc] a[href="#method"]').click();
    await expect(page.locator('#method')).toBeInViewport();
    await expect(page.locator('#method ol li')).toHaveCount(5);
    // Education, not advertising (docs/advertising-rules.md): no device section, no product link.
    await expect(page.locator('#device')).toHaveCount(0);
    await expect(page.locator('main a[href*="/product"]')).toHaveCount(0);
  });
}
