import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import figures from '../shared/FigureTable.module.css';
import styles from './FollowUpTable.module.css';

export interface FollowUpTableRow {
  key: string;
  /** The week or the owner the row is about: its header cell. */
  label: string;
  received: string;
  /** Materials sent by the due date: the promise. */
  onTime: string;
  /** First answered by the due date: its own figure, beside the promise. */
  responseOnTime: string;
  median: string;
  overdue: string;
  /** Overdue leads now: the cell is emphasised (its words say so too). */
  late: boolean;
}

interface Props {
  caption: string;
  /** Found by tests: `week` or `owner`. */
  kind: string;
  labels: { name: string; received: string; onTime: string; responseOnTime: string; median: string; overdue: string };
  rows: FollowUpTableRow[];
}

/**
 * One 対応状況 table of the dashboard: a row per week or per owner. On a phone each row becomes
 * a card whose cells show their column's label beside the value.
 */
export function FollowUpTable({ caption, kind, labels, rows }: Props) {
  const columns = [
    ['received', labels.received],
    ['onTime', labels.onTime],
    ['responseOnTime', labels.responseOnTime],
    ['median', labels.median],
    ['overdue', labels.overdue],
  ] as const;
  return (
    <table className={`${figures.table} ${styles.table}`} data-follow-up-table={kind}>
      <caption className={styles.caption}>{caption}</caption>
      <ColumnHeads labels={[labels.name, ...columns.map(([, label]) => label)]} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-row={row.key}>
            <th scope="row">{row.label}</th>
            {columns.map(([key, label]) => (
              <td
                key={key}
                data-label={label}
                data-column={key}
                data-late={key === 'overdue' && row.late ? '' : undefined}
              >
                {row[key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
