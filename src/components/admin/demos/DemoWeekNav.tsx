import styles from './DemoWeekNav.module.css';

interface Props {
  label: string;
  range: string;
  previous: { href: string; label: string };
  today: { href: string; label: string } | null;
  next: { href: string; label: string };
}

/** The week shown, with plain links to the previous, this and the next week. */
export function DemoWeekNav({ label, range, previous, today, next }: Props) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <h2 className={styles.range}>{range}</h2>
      <div className={styles.links}>
        <a href={previous.href} rel="prev" data-week-link="previous">
          ← {previous.label}
        </a>
        {today ? (
          <a href={today.href} data-week-link="today">
            {today.label}
          </a>
        ) : null}
        <a href={next.href} rel="next" data-week-link="next">
          {next.label} →
        </a>
      </div>
    </nav>
  );
}
