import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './LeadImportUpload.module.css';

interface Option {
  value: string;
  label: string;
}

interface Props {
  action: string;
  error: string | null;
  errors: { sourceName?: string | undefined; sourceOn?: string | undefined; product?: string | undefined };
  values: Record<string, string>;
  /** YYYY-MM-DD in Japan: the date a show is usually imported on or just after. */
  today: string;
  kinds: Option[];
  products: Option[];
  locales: Option[];
  labels: {
    file: string;
    fileHint: string;
    sourceKind: string;
    sourceName: string;
    sourceNameHint: string;
    sourceOn: string;
    product: string;
    locale: string;
    submit: string;
  };
}

function Select({
  id,
  name,
  options,
  value,
}: {
  id: string;
  name: string;
  options: Option[];
  value: string | undefined;
}) {
  return (
    <select id={id} name={name} defaultValue={value || options[0]?.value}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** The file and its source (the show, its date, the product, the language): posts for the preview. */
export function LeadImportUpload({ action, error, errors, values, today, kinds, products, locales, labels }: Props) {
  return (
    <form className={styles.form} method="post" action={action} encType="multipart/form-data" data-lead-import="">
      <input type="hidden" name="intent" value="preview" />
      <FormField id="import-file" label={labels.file} hint={labels.fileHint} error={error ?? undefined}>
        {(describedBy) => (
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
          />
        )}
      </FormField>
      <FormField id="import-kind" label={labels.sourceKind}>
        {() => <Select id="import-kind" name="source_kind" options={kinds} value={values.source_kind} />}
      </FormField>
      <FormField id="import-name" label={labels.sourceName} hint={labels.sourceNameHint} error={errors.sourceName}>
        {(describedBy) => (
          <input
            id="import-name"
            name="source_name"
            type="text"
            maxLength={200}
            required
            defaultValue={values.source_name}
            aria-describedby={describedBy}
            aria-invalid={errors.sourceName ? true : undefined}
          />
        )}
      </FormField>
      <FormField id="import-on" label={labels.sourceOn} error={errors.sourceOn}>
        {(describedBy) => (
          <input
            id="import-on"
            name="source_on"
            type="date"
            required
            defaultValue={values.source_on || today}
            aria-describedby={describedBy}
            aria-invalid={errors.sourceOn ? true : undefined}
          />
        )}
      </FormField>
      <FormField id="import-product" label={labels.product} error={errors.product}>
        {() => <Select id="import-product" name="product" options={products} value={values.product} />}
      </FormField>
      <FormField id="import-locale" label={labels.locale}>
        {() => <Select id="import-locale" name="locale" options={locales} value={values.locale} />}
      </FormField>
      <div>
        <AdminButton>{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
