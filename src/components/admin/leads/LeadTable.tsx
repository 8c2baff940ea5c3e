import type { CardColumn } from '../shared/CardTable.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import { StatusBadge } from '../shared/StatusBadge.tsx';
import { DueDate } from './DueDate.tsx';
import styles from './LeadTable.module.css';

interface Row {
  id: string;
  href: string;
  /** `12/1(火) 18:00` (formatShortDateTime) and the instant it stands for. */
  date: { text: string; iso: string };
  name: string;
  /** The reading (フリガナ), shown under the name when given. */
  nameKana?: string | null;
  organization: string;
  product: string;
  locale: string;
  status: { key: string; label: string };
  notification: { key: string; label: string };
  /** The owner's name, or the words for none (未割り当て). */
  owner: string;
  /** The due date and, when the lead is late, the words that say so. */
  due: { text: string; overdue: string | null };
  /** The sales stage's label (商談), or null before the first. */
  stage: string | null;
  /** The open next step: its day (`12/1(火)` and `2026-12-01`), what, and the words when it is late. */
  nextStep: { day: string; on: string; text: string; late: string | null } | null;
  /** The selection checkbox's accessible name (which lead it selects). */
  selectLabel?: string;
}

interface Props {
  caption: string;
  columns: {
    date: string;
    name: string;
    organization: string;
    product: string;
    locale: string;
    status: string;
    notification: string;
    owner: string;
    due: string;
    stage: string;
    nextStep: string;
  };
  rows: Row[];
  empty: string;
  /**
   * A checkbox per row (`name="id"`) in the form with this id, which sits outside the table;
   * `checked` ticks them all (このページをすべて選択, a link, for staff without JavaScript).
   */
  selection?: { form: string; column: string; checked: boolean };
}

/**
 * The inbox list: one row per brochure request, newest first, soonest due first or soonest next
 * step first, each with its stage and its next step (issue 42).
 */
export function LeadTable({ caption, columns, rows, empty, selection }: Props) {
  const select: CardColumn<Row>[] = selection
    ? [
        {
          label: selection.column,
          className: styles.select,
          cell: (row) => (
            <label className={styles.check}>
              <input
                type="checkbox"
                form={selection.form}
                name="id"
                value={row.id}
                defaultChecked={selection.checked}
                data-select-lead=""
              />
              <span className="visually-hidden">{row.selectLabel ?? row.name}</span>
            </label>
          ),
        },
      ]
    : [];
  const cells: CardColumn<Row>[] = [
    ...select,
    {
      label: columns.date,
      className: styles.date,
      cell: (row) => <time dateTime={row.date.iso}>{row.date.text}</time>,
      cellData: () => ({ 'data-date': '' }),
    },
    {
      label: columns.name,
      isRowHeader: true,
      className: styles.name,
      // One element: on a phone the cell is a two-column grid (its label, then its value), where
      // a second element would fall under the label.
      cell: (row) => (
        <span>
          <a href={row.href}>{row.name}</a>
          {row.nameKana ? (
            <span className={styles.kana} data-name-kana="">
              {row.nameKana}
            </span>
          ) : null}
        </span>
      ),
    },
    { label: columns.organization, cell: (row) => row.organization, className: styles.organization },
    { label: columns.product, cell: (row) => row.product, className: styles.product },
    { label: columns.locale, cell: (row) => row.locale, className: styles.short },
    { label: columns.status, cell: (row) => <StatusBadge status={row.status} /> },
    {
      label: columns.stage,
      className: styles.short,
      cell: (row) => row.stage ?? '',
      cellData: (row) => ({ 'data-stage': row.stage ?? '' }),
    },
    { label: columns.owner, cell: (row) => row.owner, className: styles.owner, cellData: () => ({ 'data-owner': '' }) },
    {
      label: columns.due,
      className: styles.date,
      cell: (row) => <DueDate text={row.due.text} overdue={row.due.overdue} />,
      cellData: () => ({ 'data-due': '' }),
    },
    {
      label: columns.nextStep,
      className: styles.next,
      cell: (row) =>
        row.nextStep ? (
          <span>
            <time dateTime={row.nextStep.on}>{row.nextStep.day}</time> {row.nextStep.text}
            {row.nextStep.late ? <strong className={styles.late}> {row.nextStep.late}</strong> : null}
          </span>
        ) : (
          ''
        ),
      cellData: (row) => ({ 'data-next-step': '', ...(row.nextStep?.late ? { 'data-late': '' } : {}) }),
    },
    {
      label: columns.notification,
      className: `${styles.notification} ${styles.short}`,
      cell: (row) => row.notification.label,
      cellData: (row) => ({ 'data-notification': row.notification.key }),
    },
  ];
  return (
    <RecordTable
      caption={caption}
      columns={cells}
      rows={rows}
      empty={empty}
      table="data-lead-table"
      row="data-lead-id"
    />
  );
}
