import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  href?: string;
}

interface Props {
  items: Crumb[];
  /** The landmark's name, e.g. "パンくずリスト". */
  label: string;
}

/** Where this page sits: links to its parents, the current page last and marked as such. */
export function Breadcrumbs({ items, label }: Props) {
  return (
    <nav className={styles.nav} aria-label={label} data-breadcrumbs="">
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.label} className={styles.item}>
            {item.href ? (
              <a className={styles.link} href={item.href}>
                {item.label}
              </a>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
