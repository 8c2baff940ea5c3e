import styles from './MotionToggle.module.css';

interface Props {
  playing: boolean;
  onToggle: () => void;
  labels: { pause: string; play: string };
  /** Which slideshow it controls. */
  controls: string;
}

/** The visible pause/play button of an auto-advancing slideshow (WCAG 2.2.2). */
export function MotionToggle({ playing, onToggle, labels, controls }: Props) {
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={onToggle}
      aria-controls={controls}
      aria-label={playing ? labels.pause : labels.play}
      data-motion-toggle=""
    >
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        {playing ? (
          <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" fill="currentColor" />
        ) : (
          <path d="M6 3.5v13l11-6.5z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
