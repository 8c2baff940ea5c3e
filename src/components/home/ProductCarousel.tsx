import type { PictureData } from '../ui/Picture.tsx';
import { Picture } from '../ui/Picture.tsx';
import { columnSizes } from '../ui/picture-sizes.ts';
import { MotionToggle } from './MotionToggle.tsx';
import styles from './ProductCarousel.module.css';
import { useAutoAdvance } from './useAutoAdvance.ts';

/** The carousel advances every 5000 ms (docs/product.md#interface-timings). */
export const CAROUSEL_INTERVAL_MS = 5000;

interface Slide {
  image: PictureData;
  title: string;
  text: string;
}

interface Props {
  slides: Slide[];
  labels: {
    label: string;
    previous: string;
    next: string;
    /** "Show slide {n}" */
    goTo: string;
    pause: string;
    play: string;
  };
}

/** The product carousel (island, client:visible): pause/play, previous/next and dots. */
export function ProductCarousel({ slides, labels }: Props) {
  const { index, go, playing, setPlaying, held, enhanced, holdProps } = useAutoAdvance(
    slides.length,
    CAROUSEL_INTERVAL_MS,
  );
  const id = 'product-carousel-slides';
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      data-carousel=""
      aria-label={labels.label}
      data-index={index}
      data-playing={playing}
      data-held={held}
      data-enhanced={enhanced}
      {...holdProps}
    >
      <div className={styles.slides} id={id} aria-live={playing && !held ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a labelled group, not a form fieldset.
          <div
            key={slide.image.src}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${slides.length}`}
            aria-hidden={i !== index}
            data-active={i === index}
          >
            <Picture className={styles.image} image={slide.image} sizes={columnSizes(2, 960)} />
            <p className={styles.caption}>
              <span className={styles.title}>{slide.title}</span>
              <span className={styles.text}>{slide.text}</span>
            </p>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        {enhanced && (
          <>
            <MotionToggle playing={playing} onToggle={() => setPlaying(!playing)} labels={labels} controls={id} />
            <div className={styles.nav}>
              <button
                type="button"
                className={styles.step}
                aria-controls={id}
                aria-label={labels.previous}
                onClick={() => go(index - 1)}
              >
                <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
              <ul className={styles.dots}>
                {slides.map((slide, i) => (
                  <li key={slide.image.src}>
                    <button
                      type="button"
                      className={styles.dot}
                      aria-controls={id}
                      aria-label={labels.goTo.replace('{n}', String(i + 1))}
                      aria-current={i === index ? 'true' : undefined}
                      onClick={() => go(i)}
                    />
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className={styles.step}
                aria-controls={id}
                aria-label={labels.next}
                onClick={() => go(index + 1)}
              >
                <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
