/**
 * `sizes` values for the layouts pictures sit in, mirroring the CSS grids: the content column
 * is at most 72rem wide, and below a grid's breakpoint a picture takes the full width.
 * Slightly generous is fine (the browser picks the next encoded width up); far too small
 * would look soft, far too large wastes a phone's data.
 */

/** One of `count` equal columns of the content width from `fromPx` up; full width below. */
export function columnSizes(count: number, fromPx: number): string {
  const share = (value: number) => Math.ceil(value / count);
  return `(min-width: 72rem) ${share(72)}rem, (min-width: ${fromPx}px) ${share(100)}vw, 100vw`;
}

/** The hero's picture column: 1.1 of 2.1 parts of the content width from 960 px. */
export const heroSizes = '(min-width: 72rem) 38rem, (min-width: 960px) 53vw, 100vw';

/** The rental banner's picture: 2 of 5 parts of the content width from 768 px. */
export const rentalBannerSizes = '(min-width: 72rem) 29rem, (min-width: 768px) 40vw, 100vw';
