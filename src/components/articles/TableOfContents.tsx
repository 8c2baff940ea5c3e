import styles from './TableOfContents.module.css';

interface Props {
  label: string;
  entries: { id: string; title: string }[];
}

/** In-page links to the article's sections (plain anchors: they work without JavaScript). */
export function TableOfContents({ label, entries }: Props) {
  return (
    <nav className={styles.toc} aria-labelledby="toc-heading" data-toc="">
      <h2 className={styles.heading} id="toc-heading">
        {label}
      </h2>
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a className={styles.link} href={`#${entry.id}`}>
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
