import styles from './SourceList.module.css';

interface Props {
  heading: string;
  sources: string[];
}

/** The guidelines and reviews an article's evidence section draws on. */
export function SourceList({ heading, sources }: Props) {
  return (
    <section className={styles.sources} aria-labelledby="article-sources">
      <h2 className={styles.heading} id="article-sources">
        {heading}
      </h2>
      <ol className={styles.list}>
        {sources.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ol>
    </section>
  );
}
