import { CheckList } from '../ui/CheckList.tsx';
import styles from './ArticleSection.module.css';
import { MethodSteps } from './MethodSteps.tsx';

interface Props {
  /** The anchor, e.g. `method`; the heading's id is `<id>-heading`. */
  id: string;
  title: string;
  paragraphs: string[];
  points?: string[];
  steps?: { title: string; text: string }[];
  note?: string;
}

/** One section of an educational article: h2, paragraphs, then optional points, steps and a note. */
export function ArticleSection({ id, title, paragraphs, points, steps, note }: Props) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 className={styles.title} id={`${id}-heading`}>
        {title}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {points && points.length > 0 && <CheckList items={points} />}
      {steps && steps.length > 0 && <MethodSteps steps={steps} />}
      {note && <p className={styles.note}>{note}</p>}
    </section>
  );
}
