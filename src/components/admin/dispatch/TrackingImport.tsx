import { AdminButton } from '../shared/AdminButton.tsx';
import { Notice } from '../shared/Notice.tsx';
import styles from './TrackingImport.module.css';

interface Props {
  action: string;
  hint: string;
  fileLabel: string;
  submit: string;
  error: string | null;
  /** After an import: the summary and each row that was not stored. */
  report: { summary: string; lines: string[] } | null;
}

/** The upload of B2's issued data (multipart, the file as `file`), and what the last one did. */
export function TrackingImport({ action, hint, fileLabel, submit, error, report }: Props) {
  return (
    <div className={styles.import}>
      {error ? (
        <Notice tone="error">
          <p>{error}</p>
        </Notice>
      ) : null}
      {report ? (
        <Notice tone="success">
          <p data-tracking-report="">{report.summary}</p>
          {report.lines.length > 0 ? (
            <ul>
              {report.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      <p className={styles.hint}>{hint}</p>
      <form method="post" action={action} encType="multipart/form-data" className={styles.form}>
        <input type="hidden" name="intent" value="import" />
        <label>
          {fileLabel}
          <input type="file" name="file" accept=".csv,text/csv" required />
        </label>
        <AdminButton>{submit}</AdminButton>
      </form>
    </div>
  );
}
