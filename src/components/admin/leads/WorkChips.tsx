import styles from './Chips.module.css';

interface Chip {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

interface Props {
  label: string;
  chips: Chip[];
}

/** The inbox's work filters as links (自分の担当, 期限超過…); the one in use is marked current. */
export function WorkChips({ label, chips }: Props) {
  return (
    <nav className={styles.chips} aria-label={label}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a href={chip.href} aria-current={chip.current ? 'true' : undefined} data-work-chip={chip.key}>
              {chip.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
