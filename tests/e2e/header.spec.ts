import { expect, onBothIf, test } from './support/fixtures.ts';

const trigger = (id: string) => `[data-menu-trigger="${id}"]`;
const panel = (id: string) => `[data-menu-panel="${id}"]`;

test.describe('desktop header menus', { tag: '@desktop' }, () => {
  test.beforeEach(async ({ page }) => {
    const start = new Date('2026-11-02T09:00:00+09:00');
    await page.clock.install({ time: start });
    await page.goto('/');
    // The header hydrates on a visitor's first interaction with it (client:interaction): a
    // pointer over the logo. Hydrated once the island marks its menus as enhanced; then time
    // moves only when we say.
    await page.locator('header a[href="/"]').first().hover();
    await expect(page.locator('header [data-enhanced]').first()).toBeAttached();
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  });

  test('hover opens a menu and leaving closes it 150 ms later', async ({ page }) => {
    await page.hover(trigger('products'));
    await expect(page.locator(panel('products'))).toBeVisible();
    await expect(page.locator(trigger('products'))).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 700);
    await page.clock.runFor(140);
    await expect(page.locator(panel('products'))).toBeVisible();
    await page.clock.runFor(20);
    await expect(page.locator(panel('products'))).toBeHidden();
    await expect(page.locator(trigger('products'))).toHaveAttribute('aria-expanded', 'false');
  });

  test('click toggles, opening one closes the other, an outside click closes', async ({ page }) => {
    await page.click(trigger('products'));
    await expect(page.locator(trigger('products'))).toHaveAttribute('aria-expanded', 'true');
    await page.click(trigger('products'));
    await expect(page.locator(trigger('products'))).toHaveAttribute('aria-expanded', 'false');

    await page.click(trigger('products'));
    await page.click(trigger('company'));
    await expect(page.locator(trigger('company'))).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(trigger('products'))).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(panel('products'))).toBeHidden();

    await page.mouse.click(640, 700);
    await expect(page.locator(trigger('company'))).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Tab reaches every item, Enter and Space toggle, Escape closes and returns focus', async ({
    page,
  }) => {
    const productsTrigger = page.locator(trigger('products'));
    await productsTrigger.focus();
    await page.keyboard.press('Enter');
    await expect(productsTrigger).toHaveAttribute('aria-expanded', 'true');
    const links = page.locator(`${panel('products')} a`);
    const count = await links.count();
    expect(count).toBe(2);
    for (let i = 0; i < count; i += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(productsTrigger).toHaveAttribute('aria-expanded', 'false');
    await expect(productsTrigger).toBeFocused();

    await page.keyboard.press('Space');
    await expect(productsTrigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(productsTrigger).toHaveAttribute('aria-expanded', 'false');

    // Tab order from the logo runs through every header item.
    await page.locator('header a').first().focus();
    const reached = new Set<string>();
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      reached.add(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    // The meeting is the round button at the page's end (FloatingBookingButton), not a header item.
    for (const label of ['ホーム', '製品', '全国医療ネットワーク', '企業情報', '資料請求', 'English']) {
      expect(
        [...reached].some((text) => text.startsWith(label)),
        `Tab reaches ${label}`,
      ).toBe(true);
    }
  });
});

test.describe('header before it hydrates', { tag: '@desktop' }, () => {
  test('the first hover over a menu opens it, loads the header script and the menu stays open', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((path) => path.includes('SiteHeader')),
      'no header script before interaction',
    ).toEqual([]);

    await page.hover(trigger('products'));
    await expect(page.locator(panel('products'))).toBeVisible();
    await expect(page.locator('header [data-enhanced]').first()).toBeAttached();
    expect(scripts.some((path) => path.includes('SiteHeader'))).toBe(true);
    // Hydration took over the menu the pointer is on: open, and announced as open.
    await expect(page.locator(panel('products'))).toBeVisible();
    await expect(page.locator(trigger('products'))).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 700);
    await expect(page.locator(panel('products'))).toBeHidden();
  });

  test('a click that lands before the header script counts as a click: a second one closes the menu', async ({
    page,
  }) => {
    // Hold the header island's chunk back until the first click is in, as on a slow network.
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route(
      (url) => /\/SiteHeader[^/]*\.js$/.test(url.pathname),
      async (route) => {
        await scriptHeld;
        await route.continue();
      },
    );
    await page.goto('/');
    const productsTrigger = page.locator(trigger('products'));
    const box = await productsTrigger.boundingBox();
    if (!box) throw new Error('the 製品 trigger has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.locator('header [data-enhanced]')).toHaveCount(0);

    releaseScript();
    await expect(page.locator('header [data-enhanced]').first()).toBeAttached();
    await expect(productsTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(panel('products'))).toBeVisible();
    await productsTrigger.click();
    await expect(productsTrigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(panel('products'))).toBeHidden();
  });
});

