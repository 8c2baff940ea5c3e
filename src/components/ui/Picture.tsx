import type { PictureData } from '../../content/images.ts';

export type { PictureData };

interface Props {
  image: PictureData;
  className?: string;
  /** The first hero image: loaded at once, with high priority. */
  eager?: boolean;
  /** Override the manifest's alt, e.g. `''` when nearby text already says it. */
  alt?: string;
  /**
   * How wide the picture shows at each viewport (see picture-sizes.ts), so the browser picks
   * the smallest encoded width of a photo that stays sharp. Unused for an illustration.
   */
  sizes?: string;
}

/** An illustration as it is, or a photo with its encoded widths; lazy unless it is the LCP image. */
export function Picture({ image, className, eager = false, alt, sizes = '100vw' }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
