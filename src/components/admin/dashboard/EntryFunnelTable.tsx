import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import styles from '../shared/FigureTable.module.css';

interface Row {
  path: string;
  views: number;
  formViews: number;
  requests: number;
  rate: number | null;
}

interface Props {
  caption: string;
  labels: { page: string; views: string; formViews: string; requests: string; rate: string };
  rows: readonly Row[];
  empty: string;
}

const percent = (rate: number | null): string => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

/** The funnel per entry page (issue 31): views → form shown → requests → rate, last 30 days. */
export function EntryFunnelTable({ caption, labels, rows, empty }: Props) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <table className={styles.table} data-entry-funnel="">
      <caption className="visually-hidden">{caption}</caption>
      <ColumnHeads labels={[labels.page, labels.views, labels.formViews, labels.requests, labels.rate]} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.path} data-path={row.path}>
            <th scope="row">{row.path}</th>
            <td>{row.views}</td>
            <td>{row.formViews}</td>
            <td>{row.requests}</td>
            <td>{percent(row.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
