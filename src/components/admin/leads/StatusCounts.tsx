import styles from './Chips.module.css';

interface Item {
  key: string;
  label: string;
  count: number | null;
  /** The count stopped at its limit: at least this many (atLeastSuffix follows it). */
  atLeast?: boolean;
  href: string;
  current: boolean;
}

interface Props {
  label: string;
  items: Item[];
  /** After a count that reached its limit (以上). */
  atLeastSuffix?: string;
}

/** Counts per status at the top of the inbox; each one filters the list to that status. */
export function StatusCounts({ label, items, atLeastSuffix = '' }: Props) {
  return (
    <nav className={styles.chips} aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href} aria-current={item.current ? 'page' : undefined} data-status={item.key}>
              <span>{item.label}</span>
              {item.count === null ? null : (
                <strong data-at-least={item.atLeast ? '' : undefined}>
                  {item.count.toLocaleString('ja-JP')}
                  {item.atLeast ? atLeastSuffix : null}
                </strong>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
