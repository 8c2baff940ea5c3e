import styles from './HeroSlideshow.module.css';
import { MotionToggle } from './MotionToggle.tsx';
import type { PictureData } from './Picture.tsx';
import { Picture } from './Picture.tsx';
import { useAutoAdvance } from './useAutoAdvance.ts';

/** Spec section 9: the slideshow crossfades over 1000 ms (the CSS reads --pv-duration-fade). */
export const HERO_FADE_MS = 1000;
/** How long each hero image stays before the next one fades in. */
export const HERO_INTERVAL_MS = 6000;

interface Props {
  slides: PictureData[];
  label: string;
  labels: { pause: string; play: string };
}

/** The hero's crossfading images (island, client:idle). Without JavaScript: the first image. */
export function HeroSlideshow({ slides, label, labels }: Props) {
  const { index, playing, setPlaying, held, enhanced, holdProps } = useAutoAdvance(slides.length, HERO_INTERVAL_MS);
  const id = 'hero-slides';
  return (
    <section
      className={styles.slideshow}
      aria-roledescription="slideshow"
      data-hero-slideshow=""
      aria-label={label}
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
            key={slide.src}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${slides.length}`}
            aria-hidden={i !== index}
            data-active={i === index}
          >
            <Picture className={styles.image} image={slide} eager={i === 0} />
          </div>
        ))}
      </div>
      {enhanced && (
        <div className={styles.controls}>
          <MotionToggle playing={playing} onToggle={() => setPlaying(!playing)} labels={labels} controls={id} />
        </div>
      )}
    </section>
  );
}
