import styles from './ArticleCta.module.css';

interface Props {
  title: string;
  text: string;
  linkLabel: string;
  href: string;
  /** Set when the link leaves the visitor's language for a Japanese-only page: the marker shown. */
  japaneseOnlyLabel?: string | undefined;
}

/** The closing call to action of an article: a short text and one large link. */
export function ArticleCta({ title, text, linkLabel, href, japaneseOnlyLabel }: Props) {
  return (
    <section className={styles.cta} aria-labelledby="article-cta">
      <h2 className={styles.title} id="article-cta">
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <a className={styles.button} href={href} hrefLang={japaneseOnlyLabel ? 'ja' : undefined} data-article-cta="">
        {linkLabel}
        <span aria-hidden="true">→</span>
        {japaneseOnlyLabel && (
          <span className={styles.language} lang="ja">
            {japaneseOnlyLabel}
          </span>
        )}
      </a>
    </section>
  );
}
