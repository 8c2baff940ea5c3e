import styles from './ClinicUpdateLog.module.css';

interface Entry {
  id: string;
  /** Already formatted for display. */
  when: string;
  iso: string;
  success: boolean;
  title: string;
  message: string;
}

interface Props {
  caption: string;
  columns: { when: string; result: string; message: string };
  labels: { success: string; failure: string };
  entries: Entry[];
  empty: string;
}

/** The newest clinic update-log entries: every write, refresh and import, failures included. */
export function ClinicUpdateLog({ caption, columns, labels, entries, empty }: Props) {
  if (entries.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-clinic-log="">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.when}</th>
            <th scope="col">{columns.result}</th>
            <th scope="col">{columns.message}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-log-success={entry.success ? 'true' : 'false'}>
              <td className={styles.when}>
                <time dateTime={entry.iso}>{entry.when}</time>
              </td>
              <td>
                <span className={styles.result} data-success={entry.success ? 'true' : 'false'}>
                  {entry.success ? labels.success : labels.failure}
                </span>
              </td>
              <td>
                <strong className={styles.title}>{entry.title}</strong>
                <span className={styles.message}>{entry.message}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
