import styles from './FloatingBookingButton.module.css';

interface Props {
  href: string;
  label: string;
  description: string;
  newTabLabel: string;
}

/** Round button fixed at the bottom right of every page: book a sales meeting (new tab). */
export function FloatingBookingButton({ href, label, description, newTabLabel }: Props) {
  return (
    <aside aria-label={description}>
      <a
        className={styles.button}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-floating-booking=""
        title={description}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className={styles.label}>{label}</span>
        <span className="visually-hidden">{newTabLabel}</span>
      </a>
    </aside>
  );
}
