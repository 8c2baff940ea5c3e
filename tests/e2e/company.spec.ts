import { careersCopy } from '../../src/content/pages/careers/index.ts';
import { companyFacts } from '../../src/content/pages/company/facts.ts';
import { companyCopy } from '../../src/content/pages/company/index.ts';
import { salesRepresentativeCopy } from '../../src/content/pages/sales-representative/index.ts';
import { securityPolicyCopy } from '../../src/content/pages/security-policy/index.ts';
import { site } from '../../src/content/site.ts';
import { expect, test } from './support/fixtures.ts';

const careers = careersCopy.ja;
const company = companyCopy.ja;
const agents = salesRepresentativeCopy.ja;
const policy = securityPolicyCopy.ja;

test.describe('/company', () => {
  test('shows the overview, timeline and figures from configuration', async ({ page }) => {
    await page.goto('/company');
    await expect(page.locator('h1')).toHaveCount(1);
    const overview = page.locator('#company-overview').locator('xpath=ancestor::section');
    await expect(overview).toContainText('2022年4月');
    await expect(overview).toContainText('500万円');
    await expect(overview).toContainText(site.company.addressJa);
    await expect(page.locator('[data-section="company-locations"]')).toContainText('予約制');
    const timeline = page.locator('[data-timeline] li');
    await expect(timeline.first()).toContainText('2022年4月');
    await expect(timeline.last()).toContainText('2025年夏');
    await expect(page.locator('[data-section="company-story"]')).toContainText('1,000万円');
    await expect(page.locator('[data-section="company-story"]')).toContainText(
      `${companyFacts.legacyCourse.sessions}回のコースでおよそ10万円`,
    );
    const stats = page.locator('[data-company-stats]');
    await expect(stats).toContainText(`${companyFacts.patentApplications}件以上`);
    await expect(stats).toContainText('1,000名以上');
    await expect(stats).toContainText(`${companyFacts.researchProjects}件以上`);
    for (const value of company.values.items)
      await expect(page.getByRole('heading', { name: value.title })).toBeAttached();
    await expect(page.locator('[data-statement]')).toHaveCount(2);
    const form = page.locator('[data-contact-form]');
    await expect(form).toHaveAttribute('href', site.urls.contactForm);
    await expect(form).toHaveAttribute('target', '_blank');
    await expect(page.locator('[data-contact-phone]')).toHaveText(site.contact.phone);
  });

  test('sections off screen fade in once when 10% is visible', async ({ page }) => {
    await page.goto('/company');
    const values = page.locator('[data-reveal]:has([data-section="company-values"])');
    await expect(values).toHaveAttribute('data-revealed', 'false');
    await values.scrollIntoViewIfNeeded();
    await expect(values).toHaveAttribute('data-revealed', 'true');
    await expect(values).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(values).toHaveAttribute('data-revealed', 'true');
  });

  test('under reduced motion nothing is hidden', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/company');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-revealed="false"]')).toHaveCount(0);
    await expect(page.locator('[data-reveal]').last()).toHaveCSS('opacity', '1');
  });
});

test.describe('/company without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section is fully visible', async ({ page }) => {
    await page.goto('/company');
    const reveals = page.locator('[data-reveal]');
    expect(await reveals.count()).toBeGreaterThanOrEqual(5);
    await expect(page.locator('[data-revealed]')).toHaveCount(0);
    for (const reveal of await reveals.all()) await expect(reveal).toHaveCSS('opacity', '1');
    await expect(page.locator('[data-company-stats]')).toBeVisible();
  });
});

test.describe('/company/careers', () => {
  test('roles, conditions, 4-step selection and the entry link', async ({ page }) => {
    await page.goto('/company/careers');
    for (const role of careers.roles.items) await expect(page.getByRole('heading', { name: role.title })).toBeVisible();
    const conditions = page.locator('[data-facts]');
    await expect(conditions).toContainText('9:00〜18:00（休憩1時間）');
    await expect(conditions).toContainText('年1回');
    await expect(conditions).toContainText('年2回');
    await expect(conditions).toContainText('120日以上');
    await expect(conditions).toContainText('業務委託');
    await expect(page.locator('[data-steps="4"] > li')).toHaveText(
      Object.values(careers.selection.steps).map((step) => new RegExp(step.title)),
    );
    const entry = page.locator('[data-contact-form]');
    await expect(entry).toHaveAttribute('href', site.urls.contactForm);
    await expect(entry).toHaveAttribute('target', '_blank');
    await expect(entry).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('/company/security-policy', () => {
  test('has every section of the policy with a working table of contents', async ({ page }) => {
    await page.goto('/company/security-policy');
    const sections = page.locator('[data-policy-section]');
    await expect(sections).toHaveCount(policy.sections.length);
    await expect(sections.locator('h2')).toHaveText(policy.sections.map((section) => section.title));
    await expect(page.locator('main')).toContainText('個人情報保護法');
    await expect(page.locator('main')).toContainText('IPアドレス');
    await expect(page.locator('main')).toContainText(site.contact.email);
    await page.getByRole('navigation', { name: policy.tocLabel }).getByRole('link').last().click();
    await expect(page).toHaveURL(/#contact-desk$/);
  });
});

test.describe('/sales-representative', () => {
  test('benefits, support, requirements and the contact button', async ({ page }) => {
    await page.goto('/sales-representative');
    await expect(page.locator('h1')).toHaveText(agents.hero.title);
    for (const benefit of agents.benefits.items) {
      await expect(page.getByRole('heading', { name: benefit.title })).toBeVisible();
    }
    const requirements = page.locator('[data-facts]');
    await expect(requirements).toContainText('法人');
    await expect(requirements).toContainText('個人の方はお申し込みいただけません');
    await expect(requirements).toContainText('販売許可・資格は不要');
    await expect(requirements).toContainText('お問い合わせください');
    const contact = page.locator('[data-contact-form]');
    await expect(contact).toHaveAttribute('href', site.urls.contactForm);
    await expect(contact).toHaveAttribute('target', '_blank');
  });
});
