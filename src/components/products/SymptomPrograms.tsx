import { SectionHeading } from '../ui/SectionHeading.tsx';
import styles from './SymptomPrograms.module.css';

interface Props {
  copy: { eyebrow: string; heading: string; lead: string };
  programs: { id: string; title: string; text: string }[];
}

/** The top-end model's four symptom programs as cards. */
export function SymptomPrograms({ copy, programs }: Props) {
  return (
    <section className={styles.section} aria-labelledby="dr-programs">
      <div className={styles.inner}>
        <SectionHeading id="dr-programs" eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
        <ul className={styles.grid}>
          {programs.map((program, i) => (
            <li key={program.id} className={styles.card} data-program={program.id}>
              <span className={styles.number} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.title}>{program.title}</h3>
              <p className={styles.text}>{program.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
