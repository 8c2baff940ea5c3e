import { useEffect, useState } from 'react';
import type { PictureData } from '../ui/Picture.tsx';
import { columnSizes } from '../ui/picture-sizes.ts';
import { ZoomableImage, type ZoomLabels } from '../ui/ZoomableImage.tsx';
import styles from './ProductGallery.module.css';

/** Four thumbnails across the gallery's column. */
const thumbnailSizes = '(min-width: 960px) 9rem, 25vw';

interface Props {
  images: PictureData[];
  /** `show` holds `{n}`. */
  labels: { label: string; thumbnails: string; show: string; zoom: ZoomLabels };
}

/**
 * Product images, one at a time, chosen by thumbnails (island, client:visible). The shown
 * image opens the zoom viewer. Without JavaScript the thumbnails link to the image files.
 */
export function ProductGallery({ images, labels }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  const [index, setIndex] = useState(0);
  useEffect(() => setEnhanced(true), []);
  const current = images[index] ?? images[0];
  if (!current) return null;

  return (
    <section
      className={styles.gallery}
      aria-label={labels.label}
      data-gallery=""
      data-index={index}
      data-enhanced={enhanced}
    >
      <ZoomableImage
        key={current.src}
        image={current}
        labels={labels.zoom}
        className={styles.main}
        sizes={columnSizes(2, 960)}
      />
      <ul className={styles.thumbs} aria-label={labels.thumbnails}>
        {images.map((image, i) => {
          const name = labels.show.replace('{n}', String(i + 1));
          const picture = (
            <img
              src={image.src}
              srcSet={image.srcset}
              sizes={image.srcset ? thumbnailSizes : undefined}
              width={image.width}
              height={image.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
          );
          return (
            <li key={image.src}>
              {enhanced ? (
                <button
                  type="button"
                  className={styles.thumb}
                  onClick={() => setIndex(i)}
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={name}
                  data-gallery-thumb={i}
                >
                  {picture}
                </button>
              ) : (
                <a className={styles.thumb} href={image.src} aria-label={name} data-gallery-thumb={i}>
                  {picture}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
