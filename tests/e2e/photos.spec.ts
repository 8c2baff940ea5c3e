/**
 * What a phone downloads for a photo slot. A 4000×3000 camera JPEG is generated here (nothing
 * large is committed), encoded by the same code the build runs (src/integrations/photos.ts) and
 * drawn by the real Picture component; the phone's browser then picks from the srcset.
 */
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { Picture } from '../../src/components/ui/Picture.tsx';
import { heroSizes } from '../../src/components/ui/picture-sizes.ts';
import { photoImage } from '../../src/content/photos.ts';
import { encodePhoto, photoSize } from '../../src/integrations/photos.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * A camera-like JPEG: gradients and a shape under texture at several scales (as a photo has
 * detail at every size) and fine grain, saved at quality 90: about 4 MB at 4000×3000.
 */
async function cameraJpeg(file: string, width: number, height: number): Promise<void> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f3d9e8"/><stop offset="1" stop-color="#6b4c8a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.65}" cy="${height * 0.55}" r="${height * 0.23}" fill="#3a2a55" opacity="0.6"/>
  </svg>`;
  const texture = [];
  for (const [scale, sigma] of [
    [16, 40],
    [4, 16],
    [1, 14],
  ] as const) {
    const noise = await sharp({
      create: {
        width: Math.round(width / scale),
        height: Math.round(height / scale),
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .png()
      .toBuffer();
    texture.push({ input: await sharp(noise).resize(width, height).png().toBuffer(), blend: 'overlay' as const });
  }
  const flat = await sharp(Buffer.from(scene)).composite(texture).png().toBuffer();
  await sharp(flat).jpeg({ quality: 90 }).toFile(file);
}

test.describe('photos', { tag: '@phone' }, () => {
  // A 390 px phone: its screen is as wide as its viewport (the preload scanner reads the screen).
  test.use({ screen: { width: 390, height: 844 } });
  let dir = '';
  test.afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('a 4000×3000 photo in the hero slot reaches a 390 px phone as one small WebP', async ({ page }) => {
    test.setTimeout(120_000);
    dir = await mkdtemp(join(tmpdir(), 'pelvia-photo-'));
    const name = 'camera.Test1234.jpg';
    const file = join(dir, name);
    await cameraJpeg(file, 4000, 3000);
    const originalBytes = (await stat(file)).size;
    const variants = await encodePhoto(file, `/_astro/${name}`);
    const image = { ...photoImage({ src: `/_astro/${name}`, ...(await photoSize(file)) }), alt: 'A test photo' };
    // The portrait below shows the same picture under names of its own. Chromium may show an
    // image slot a larger candidate it already holds in memory instead of fetching the one that
    // fits (the HTML standard leaves the pick to the browser): with the hero's names the portrait
    // then showed the hero's 828 px copy in one run of many. Good for a visitor, but this test
    // asks what the portrait's own markup makes a phone fetch.
    for (const variant of variants) {
      await copyFile(variant.file, join(dir, basename(variant.file).replace('camera.', 'portrait.')));
    }
    const portraitImage = {
      ...image,
      ...photoImage({ src: '/_astro/portrait.Test1234.jpg', ...(await photoSize(file)) }),
    };

    // The hero's picture (eager, the LCP) and, far below, the same photo as a 64 px portrait.
    const body = renderToStaticMarkup(
      createElement(
        'main',
        null,
        createElement(Picture, { image, eager: true, sizes: heroSizes }),
        createElement('div', { style: { blockSize: '4000px' } }),
        createElement(Picture, { image: portraitImage, sizes: '64px', className: 'portrait' }),
      ),
    );
    await page.route('**/photo-test', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Photo test</title><style>body{margin:0}main img{display:block;inline-size:100%;block-size:auto}main .portrait{inline-size:64px}</style><body>${body}`,
      }),
    );
    await page.route('**/_astro/*.Test1234.*', (route) =>
      route.fulfill({ path: join(dir, basename(new URL(route.request().url()).pathname)), contentType: 'image/webp' }),
    );
    const downloads = new Map<string, number>();
    page.on('response', async (response) => {
      if (!response.url().includes('.Test1234.')) return;
      downloads.set(basename(new URL(response.url()).pathname), (await response.body()).length);
    });

    await page.goto('/photo-test');
    await page.waitForLoadState('networkidle');

    const hero = page.locator('main img').first();
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('width', '4000');
    await expect(hero).toHaveAttribute('height', '3000');
    await expect(hero).toHaveAttribute('sizes', heroSizes);
    expect((await hero.getAttribute('srcset'))?.split(', ').map((c) => c.split(' ')[1])).toEqual([
      '480w',
      '828w',
      '1080w',
      '1280w',
      '1600w',
      '2400w',
    ]);
    await expect(page.locator('main img').last()).toHaveAttribute('loading', 'lazy');

    // 390 CSS px at DPR 2 need 780 px: the 828 px WebP, and nothing else before a scroll.
    const chosen = 'camera.Test1234.w828.webp';
    expect(basename(await hero.evaluate((img: HTMLImageElement) => img.currentSrc))).toBe(chosen);
    expect([...downloads.keys()]).toEqual([chosen]);
    const phoneBytes = downloads.get(chosen) ?? 0;
    expect(phoneBytes).toBe(variants.find((variant) => variant.width === 828)?.bytes);
    expect(phoneBytes).toBeGreaterThan(0);
    expect(phoneBytes, 'far below the camera original').toBeLessThan(originalBytes / 20);
    const report = `original ${originalBytes} B (4000×3000 JPEG); phone hero ${phoneBytes} B (828w WebP)`;
    test.info().annotations.push({ type: 'photo bytes', description: report });
    console.log(`photo bytes: ${report}`);

    // The portrait far below loads only when scrolled to, and at the smallest width. Lazy images
    // load on the browser's own schedule, which a busy machine stretches: wait for the image
    // itself rather than a fixed five seconds.
    const portrait = page.locator('main img').last();
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toHaveJSProperty('complete', true, { timeout: 30_000 });
    expect(basename(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc))).toBe(
      'portrait.Test1234.w480.webp',
    );
    await expect
      .poll(() => [...downloads.keys()], { timeout: 30_000 })
      .toEqual([chosen, 'portrait.Test1234.w480.webp']);
  });
});
