import styles from './ExportLinks.module.css';

interface Props {
  title: string;
  hint: string;
  /** Where the export is posted. */
  action: string;
  /** The current filter, sent with each export (name, value). */
  fields: [string, string][];
  buttons: { label: string; encoding: string }[];
}

/**
 * Downloads of the current filter as CSV, one button per encoding. A POST form, so the export
 * has the origin check every admin form has (a link from another site cannot start one).
 */
export function ExportLinks({ title, hint, action, fields, buttons }: Props) {
  return (
    <div className={styles.export}>
      <p className={styles.title}>{title}</p>
      <ul>
        {buttons.map((button) => (
          <li key={button.encoding}>
            <form method="post" action={action}>
              {fields.map(([name, value]) => (
                <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
              ))}
              <input type="hidden" name="encoding" value={button.encoding} />
              {/* A refused Shift_JIS export answers with a page, not a file: no download hint. */}
              <button type="submit" className={styles.button} data-export={button.encoding}>
                {button.label}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{hint}</p>
    </div>
  );
}
