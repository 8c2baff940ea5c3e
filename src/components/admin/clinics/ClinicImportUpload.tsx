import { AdminButton } from '../shared/AdminButton.tsx';
import { CsvFileField } from '../shared/form/CsvFileField.tsx';
import styles from './ClinicImportUpload.module.css';

interface Props {
  action: string;
  error: string | null;
  template: { href: string; label: string; fileName: string };
  labels: { columns: string; encoding: string; file: string; fileHint: string; submit: string };
}

/** Choose a CSV file and ask for its preview (a multipart POST; nothing is written yet). */
export function ClinicImportUpload({ action, error, template, labels }: Props) {
  return (
    <div className={styles.upload}>
      <p>{labels.columns}</p>
      <p>{labels.encoding}</p>
      <p>
        <a href={template.href} download={template.fileName} data-clinic-template="">
          {template.label}
        </a>
      </p>
      <form className={styles.form} method="post" action={action} encType="multipart/form-data" data-clinic-upload="">
        <input type="hidden" name="intent" value="preview" />
        <CsvFileField id="clinic-import-file" label={labels.file} hint={labels.fileHint} error={error} />
        <div>
          <AdminButton>{labels.submit}</AdminButton>
        </div>
      </form>
    </div>
  );
}
