import { describe, expect, it } from 'vitest';
import { images, pictureOf } from '../../../src/content/images.ts';
import { fileStem, photoImage, photosByStem, photoVariants, variantPath } from '../../../src/content/photos.ts';

const camera = { src: '/_astro/hero-1.AbCd1234.jpg', width: 4000, height: 3000 };

describe('photo variants', () => {
  it('encodes a camera photo at every ladder width, never above 2400 px', () => {
    expect(photoVariants(camera)).toEqual([
      { src: '/_astro/hero-1.AbCd1234.w480.webp', width: 480, height: 360 },
      { src: '/_astro/hero-1.AbCd1234.w828.webp', width: 828, height: 621 },
      { src: '/_astro/hero-1.AbCd1234.w1080.webp', width: 1080, height: 810 },
      { src: '/_astro/hero-1.AbCd1234.w1280.webp', width: 1280, height: 960 },
      { src: '/_astro/hero-1.AbCd1234.w1600.webp', width: 1600, height: 1200 },
      { src: '/_astro/hero-1.AbCd1234.w2400.webp', width: 2400, height: 1800 },
    ]);
  });

  it('never upscales: a small photo ends at its own width', () => {
    expect(photoVariants({ src: '/_astro/a.Xy_-1234.png', width: 1000, height: 625 }).map((v) => v.width)).toEqual([
      480, 828, 1000,
    ]);
    expect(photoVariants({ src: '/_astro/b.Xy_-1234.png', width: 300, height: 200 })).toEqual([
      { src: '/_astro/b.Xy_-1234.w300.webp', width: 300, height: 200 },
    ]);
  });

  it('gives an <img> the largest width as src, a srcset of all, and the photo’s own size', () => {
    const image = photoImage(camera);
    expect(image.src).toBe('/_astro/hero-1.AbCd1234.w2400.webp');
    expect(image.srcset).toBe(
      [480, 828, 1080, 1280, 1600, 2400].map((w) => `${variantPath(camera.src, w)} ${w}w`).join(', '),
    );
    expect([image.width, image.height]).toEqual([4000, 3000]);
  });
});

describe('photos in the manifest', () => {
  it('finds a dropped-in photo by the illustration’s name', () => {
    const photos = photosByStem({ '../assets/images/hero-1.jpg': camera, '../assets/images/skip.jpg': '/skip.jpg' });
    expect([...photos.keys()]).toEqual(['hero-1']);
    expect(photos.get(fileStem('/images/hero-1.svg'))).toBe(camera);
  });

  it('keeps every illustration as it is: no srcset for an SVG', () => {
    const hero = pictureOf(images.heroSlide1, 'ja');
    expect(hero).toEqual({ src: '/images/hero-1.svg', width: 1600, height: 900, alt: images.heroSlide1.alt.ja });
    expect(images.heroSlide1.path).toBe('/images/hero-1.svg');
  });
});
