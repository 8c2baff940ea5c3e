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

/** The audit log, newest first (all values shown as text). */
export function AuditTable({ caption, columns, rows, empty }: Props) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-audit-table="">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.when}</th>
            <th scope="col">{columns.actor}</th>
            <th scope="col">{columns.action}</th>
            <th scope="col">{columns.target}</th>
            <th scope="col">{columns.detail}</th>
            <th scope="col">{columns.ip}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.when}</td>
              <td>{row.actor}</td>
              <td>{row.action}</td>
              <td>
                {row.target ? (
                  row.target.href ? (
                    <a href={row.target.href}>{row.target.label}</a>
                  ) : (
                    row.target.label
                  )
                ) : (
                  ''
                )}
              </td>
              <td>
                <code>{row.detail}</code>
              </td>
              <td>{row.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
