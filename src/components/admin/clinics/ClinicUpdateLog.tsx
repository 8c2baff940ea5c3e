import { CardTable } from '../shared/CardTable.tsx';
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
  return (
    <CardTable
      name={{ caption }}
      rows={entries}
      rowKey={(entry) => entry.id}
      empty={empty}
      tableData={{ 'data-clinic-log': '' }}
      rowData={(entry) => ({ 'data-log-success': entry.success ? 'true' : 'false' })}
      columns={[
        {
          label: columns.when,
          className: styles.when,
          cell: (entry) => <time dateTime={entry.iso}>{entry.when}</time>,
        },
        {
          label: columns.result,
          cell: (entry) => (
            <span className={styles.result} data-success={entry.success ? 'true' : 'false'}>
              {entry.success ? labels.success : labels.failure}
            </span>
          ),
        },
        {
          label: columns.message,
          cell: (entry) => (
            <span>
              <strong className={styles.title}>{entry.title}</strong>
              <span className={styles.message}>{entry.message}</span>
            </span>
          ),
        },
      ]}
    />
  );
}
