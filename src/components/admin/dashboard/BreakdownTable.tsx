import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import styles from '../shared/FigureTable.module.css';

interface Row {
  key: string;
  label: string;
  last7: number;
  last30: number;
  href?: string | undefined;
}

interface Props {
  caption: string;
  labels: { name: string; last7: string; last30: string };
  rows: Row[];
  empty: string;
}

/** Counts for the last 7 and 30 days by one dimension (product, locale). */
export function BreakdownTable({ caption, labels, rows, empty }: Props) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <ColumnHeads labels={[labels.name, labels.last7, labels.last30]} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.href ? <a href={row.href}>{row.label}</a> : row.label}</th>
            <td>{row.last7}</td>
            <td>{row.last30}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
