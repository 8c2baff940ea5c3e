/** An image from the manifest, already resolved to the page's language. */
export interface PictureData {
  src: string;
  width: number;
  height: number;
  /** Alt text in the page's locale; empty for a decorative image. */
  alt: string;
}

interface Props {
  image: PictureData;
  className?: string;
  /** The first hero image: loaded at once, with high priority. */
  eager?: boolean;
  /** Override the manifest's alt, e.g. `''` when nearby text already says it. */
  alt?: string;
}

export function Picture({ image, className, eager = false, alt }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
