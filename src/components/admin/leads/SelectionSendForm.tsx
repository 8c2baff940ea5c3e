import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import type { CardColumn } from '../shared/CardTable.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import styles from './SelectionSendForm.module.css';

interface Row {
  id: string;
  href: string;
  name: string;
  /** The organisation and the request's date, under the name. */
  detail: string;
  productLocale: string;
  /** The brochures matching the lead, ticked; empty when it is skipped. */
  brochures: { id: string; label: string; checked: boolean }[];
  /** Why nothing goes to this lead, or null. */
  skip: string | null;
}

interface Props {
  action: string;
  /** A random key per form shown: the same form posted twice sends once. */
  formKey: string;
  rows: Row[];
  note: string;
  noteMax: number;
  noteError: string | undefined;
  labels: {
    caption: string;
    columns: { lead: string; product: string; brochures: string };
    skipped: string;
    note: string;
    noteHint: string;
    submit: string;
    nothingToSend: string;
  };
}

/**
 * 資料を送付 on a selection: one row per selected lead with its matching brochures ticked (or
 * why it is skipped), one personal line for all, one POST.
 */
export function SelectionSendForm({ action, formKey, rows, note, noteMax, noteError, labels }: Props) {
  const sendable = rows.filter((row) => row.skip === null).length;
  const columns: CardColumn<Row>[] = [
    {
      label: labels.columns.lead,
      isRowHeader: true,
      // One element: on a phone the cell is a two-column grid (its label, then its value).
      cell: (row) => (
        <span>
          <a href={row.href}>{row.name}</a>
          <span className={styles.detail}>{row.detail}</span>
        </span>
      ),
    },
    { label: labels.columns.product, cell: (row) => row.productLocale },
    {
      label: labels.columns.brochures,
      cellData: (row) => ({ 'data-skip': row.skip === null ? 'false' : 'true' }),
      cell: (row) =>
        row.skip !== null ? (
          <span className={styles.skip}>
            {labels.skipped}：{row.skip}
          </span>
        ) : (
          <span className={styles.choices}>
            {row.brochures.map((brochure) => (
              <label key={brochure.id} className={styles.check}>
                <input
                  type="checkbox"
                  name={`send:${row.id}:${brochure.id}`}
                  value="1"
                  defaultChecked={brochure.checked}
                />
                <span>
                  {brochure.label}
                  <span className="visually-hidden">（{row.name}）</span>
                </span>
              </label>
            ))}
          </span>
        ),
    },
  ];
  return (
    <form className={styles.form} method="post" action={action} data-selection-send="">
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="key" value={formKey} />
      <RecordTable
        caption={labels.caption}
        columns={columns}
        rows={rows}
        empty={labels.nothingToSend}
        table="data-selection-leads"
        row="data-lead-id"
      />
      {sendable === 0 ? (
        <p>{labels.nothingToSend}</p>
      ) : (
        <>
          <FormField id="selection-note" label={labels.note} hint={labels.noteHint} error={noteError}>
            {(describedBy) => (
              <textarea
                id="selection-note"
                name="note"
                rows={3}
                maxLength={noteMax}
                defaultValue={note}
                aria-describedby={describedBy}
                aria-invalid={noteError ? true : undefined}
              />
            )}
          </FormField>
          <div>
            <AdminButton data-selection-submit="">{labels.submit}</AdminButton>
          </div>
        </>
      )}
    </form>
  );
}
