/**
 * Nothing fixed covers content, on a phone (the action bar) or the desktop (the round 商談予約へ
 * button). On every sitemap page (and the noindex pages), at the top, the middle and the end,
 * each visible fixed or sticky element is checked with elementsFromPoint: beneath it there must
 * be no text and no control. A bar across the whole width at the viewport's edge (the action bar,
 * a stuck subnav) is the edge of the reading area while content scrolls under it, so it is checked
 * where nothing can scroll further: at the page's end, where the page keeps room for it. Then every form field is focused in turn: no
 * fixed element may overlap it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { noindexPagesAllLocales, sitemapPaths } from './support/sitemap.ts';

type Where = 'top' | 'middle' | 'end';

/** What fixed or sticky elements cover, as "element → covered thing" lines. */
function coverings(page: Page, where: Where): Promise<string[]> {
  return page.evaluate((where) => {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
    const controls = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex="0"]';
    const textAt = (el: Element, x: number, y: number) =>
      [...el.childNodes].some((node) => {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
      });
    const fixed = [...document.querySelectorAll('body *')].filter((el) => {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' && style.position !== 'sticky') return false;
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      if (el.closest('dialog:not([open])')) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < vh && r.right > 0 && r.left < vw;
    });
    // Only the outermost fixed element of a nest.
    const outer = fixed.filter((el) => !fixed.some((other) => other !== el && other.contains(el)));
    const found: string[] = [];
    for (const el of outer) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const edgeBar = r.left <= 1 && r.right >= vw - 1 && (r.top <= 1 || r.bottom >= vh - 1);
      // A sticky element still in its place in the flow covers nothing.
      if (style.position === 'sticky' && !edgeBar) continue;
      if (edgeBar && where !== 'end') continue;
      if (edgeBar && r.top <= 1 && where === 'end') continue; // a top bar: the page's start is the check
      for (let i = 1; i <= 12; i += 1) {
        for (let j = 1; j <= 3; j += 1) {
          const x = r.left + (r.width * i) / 13;
          const y = r.top + (r.height * j) / 4;
          if (x < 0 || x >= vw || y < 0 || y >= vh) continue;
          const stack = document.elementsFromPoint(x, y);
          const below = stack.slice(stack.findIndex((s) => el.contains(s) || s === el) + 1);
          for (const under of below) {
            if (el.contains(under) || under.contains(el)) continue;
            if (under.matches(controls) || textAt(under, x, y)) {
              found.push(`${nameOf(el)} covers ${nameOf(under)} "${(under.textContent ?? '').trim().slice(0, 30)}"`);
            }
          }
        }
      }
    }
    return [...new Set(found)];
  }, where);
}

async function scrollTo(page: Page, where: Where) {
  await page.evaluate((where) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: where === 'top' ? 0 : where === 'middle' ? max / 2 : max, behavior: 'instant' });
  }, where);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('the sweep found the built sitemap', () => {
  expect(sitemapPaths.length, 'run `npm run build` before the e2e tests').toBeGreaterThan(15);
});

/** One test per language, so the sweep spreads across workers and each has its own time. */
const sweeps = Object.entries(
  Object.groupBy(
    [...new Set([...sitemapPaths, ...noindexPagesAllLocales])],
    (path) => /^\/(en|zh-cn)(\/|$)/.exec(path)?.[1] ?? 'ja',
  ),
);

for (const [locale, paths = []] of sweeps) {
  test(`no fixed element covers text or a control, nor a focused field (${locale} pages)`, { tag: '@both' }, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    let fieldsFocused = 0;
    for (const path of paths) {
      await page.goto(path);
      for (const where of ['top', 'middle', 'end'] as const) {
        await scrollTo(page, where);
        for (const line of await coverings(page, where)) problems.push(`${path} (${where}): ${line}`);
      }
      const fields = page.locator('input:not([type="hidden"]), select, textarea');
      const count = await fields.count();
      for (let i = 0; i < count; i += 1) {
        const field = fields.nth(i);
        if (!(await field.isVisible())) continue;
        await field.focus();
        await field.scrollIntoViewIfNeeded();
        fieldsFocused += 1;
        const overlap = await field.evaluate((input) => {
          const f = input.getBoundingClientRect();
          return [...document.querySelectorAll('body *')]
            .filter((el) => {
              const style = getComputedStyle(el);
              return style.position === 'fixed' && style.display !== 'none' && style.visibility !== 'hidden';
            })
            .filter((el) => !el.contains(input) && !el.closest('dialog:not([open])'))
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top;
            })
            .map(
              (el) =>
                el.tagName.toLowerCase() + (el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''),
            );
        });
        if (overlap.length > 0) {
          const name = (await field.getAttribute('name')) ?? `field ${i}`;
          problems.push(`${path}: ${overlap.join(', ')} over the focused ${name}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(fieldsFocused, 'the sweep reached some form fields').toBeGreaterThan(0);
  });
}

test('the phone bar: brochure, call and meeting, and it steps aside for a focused field', { tag: '@phone' }, async ({
  page,
}) => {
  await page.goto('/product/plus');
  const bar = page.locator('[data-action-bar]');
  await expect(bar).toBeVisible();
  await expect(bar.locator('[data-bar-action="brochure"]')).toHaveText(/資料請求/);
  await expect(bar.locator('[data-bar-action="brochure"]')).toHaveAttribute(
    'href',
    '/brochure-request?product=pelvia-plus',
  );
  await expect(bar.locator('[data-bar-action="phone"]')).toHaveAttribute('href', /^tel:\+81/);
  const booking = bar.locator('[data-bar-action="booking"]');
  await expect(booking).toHaveText(/商談予約へ/);
  await expect(booking).toHaveAttribute('target', '_blank');
  await expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
  const box = await bar.boundingBox();
  expect(box && box.y + box.height).toBe(844);
  // The page ends with as much room as the bar takes: at the end, the footer's last line is above it.
  await scrollTo(page, 'end');
  const lastLine = await page.locator('footer').evaluate((footer) => {
    const texts = [...footer.querySelectorAll('p, a, li')].map((el) => el.getBoundingClientRect().bottom);
    return Math.max(...texts);
  });
  expect(lastLine).toBeLessThanOrEqual(box?.y ?? 0);

  await page.goto('/brochure-request');
  await page.locator('input[name="email"]').focus();
  await expect(bar).toBeHidden();
  await page.locator('input[name="email"]').blur();
  await expect(bar).toBeVisible();
});
