import styles from './NewsAdminTable.module.css';

interface Row {
  id: string;
  href: string;
  date: string;
  title: string;
  locale: string;
  status: { key: string; label: string };
  important: string | null;
  image: string | null;
  updated: string;
}

interface Props {
  caption: string;
  columns: {
    publishDate: string;
    title: string;
    locale: string;
    status: string;
    important: string;
    image: string;
    updated: string;
  };
  rows: Row[];
  empty: string;
  /** Shown in a cell with nothing to say. */
  none: string;
}

/** The admin news list; on narrow screens each row becomes a card (labels from data-label). */
export function NewsAdminTable({ caption, columns, rows, empty, none }: Props) {
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-news-table="">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.publishDate}</th>
            <th scope="col">{columns.title}</th>
            <th scope="col">{columns.locale}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.important}</th>
            <th scope="col">{columns.image}</th>
            <th scope="col">{columns.updated}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-news-id={row.id}>
              <td data-label={columns.publishDate}>{row.date}</td>
              <th scope="row" data-label={columns.title}>
                <a href={row.href}>{row.title}</a>
              </th>
              <td data-label={columns.locale}>{row.locale}</td>
              <td data-label={columns.status}>
                <span className={styles.badge} data-status={row.status.key}>
                  {row.status.label}
                </span>
              </td>
              <td data-label={columns.important}>
                {row.important ? <strong className={styles.important}>{row.important}</strong> : none}
              </td>
              <td data-label={columns.image}>{row.image ?? none}</td>
              <td data-label={columns.updated}>{row.updated}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
