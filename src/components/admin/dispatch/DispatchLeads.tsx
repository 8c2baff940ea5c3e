import type { dispatchCopy } from '../../../content/admin/dispatch.ts';
import { CardTable } from '../shared/CardTable.tsx';
import styles from './DispatchLeads.module.css';

export interface DispatchLeadRow {
  id: string;
  date: string;
  name: string;
  organization: string;
  postalCode: string | null;
  address: string;
  checked: boolean;
  /** Why it is left unticked, with the way to fix the address; null when it can be sent. */
  problem: { key: string; label: string; fix: { href: string; label: string } | null } | null;
}

interface Props {
  copy: typeof dispatchCopy;
  rows: DispatchLeadRow[];
  labels: { sendable: string; ok: string };
  /** Which list: the post queue, the other leads below it, or the inbox's selection. */
  list: 'queue' | 'others' | 'selection';
  caption: string;
  empty: string;
}

/**
 * The leads a batch may hold, each with its checkbox (`lead:<id>`): ticked in the post queue (or
 * the selection) where it can be sent, unticked below it; a refused post keeps what was ticked.
 */
export function DispatchLeads({ copy, rows, labels, list, caption, empty }: Props) {
  return (
    <CardTable
      name={{ caption }}
      rows={rows}
      rowKey={(row) => row.id}
      empty={empty}
      tableData={{ 'data-dispatch-leads': list }}
      rowData={(row) => ({ 'data-lead-id': row.id, 'data-sendable': row.problem ? row.problem.key : 'ok' })}
      columns={[
        {
          label: copy.columns.include,
          cell: (row) => (
            <input
              className={styles.check}
              type="checkbox"
              name={`lead:${row.id}`}
              value="1"
              defaultChecked={row.checked}
              aria-label={`${row.name}（${row.date}）`}
            />
          ),
        },
        {
          label: labels.sendable,
          cell: (row) =>
            row.problem ? (
              <span className={styles.problem} data-send-problem={row.problem.key}>
                <strong>{row.problem.label}</strong>
                {row.problem.fix ? (
                  <>
                    {' '}
                    <a href={row.problem.fix.href}>{row.problem.fix.label}</a>
                  </>
                ) : null}
              </span>
            ) : (
              <span className={styles.ok}>{labels.ok}</span>
            ),
        },
        { label: copy.columns.date, cell: (row) => row.date },
        { label: copy.columns.name, cell: (row) => row.name, isRowHeader: true },
        { label: copy.columns.organization, cell: (row) => row.organization },
        {
          label: copy.columns.address,
          cell: (row) => (
            <>
              <span className={styles.postal}>{row.postalCode ?? copy.noPostalCode}</span> {row.address}
            </>
          ),
        },
      ]}
    />
  );
}
