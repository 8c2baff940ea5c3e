import type { NewsItem } from '../../domain/news/news-item.ts';
import { newsLink } from '../news/news-view.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import styles from './LatestNews.module.css';

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
            {items.map((item) => {
              const link = newsLink(item.url);
              return (
                <li key={item.id} className={styles.item} data-news-item="" data-important={item.isImportant}>
                  <p className={styles.meta}>
                    <time dateTime={item.publishDate}>{formatDate(item.publishDate, dateLocale)}</time>
                    {item.isImportant && <span className={styles.badge}>{copy.important}</span>}
                  </p>
                  <p className={styles.title}>
                    {link === null ? (
                      item.title
                    ) : link.kind === 'external' ? (
                      <ExternalLink href={link.href} newTabLabel={newTabLabel}>
                        {item.title}
                      </ExternalLink>
                    ) : (
                      <a href={link.href}>{item.title}</a>
                    )}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
