import styles from './LeadFields.module.css';

interface Props {
  /** Label and value pairs in display order; an empty value shows `empty`. */
  fields: { key: string; label: string; value: string | null }[];
  empty: string;
}

/** Every field of one lead as a description list (text only: nothing here is markup). */
export function LeadFields({ fields, empty }: Props) {
  return (
    <dl className={styles.fields}>
      {fields.map((field) => (
        <div key={field.key} className={styles.row} data-field={field.key}>
          <dt>{field.label}</dt>
          <dd>{field.value === null || field.value === '' ? empty : field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
