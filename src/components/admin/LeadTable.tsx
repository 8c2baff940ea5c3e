import styles from './LeadTable.module.css';

interface Row {
  id: string;
  href: string;
  date: string;
  name: string;
  organization: string;
  product: string;
  locale: string;
  status: { key: string; label: string };
  notification: { key: string; label: string };
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
  };
  rows: Row[];
  empty: string;
}

/** The inbox list; on narrow screens each row becomes a card (labels from data-label). */
export function LeadTable({ caption, columns, rows, empty }: Props) {
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-lead-table="">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.organization}</th>
            <th scope="col">{columns.product}</th>
            <th scope="col">{columns.locale}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.notification}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-lead-id={row.id}>
              <td data-label={columns.date}>{row.date}</td>
              <th scope="row" data-label={columns.name}>
                <a href={row.href}>{row.name}</a>
              </th>
              <td data-label={columns.organization}>{row.organization}</td>
              <td data-label={columns.product}>{row.product}</td>
              <td data-label={columns.locale}>{row.locale}</td>
              <td data-label={columns.status}>
                <span className={styles.badge} data-status={row.status.key}>
                  {row.status.label}
                </span>
              </td>
              <td data-label={columns.notification} data-notification={row.notification.key}>
                {row.notification.label}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
