import { CardTable } from '../shared/CardTable.tsx';
import styles from './AuditTable.module.css';

interface Row {
  id: string;
  when: string;
  actor: string;
  action: string;
  target: { label: string; href: string | null } | null;
  detail: string;
  ip: string;
}

interface Props {
  caption: string;
  columns: { when: string; actor: string; action: string; target: string; detail: string; ip: string };
  rows: Row[];
  empty: string;
}

/** The audit log, newest first (all values shown as text), in the small type. */
export function AuditTable({ caption, columns, rows, empty }: Props) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className={styles.audit}>
      <CardTable
        name={{ caption }}
        rows={rows}
        rowKey={(row) => row.id}
        empty={empty}
        tableData={{ 'data-audit-table': '' }}
        columns={[
          { label: columns.when, cell: (row) => row.when },
          { label: columns.actor, cell: (row) => row.actor },
          { label: columns.action, cell: (row) => row.action },
          {
            label: columns.target,
            cell: (row) =>
              row.target?.href ? <a href={row.target.href}>{row.target.label}</a> : (row.target?.label ?? ''),
          },
          { label: columns.detail, cell: (row) => <code>{row.detail}</code> },
          { label: columns.ip, cell: (row) => row.ip },
        ]}
      />
    </div>
  );
}
