import type { Page } from '@playwright/test';
import { rentalBookingEventLabel } from '../../src/content/pages/rental/facts.ts';
import { rentalCopy } from '../../src/content/pages/rental/index.ts';
import { contraindications, formatYen, rentalPlan } from '../../src/content/products.ts';
import { site } from '../../src/content/site.ts';
import { expect, test } from './support/fixtures.ts';

const copy = rentalCopy.ja;

const yen = (amount: number) => formatYen(amount, 'ja');

/** Every JSON-LD object on the page, arrays flattened. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** Astro removes `ssr` from an island once it has hydrated. */
const hydrated = (page: Page, inner: string) => page.locator(`astro-island:not([ssr]):has(${inner})`);

test.describe('/rental/medical', () => {
  test('shows the plan figures from products.ts', async ({ page }) => {
    await page.goto('/rental/medical');
    await expect(page.locator('h1')).toHaveCount(1);
    const pricing = page.locator('[data-pricing]');
    await expect(pricing.locator('[data-price]')).toHaveText(yen(rentalPlan.monthlyYenTaxIncluded));
    await expect(pricing).toContainText('税込');
    // No usual price is struck through until its 8 weeks of evidence are recorded (/admin/site).
    await expect(pricing.locator('s[data-usual-price]')).toHaveCount(0);
    await expect(pricing.locator('[data-initial-fee]')).toContainText(yen(rentalPlan.initialFeeYenTaxIncluded));
    await expect(pricing).toContainText(`${rentalPlan.minimumContractMonths}か月`);
    await expect(pricing).toContainText('使い放題');
    await expect(page.locator('[data-steps="4"] > li')).toHaveCount(4);
    const requirements = page.locator('[data-requirements]');
    await expect(requirements).toContainText(
      `週${rentalPlan.startingSessionsPerWeek.min}〜${rentalPlan.startingSessionsPerWeek.max}回`,
    );
    await expect(requirements).toContainText(`${rentalPlan.powerSupplyVolts}V`);
    await expect(requirements).toContainText(`約${rentalPlan.spaceSquareMetres}m²`);
    await expect(page.locator('#rental-adoption')).toContainText(`最短${rentalPlan.fastestRolloutWeeks}週間`);
    await expect(page.locator('[data-contraindications] li')).toHaveCount(contraindications.length);
    await expect(page.locator('[data-disclaimer]')).toContainText('治療を目的とした製品ではありません');
    await expect(page.locator('[data-disclaimer]')).toContainText('個人差');
    await expect(page.locator('[data-notice]')).toContainText('治療を目的とするものではありません');
    await expect(page.locator('[data-testimonial]')).toHaveCount(3);
    const contact = page.locator('[data-contact]');
    await expect(contact.locator('[data-contact-phone]')).toHaveText(site.contact.phone);
    await expect(contact).toContainText('09:00〜19:00');
    // The desk's hours differ from the footer's weekday hours, and the page says why, beside them.
    await expect(contact).toContainText(`平日${site.contact.hours.open}〜${site.contact.hours.close}`);
    await expect(contact).toContainText('専用窓口');
    await expect(contact.locator('[data-contact-email]')).toHaveAttribute('href', `mailto:${site.contact.email}`);
  });

  test('breadcrumbs lead to the top and the pelvic-floor care page', async ({ page }) => {
    await page.goto('/rental/medical');
    const crumbs = page.getByRole('navigation', { name: copy.breadcrumbs.label });
    await expect(crumbs.getByRole('link')).toHaveCount(2);
    await expect(crumbs.getByRole('link', { name: copy.breadcrumbs.home })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: copy.breadcrumbs.products })).toHaveAttribute('href', '/products');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(copy.breadcrumbs.current);
  });

  test('structured data: FAQPage, Service with the offer price, BreadcrumbList', async ({ page }) => {
    await page.goto('/rental/medical');
    const data = await jsonLd(page);
    const faq = data.find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(copy.faq.items.map((item) => item.question));
    const service = data.find((d) => d['@type'] === 'Service') as { offers: { price: number; priceCurrency: string } };
    expect(service.offers).toMatchObject({ price: rentalPlan.monthlyYenTaxIncluded, priceCurrency: 'JPY' });
    const breadcrumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual([
      copy.breadcrumbs.home,
      copy.breadcrumbs.products,
      copy.breadcrumbs.current,
    ]);
    expect(new URL(breadcrumbs.itemListElement[2]?.item ?? '').pathname).toBe('/rental/medical');
  });

  test('FAQ: one item open at a time, and clicking the open one closes it', { tag: '@both' }, async ({ page }) => {
    await page.goto('/rental/medical');
    const items = page.locator('details[name="rental-faq"]');
    await expect(items).toHaveCount(5);
    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first).toContainText(copy.faq.items[0]?.answer ?? '');
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await second.locator('summary').click();
    await expect(second).not.toHaveAttribute('open');
    await expect(page.locator('details[name="rental-faq"][open]')).toHaveCount(0);
  });

  test('a booking click sends a booking_click beacon and opens the scheduling page in a new tab', {
    tag: '@both',
  }, async ({ page, context }) => {
    await page.goto('/rental/medical');
    await expect(hydrated(page, '[data-booking]').first()).toBeAttached();
    const booking = page.locator('main [data-booking]').first();
    await expect(booking).toHaveAttribute('href', site.urls.rentalScheduling);
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute('rel', 'noopener noreferrer');

    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/events'));
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/events'));
    const popup = context.waitForEvent('page');
    await booking.click();
    const request = await beacon;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toContain('application/json');
    expect(request.postDataJSON()).toEqual({
      name: 'booking_click',
      label: rentalBookingEventLabel,
      path: '/rental/medical',
      locale: 'ja',
    });
    expect((await stored).status()).toBe(204);
    const opened = await popup;
    expect(opened.url()).toBe(site.urls.rentalScheduling);
    await opened.close();
  });

  test('the second booking button records the same event', async ({ page, context }) => {
    await page.goto('/rental/medical');
    const second = page.locator('main [data-booking]').nth(1);
    await second.scrollIntoViewIfNeeded();
    await expect(hydrated(page, '[data-booking]')).toHaveCount(2);
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/events'));
    const popup = context.waitForEvent('page');
    await second.click();
    expect((await beacon).postDataJSON()).toMatchObject({ name: 'booking_click', label: rentalBookingEventLabel });
    await (await popup).close();
  });

  test('the plan overview image opens the zoom viewer', async ({ page }) => {
    await page.goto('/rental/medical');
    const opener = page.locator('[data-section="rental-product"] [data-zoom-open]');
    await opener.scrollIntoViewIfNeeded();
    await expect(hydrated(page, '[data-zoom-open]')).toBeAttached();
    await page.locator('[data-section="rental-product"] button[data-zoom-open]').click();
    const viewer = page.locator('[data-zoom-viewer]');
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
});

