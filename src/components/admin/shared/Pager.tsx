import styles from './Pager.module.css';

interface Props {
  label: string;
  status: string;
  previous: { href: string; label: string } | null;
  next: { href: string; label: string } | null;
}

/** Previous / next page links with the position between them. */
export function Pager({ label, status, previous, next }: Props) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {previous ? (
        <a href={previous.href} rel="prev">
          {previous.label}
        </a>
      ) : (
        <span />
      )}
      <span>{status}</span>
      {next ? (
        <a href={next.href} rel="next">
          {next.label}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
