import { ClinicCard, type ClinicView } from './ClinicCard.tsx';
import styles from './ClinicDirectory.module.css';

export interface PrefectureGroupView {
  prefecture: string;
  /** e.g. 「3件」, from the copy. */
  countLabel: string;
  clinics: ClinicView[];
}

interface Props {
  groups: PrefectureGroupView[];
  labels: Parameters<typeof ClinicCard>[0]['labels'];
}

/** Clinics grouped by prefecture, north to south, each group a headed section. */
export function ClinicDirectory({ groups, labels }: Props) {
  return (
    <div className={styles.directory}>
      {groups.map((group, index) => (
        <section
          key={group.prefecture}
          className={styles.group}
          data-prefecture={group.prefecture}
          aria-labelledby={`prefecture-${index}`}
        >
          <h2 id={`prefecture-${index}`} className={styles.heading}>
            {group.prefecture}
            <span className={styles.count}>{group.countLabel}</span>
          </h2>
          <ul className={styles.list}>
            {group.clinics.map((clinic) => (
              <li key={clinic.id}>
                <ClinicCard clinic={clinic} labels={labels} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
