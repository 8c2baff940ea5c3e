import styles from './SpecTable.module.css';

interface Props {
  rows: { label: string; value: string }[];
  caption?: string;
}

/** Product figures as a two-column table: label, value. */
export function SpecTable({ rows, caption }: Props) {
  return (
    <table className={styles.table}>
      {caption && <caption className={styles.caption}>{caption}</caption>}
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
