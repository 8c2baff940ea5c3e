import styles from './ArticleCta.module.css';

interface Props {
  title: string;
  text: string;
  linkLabel: string;
  href: string;
}

/** The closing call to action of an article: a short text and one large link. */
export function ArticleCta({ title, text, linkLabel, href }: Props) {
  return (
    <section className={styles.cta} aria-labelledby="article-cta">
      <h2 className={styles.title} id="article-cta">
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <a className={styles.button} href={href} data-article-cta="">
        {linkLabel}
        <span aria-hidden="true">→</span>
      </a>
    </section>
  );
}
