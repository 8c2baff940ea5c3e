/**
 * The brochure form on every page that hosts it, in every language, as a visitor meets it on a
 * slow connection: the page is there but its scripts (/_astro/*.js) are held back. With
 * JavaScript the form is behind the 資料請求はこちら button from the first paint; what the visitor
 * opened and typed before the scripts arrive stays open and kept once they have run. Without
 * JavaScript the same button opens a form that works.
 */
import type { Page, Route } from '@playwright/test';
import { devicesCopy } from '../../src/content/pages/devices/index.ts';
import { type Locale, locales, localizedPath } from '../../src/i18n/locales.ts';
import { expect, onBothIf, test } from './support/fixtures.ts';

const hosts = ['/other-products-details', '/beauty-devices'] as const;
const pages = locales.flatMap((locale) => hosts.map((path) => ({ locale, path: localizedPath(path, locale) })));

/** Holds every island script until `release()`; resolves `requested` once one was asked for. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_astro\/[^?]*\.js(\?|$)/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const section = (page: Page) => page.locator('#brochure-request');
const button = (page: Page, locale: Locale) =>
  page.locator('[data-brochure-open]', { hasText: devicesCopy[locale].brochure.button });
const field = (page: Page, name: string) => page.locator(`[data-brochure-form] [name="${name}"]`);

test.describe('the brochure form before its scripts have run', () => {
  for (const { locale, path } of pages) {
    test(
      `${path}: opened and typed into early, it stays open with the text kept`,
      onBothIf(locale === 'ja'),
      async ({ page }) => {
        const scripts = await holdScripts(page);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await button(page, locale).scrollIntoViewIfNeeded();
        // The visitor is at the form and no island has run: the form is behind the button.
        await expect(button(page, locale)).toBeVisible();
        await expect(section(page)).toBeHidden();
        await expect(page.locator('[data-brochure-reveal]')).toHaveAttribute('data-enhanced', 'false');

        await button(page, locale).click();
        await expect(section(page)).toBeVisible();
        await field(page, 'name').fill('山田 花子');
        await field(page, 'email').fill('hanako@example.jp');
        await field(page, 'purpose').fill('導入を検討しています。');
        await field(page, 'postalCode').fill('１０４ー００６１');
        await field(page, 'purpose').focus();
        expect(scripts.count(), 'island scripts were asked for and held').toBeGreaterThan(0);

        await scripts.release();
        await expect(page.locator('[data-brochure-reveal]')).toHaveAttribute('data-enhanced', 'true');
        await expect(page.locator('form[data-brochure-form]')).toHaveAttribute('novalidate', '');
        await expect(page.locator('[data-brochure-reveal]')).toHaveAttribute('data-open', 'true');
        await expect(section(page)).toBeVisible();
        await expect(field(page, 'name')).toHaveValue('山田 花子');
        await expect(field(page, 'email')).toHaveValue('hanako@example.jp');
        await expect(field(page, 'purpose')).toHaveValue('導入を検討しています。');
        await expect(field(page, 'postalCode')).toHaveValue('１０４ー００６１');
        // The Japanese form looks up a code typed before it hydrated; the others only keep it.
        if (locale === 'ja') {
          await expect(field(page, 'prefecture')).toHaveValue('東京都');
          await expect(field(page, 'city')).toHaveValue('中央区');
          await expect(field(page, 'address')).toHaveValue('銀座');
        } else await expect(field(page, 'address')).toHaveValue('');
        // Pressing the button again (now hydrated) never closes it.
        await button(page, locale).click();
        await expect(section(page)).toBeVisible();
      },
    );

    test(`${path}: left closed, it stays closed once the scripts run and opens when pressed`, async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await button(page, locale).scrollIntoViewIfNeeded();
      await expect(section(page)).toBeHidden();
      await scripts.release();
      await expect(page.locator('[data-brochure-reveal]')).toHaveAttribute('data-enhanced', 'true');
      await expect(section(page)).toBeHidden();
      await button(page, locale).click();
      await expect(section(page)).toBeVisible();
      await expect(page.locator('[data-brochure-reveal]')).toHaveAttribute('data-open', 'true');
    });
  }
});

test.describe('the brochure form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, path } of pages) {
    test(`${path}: the button opens a form that can be filled in and sent`, async ({ page }) => {
      await page.goto(path);
      await expect(section(page)).toBeHidden();
      await button(page, locale).click();
      await expect(section(page)).toBeVisible();
      const form = page.locator('form[data-brochure-form]');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', '/api/brochure-requests');
      await field(page, 'name').fill('山田 花子');
      await expect(field(page, 'name')).toHaveValue('山田 花子');
      await expect(form.locator('button[type="submit"]')).toBeEnabled();
      // A link to the section opens it too.
      await page.goto(`${path}#brochure-request`);
      await expect(section(page)).toBeVisible();
    });
  }
});
