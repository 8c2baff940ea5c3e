import styles from './PolicySections.module.css';

export interface PolicySection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
  after?: string[];
}

interface Props {
  sections: PolicySection[];
  tocLabel: string;
  /** The closing line, e.g. the date the policy took effect. */
  footnote: string;
}

/** A numbered policy: a table of contents, then one labelled section per heading. */
export function PolicySections({ sections, tocLabel, footnote }: Props) {
  return (
    <div className={styles.policy}>
      <nav className={styles.toc} aria-label={tocLabel}>
        <ol className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a className={styles.tocLink} href={`#${section.id}`}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={section.id} data-policy-section="">
          <h2 className={styles.title} id={section.id}>
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul className={styles.items}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.after?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className={styles.footnote}>{footnote}</p>
    </div>
  );
}
