import styles from './Prose.module.css';

interface Props {
  paragraphs: string[];
}

/** Running text in a readable column, e.g. the founding background. */
export function Prose({ paragraphs }: Props) {
  return (
    <div className={styles.prose}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
