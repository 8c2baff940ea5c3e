import type { NewsItem } from '../../server/news.server.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './LatestNews.module.css';
import { SectionHeading } from './SectionHeading.tsx';

interface Props {
  items: Pick<NewsItem, 'id' | 'title' | 'url' | 'publishDate' | 'isImportant'>[];
  copy: { heading: string; important: string; viewAll: string; empty: string };
  newsHref: string;
  newTabLabel: string;
  /** BCP 47 tag for the dates, e.g. `ja-JP`. */
  dateLocale: string;
}

/** A YYYY-MM-DD date, as Japan reads it (2026年10月3日). */
const formatDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Tokyo' }).format(
    new Date(`${date}T00:00:00+09:00`),
  );

/** The newest announcements, with a link to the full list. */
export function LatestNews({ items, copy, newsHref, newTabLabel, dateLocale }: Props) {
  return (
    <section className={styles.section} aria-labelledby="home-news">
      <div className={styles.inner}>
        <div className={styles.head}>
          <SectionHeading id="home-news" title={copy.heading} align="start" />
          <a className={styles.all} href={newsHref}>
            {copy.viewAll}
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
          </a>
        </div>
        {items.length === 0 ? (
          <p className={styles.empty}>{copy.empty}</p>
        ) : (
          <ul className={styles.list} data-news-list="">
            {items.map((item) => (
              <li key={item.id} className={styles.item} data-news-item="" data-important={item.isImportant}>
                <p className={styles.meta}>
                  <time dateTime={item.publishDate}>{formatDate(item.publishDate, dateLocale)}</time>
                  {item.isImportant && <span className={styles.badge}>{copy.important}</span>}
                </p>
                <p className={styles.title}>
                  {item.url === null ? (
                    item.title
                  ) : /^https?:\/\//.test(item.url) ? (
                    <ExternalLink href={item.url} newTabLabel={newTabLabel}>
                      {item.title}
                    </ExternalLink>
                  ) : (
                    <a href={item.url}>{item.title}</a>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
