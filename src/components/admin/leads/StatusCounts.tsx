import styles from './StatusCounts.module.css';

interface Item {
  key: string;
  label: string;
  count: number | null;
  href: string;
  current: boolean;
}

interface Props {
  label: string;
  items: Item[];
}

/** Counts per status at the top of the inbox; each one filters the list to that status. */
export function StatusCounts({ label, items }: Props) {
  return (
    <nav className={styles.counts} aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href} aria-current={item.current ? 'page' : undefined} data-status={item.key}>
              <span>{item.label}</span>
              {item.count === null ? null : <strong>{item.count.toLocaleString('ja-JP')}</strong>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