test.describe('mobile menu', { tag: '@phone' }, () => {
  test('hamburger opens a full-screen menu that traps focus and closes on a link', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'メニューを開く' });
    await expect(burger).toBeVisible();
    // The first tap is also what hydrates the header: the menu opens natively (invoker
    // command) or through the island, whichever is first.
    await burger.click();
    const dialog = page.locator('#mobile-menu');
    await expect(dialog).toBeVisible();
    await expect(page.locator('header [data-enhanced]').first()).toBeAttached();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    expect(box?.height).toBeGreaterThanOrEqual(840);

    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu')))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    // The ways in: brochure, meeting and a tap-to-call number; the rental plan and the news.
    await expect(dialog.locator('[data-menu-action="brochure"]')).toHaveText(/資料請求/);
    await expect(dialog.locator('[data-menu-action="brochure"]')).toHaveAttribute('href', '/brochure-request');
    await expect(dialog.locator('[data-menu-action="booking"]')).toContainText('商談予約へ');
    await expect(dialog.locator('[data-menu-action="phone"]')).toHaveAttribute('href', /^tel:\+81/);
    await expect(dialog.getByRole('link', { name: '医療機関向けレンタル' })).toHaveAttribute('href', '/rental/medical');
    await expect(dialog.getByRole('link', { name: '最新情報' })).toHaveAttribute('href', '/news');
    await expect(dialog.getByRole('link', { name: /おすすめグッズ/ })).toBeVisible();
    await dialog.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});

test.describe('shell on every page', () => {
  const shellPages = ['/', '/en/', '/zh-cn/', '/no-such-page', '/en/no-such-page'];

  for (const path of shellPages) {
    test(`booking, call and brochure on ${path}`, onBothIf(path === '/'), async ({ page }) => {
      await page.goto(path);
      const phone = (page.viewportSize()?.width ?? 0) < 1280;
      // On a phone the bottom bar; on the desktop the round button (the bar is hidden there).
      const booking = phone
        ? page.locator('[data-action-bar] [data-bar-action="booking"]')
        : page.locator('[data-floating-booking]');
      await expect(booking).toBeVisible();
      await expect(booking).toHaveAttribute('target', '_blank');
      await expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(booking).toHaveAttribute('href', /^https:\/\//);
      const brochure = phone
        ? page.locator('[data-action-bar] [data-bar-action="brochure"]')
        : page.locator('header [data-header-action="brochure"]');
      await expect(brochure).toBeVisible();
      await expect(brochure).toHaveAttribute('href', /\/brochure-request$/);
      if (phone) {
        const box = await page.locator('[data-action-bar]').boundingBox();
        const viewport = page.viewportSize();
        expect(box && viewport && box.width >= viewport.width - 1).toBe(true);
        expect(box && viewport && Math.abs(box.y + box.height - viewport.height) < 1).toBe(true);
      } else {
        await expect(page.locator('[data-action-bar]')).toBeHidden();
      }
    });
  }

  test('the booking and brochure labels are localised', async ({ page }) => {
    const cases: [string, string, RegExp][] = [
      ['/', '商談予約へ', /資料請求/],
      ['/en/', 'Book a meeting', /brochure/i],
      ['/zh-cn/', '预约洽谈', /资料/],
    ];
    for (const [path, booking, brochure] of cases) {
      await page.goto(path);
      await expect(page.locator('[data-floating-booking]')).toContainText(booking);
      await expect(page.locator('header [data-header-action="brochure"]')).toHaveText(brochure);
      await expect(page.locator('[data-action-bar] [data-bar-action="booking"]')).toContainText(booking);
    }
  });

  test('accent colour and back link follow the path', async ({ page }) => {
    const cases: [string, string][] = [
      ['/', 'purple'],
      ['/product/dr-unknown', 'rose'],
      ['/product/plus-unknown', 'purple'],
      ['/company/unknown', 'navy'],
      ['/sales-representative/unknown', 'navy'],
      ['/other-products-unknown', 'blue'],
    ];
    for (const [path, accent] of cases) {
      await page.goto(path);
      await expect(page.locator('body')).toHaveAttribute('data-accent', accent);
    }
    await page.goto('/product/unknown');
    await expect(page.getByRole('link', { name: /製品一覧へ戻る/ })).toHaveAttribute('href', '/products');
    await page.goto('/');
    await expect(page.getByRole('link', { name: /製品一覧へ戻る/ })).toHaveCount(0);
  });
});

test.describe('language switcher', () => {
  // On phones the switcher lives in the menu (covered above).
  test('links the equivalent page and round-trips', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    await page.locator('header [data-locale="en"]').first().click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('header [data-locale="zh-cn"]').first().click();
    await expect(page).toHaveURL(/\/zh-cn\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.locator('header [data-locale="ja"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('a Japanese-only page switches to the other locale home', async ({ page }) => {
    await page.goto('/news-archive-unknown');
    await expect(page.locator('[data-locale="en"]').first()).toHaveAttribute('href', '/en/');
    await page.goto('/company/careers');
    await expect(page.locator('[data-locale="zh-cn"]').first()).toHaveAttribute('href', '/zh-cn/');
  });
});

test.describe('404 pages', () => {
  const cases: [string, string, string][] = [
    ['/no-such-page', 'ja', 'ページが見つかりません'],
    ['/en/no-such-page', 'en', 'Page not found'],
    ['/zh-cn/no-such-page', 'zh-CN', '未找到该页面'],
  ];
  for (const [path, lang, heading] of cases) {
    test(`404 in ${lang}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }
});
