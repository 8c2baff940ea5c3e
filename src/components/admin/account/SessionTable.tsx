import { CardTable } from '../shared/CardTable.tsx';
import { formatDateTime } from '../shared/format.ts';
import { RowAction } from '../shared/RowAction.tsx';
import styles from './SessionTable.module.css';

export interface SessionRow {
  handle: string;
  device: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

interface Props {
  action: string;
  rows: SessionRow[];
  labels: {
    caption: string;
    columns: { device: string; ip: string; created: string; lastSeen: string; actions: string };
    current: string;
    end: string;
    endLabel: (device: string, at: string) => string;
    endOthers: string;
    empty: string;
  };
}

/** One's own sessions: this one marked, any other ended with one button; all others with one more. */
export function SessionTable({ action, rows, labels }: Props) {
  const others = rows.some((row) => !row.current);
  return (
    <div className={styles.sessions}>
      <CardTable
        name={{ caption: labels.caption }}
        rows={rows}
        rowKey={(row) => row.handle}
        empty={labels.empty}
        tableData={{ 'data-session-table': '' }}
        rowData={(row) => ({ 'data-session': row.current ? 'current' : 'other' })}
        columns={[
          {
            label: labels.columns.device,
            isRowHeader: true,
            cell: (row) => (
              <>
                {row.device}
                {row.current ? <span className={styles.current}>{labels.current}</span> : null}
              </>
            ),
          },
          { label: labels.columns.ip, cell: (row) => row.ip },
          { label: labels.columns.created, cell: (row) => formatDateTime(row.createdAt) },
          { label: labels.columns.lastSeen, cell: (row) => formatDateTime(row.lastSeenAt) },
          {
            label: labels.columns.actions,
            cell: (row) =>
              row.current ? null : (
                <RowAction
                  action={action}
                  fields={{ intent: 'session-end', session: row.handle }}
                  label={labels.end}
                  accessibleName={labels.endLabel(row.device, formatDateTime(row.lastSeenAt))}
                  tone="danger"
                />
              ),
          },
        ]}
      />
      {others ? (
        <RowAction action={action} fields={{ intent: 'sessions-end-others' }} label={labels.endOthers} tone="danger" />
      ) : null}
    </div>
  );
}
