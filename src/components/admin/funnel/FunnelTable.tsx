import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import figures from '../shared/FigureTable.module.css';
import styles from './FunnelTable.module.css';

interface Cell {
  text: string;
  href: string | null;
  sub: string | null;
  /** Lines under the count: 失注's reasons with their counts. */
  reasons?: string[];
}

interface Props {
  caption: string;
  columns: string[];
  rows: { key: string; label: string; cells: Cell[] }[];
  total: { label: string; cells: Cell[] };
  empty: string;
  /** Which table of the report: the funnel, or its leads' demos (issue 44), for CSS and tests. */
  report?: 'funnel' | 'demos';
}

const CellContent = ({ cell }: { cell: Cell }) => (
  <>
    {cell.href ? <a href={cell.href}>{cell.text}</a> : cell.text}
    {cell.sub ? <span className={styles.sub}>{cell.sub}</span> : null}
    {cell.reasons && cell.reasons.length > 0 ? (
      <ul className={styles.reasons} data-lost-reasons="">
        {cell.reasons.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ) : null}
  </>
);

/**
 * The funnel report (issue 34): a row per channel, campaign or product, each count a link to its
 * leads; 失注 lists its reasons with their counts under it (issue 42).
 */
export function FunnelTable({ caption, columns, rows, total, empty, report = 'funnel' }: Props) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className={figures.wrap}>
      <table
        className={`${figures.table} ${styles.table}`}
        data-funnel-report={report === 'funnel' ? '' : undefined}
        data-demo-report={report === 'demos' ? '' : undefined}
      >
        <caption>{caption}</caption>
        <ColumnHeads labels={columns} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                <td key={columns[i + 1]} data-column={i}>
                  <CellContent cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-row="total">
            <th scope="row">{total.label}</th>
            {total.cells.map((cell, i) => (
              <td key={columns[i + 1]}>
                <CellContent cell={cell} />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
