import styles from './FeedLink.module.css';

interface Props {
  href: string;
  label: string;
}

/** A visible link to the RSS feed (the head names it too, for feed readers: SeoHead.astro). */
export function FeedLink({ href, label }: Props) {
  return (
    <a className={styles.link} href={href} type="application/rss+xml" data-feed-link="">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="3" cy="13" r="2" fill="currentColor" />
        <path d="M1.5 7.5a7 7 0 0 1 7 7M1.5 2.5a12 12 0 0 1 12 12" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {label}
    </a>
  );
}
