import styles from './SectionHeading.module.css';

interface Props {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** `inverse` on the deep-coloured band. */
  tone?: 'default' | 'inverse';
  align?: 'center' | 'start';
}

/** The small label, h2 and lead that open every home section. */
export function SectionHeading({ id, eyebrow, title, lead, tone = 'default', align = 'center' }: Props) {
  return (
    <div className={styles.heading} data-tone={tone} data-align={align}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 className={styles.title} id={id}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