test.describe('/rental', () => {
  test('redirects permanently to /rental/medical, the query kept', async ({ request }) => {
    for (const [from, to] of [
      ['/rental', '/rental/medical'],
      ['/rental/', '/rental/medical'],
      ['/rental?utm_source=flyer', '/rental/medical?utm_source=flyer'],
    ]) {
      const response = await request.get(from as string, { maxRedirects: 0 });
      expect([301, 308], from).toContain(response.status());
      expect(response.headers().location, from).toBe(to);
    }
    // The English and Chinese sections have no rental page, so no redirect either.
    expect((await request.get('/en/rental', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test('the rental plan has one name: the request action says what the form offers', async ({ page }) => {
  await page.goto('/rental/medical');
  // The first of the page's three (first screen, after the price, the closing section).
  const action = page.locator('main a[data-request-action="pelvia-rental"]').first();
  await expect(action).toContainText(`${site.brand} 医療機関向けレンタルプラン`);
  await expect(action).not.toContainText('Rental');
  await action.click();
  const chosen = page.locator('select[name="product"] option:checked');
  await expect(chosen).toHaveText(`${site.brand} 医療機関向けレンタルプラン`);
});

test.describe('/api/events', { tag: '@desktop' }, () => {
  const event = { name: 'booking_click', label: 'medical_rental', path: '/rental/medical', locale: 'ja' };

  test('stores a valid event (204) and refuses bad input (400), a foreign origin (403), a big body (413)', async ({
    request,
    baseURL,
  }) => {
    const ok = await request.post('/api/events', { data: event, headers: { Origin: baseURL ?? '' } });
    expect(ok.status()).toBe(204);
    expect(await ok.text()).toBe('');

    const bad = await request.post('/api/events', { data: { ...event, name: 'page_view' } });
    expect(bad.status()).toBe(400);
    expect(bad.headers()['content-type']).toContain('application/json');
    expect(await bad.json()).toMatchObject({ error: expect.any(String) });

    const foreign = await request.post('/api/events', {
      data: event,
      headers: { Origin: 'https://evil.example.com' },
    });
    expect(foreign.status()).toBe(403);

    const big = await request.post('/api/events', { data: { ...event, label: 'x'.repeat(5000) } });
    expect(big.status()).toBe(413);

    const get = await request.get('/api/events');
    expect(get.status()).toBe(405);
  });
});

test.describe('/rental/medical without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the booking buttons are plain links and the FAQ still opens one at a time', async ({ page }) => {
    await page.goto('/rental/medical');
    await expect(page.locator('main a[data-booking]')).toHaveCount(2);
    await expect(page.locator('main a[data-booking]').first()).toHaveAttribute('href', site.urls.rentalScheduling);
    await expect(page.locator('[data-price]')).toHaveText(yen(rentalPlan.monthlyYenTaxIncluded));
    const items = page.locator('details[name="rental-faq"]');
    await items.nth(2).locator('summary').click();
    await items.nth(3).locator('summary').click();
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(items.nth(2)).not.toHaveAttribute('open');
  });
});
