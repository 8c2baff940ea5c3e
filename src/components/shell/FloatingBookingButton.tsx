import { CalendarIcon } from './CalendarIcon.tsx';
import styles from './FloatingBookingButton.module.css';

interface Props {
  href: string;
  label: string;
  description: string;
  newTabLabel: string;
}

/**
 * The specification's round 商談予約へ button, fixed at the bottom right from the desktop layout
 * up (below it the phone bar carries the same link). A plain link: no script. It covers nothing:
 * the content column and the page's end keep its room (tokens.css, global.css), and it steps
 * aside while a form field has focus.
 */
export function FloatingBookingButton({ href, label, description, newTabLabel }: Props) {
  return (
    <aside className={styles.dock} aria-label={description}>
      <a
        className={styles.button}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        title={description}
        data-floating-booking=""
      >
        <CalendarIcon size={22} />
        <span className={styles.label}>{label}</span>
        <span className="visually-hidden">{newTabLabel}</span>
      </a>
    </aside>
  );
}
