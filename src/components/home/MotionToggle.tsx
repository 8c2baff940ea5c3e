import styles from './MotionToggle.module.css';
import { motionIcons } from './motion-icons.ts';

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
        <path d={playing ? motionIcons.pause : motionIcons.play} fill="currentColor" />
      </svg>
    </button>
  );
}
