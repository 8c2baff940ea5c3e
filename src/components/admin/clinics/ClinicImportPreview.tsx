import { AdminButton } from '../shared/AdminButton.tsx';
import lists from '../shared/Lists.module.css';
import styles from './ClinicImportPreview.module.css';

interface Change {
  field: string;
  before: string;
  after: string;
}

interface Props {
  summary: string;
  counts: { key: 'create' | 'update' | 'unchanged' | 'errors'; label: string; value: string; alert: boolean }[];
  ignored: string | null;
  creates: { row: string; clinicName: string; address: string }[];
  updates: { row: string; clinicName: string; address: string; changes: Change[] }[];
  errors: { row: string; message: string }[];
  /** The apply form's hidden fields; null when the file cannot (or need not) be applied. */
  apply: { action: string; content: string; sha256: string; plan: string } | null;
  cancelHref: string;
  labels: {
    createTitle: string;
    updateTitle: string;
    errorsTitle: string;
    errorsBody: string;
    row: string;
    field: string;
    before: string;
    after: string;
    nothing: string;
    apply: string;
    applyHint: string;
    cancel: string;
    clinicName: string;
    address: string;
  };
}

/** What a CSV file would change: counts, new and changed clinics, row errors; then apply or not. */
export function ClinicImportPreview({
  summary,
  counts,
  ignored,
  creates,
  updates,
  errors,
  apply,
  cancelHref,
  labels,
}: Props) {
  return (
    <div className={styles.preview} data-clinic-preview="">
      <p>{summary}</p>
      <dl className={styles.counts}>
        {counts.map((count) => (
          <div key={count.key} data-count={count.key} data-alert={count.alert ? '' : undefined}>
            <dt>{count.label}</dt>
            <dd>{count.value}</dd>
          </div>
        ))}
      </dl>
      {ignored ? <p>{ignored}</p> : null}
      {errors.length > 0 ? (
        <section className={styles.errors} aria-labelledby="import-errors-title" data-import-errors="">
          <h3 id="import-errors-title">{labels.errorsTitle}</h3>
          <p>{labels.errorsBody}</p>
          <ul>
            {errors.map((error) => (
              <li key={`${error.row}-${error.message}`}>
                <strong>{error.row}</strong> {error.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {creates.length > 0 ? (
        <section aria-labelledby="import-creates-title" data-import-creates="">
          <h3 id="import-creates-title">{labels.createTitle}</h3>
          <ul className={lists.stack}>
            {creates.map((item) => (
              <li key={item.row}>
                <span className={styles.row}>{item.row}</span> <strong>{item.clinicName}</strong>
                <span className={styles.address}>{item.address}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {updates.length > 0 ? (
        <section aria-labelledby="import-updates-title" data-import-updates="">
          <h3 id="import-updates-title">{labels.updateTitle}</h3>
          <ul className={lists.stack}>
            {updates.map((item) => (
              <li key={item.row}>
                <span className={styles.row}>{item.row}</span> <strong>{item.clinicName}</strong>
                <span className={styles.address}>{item.address}</span>
                <table className={styles.changes}>
                  <thead>
                    <tr>
                      <th scope="col">{labels.field}</th>
                      <th scope="col">{labels.before}</th>
                      <th scope="col">{labels.after}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {item.changes.map((change) => (
                      <tr key={change.field}>
                        <th scope="row">{change.field}</th>
                        <td>
                          <del>{change.before}</del>
                        </td>
                        <td>
                          <ins>{change.after}</ins>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {errors.length === 0 && creates.length === 0 && updates.length === 0 ? <p>{labels.nothing}</p> : null}
      <div className={styles.actions}>
        {apply ? (
          <form method="post" action={apply.action} encType="multipart/form-data" data-clinic-apply="">
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="content" value={apply.content} />
            <input type="hidden" name="sha256" value={apply.sha256} />
            <input type="hidden" name="plan" value={apply.plan} />
            <p className={styles.hint}>{labels.applyHint}</p>
            <AdminButton>{labels.apply}</AdminButton>
          </form>
        ) : null}
        <a href={cancelHref}>{labels.cancel}</a>
      </div>
    </div>
  );
}
