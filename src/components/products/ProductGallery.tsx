import { useEffect, useState } from 'react';
import type { PictureData } from '../home/Picture.tsx';
import { ZoomableImage, type ZoomLabels } from '../media/ZoomViewer.tsx';
import styles from './ProductGallery.module.css';

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
      <ZoomableImage key={current.src} image={current} labels={labels.zoom} className={styles.main} />
      <ul className={styles.thumbs} aria-label={labels.thumbnails}>
        {images.map((image, i) => {
          const name = labels.show.replace('{n}', String(i + 1));
          const picture = (
            <img src={image.src} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />
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
