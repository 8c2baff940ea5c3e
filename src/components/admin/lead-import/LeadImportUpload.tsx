import { AdminButton } from '../shared/AdminButton.tsx';
import { CsvFileField } from '../shared/form/CsvFileField.tsx';
import { SelectField } from '../shared/form/SelectField.tsx';
import { TextField } from '../shared/form/TextField.tsx';
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

/** The file and its source (the show, its date, the product, the language): posts for the preview. */
export function LeadImportUpload({ action, error, errors, values, today, kinds, products, locales, labels }: Props) {
  return (
    <form className={styles.form} method="post" action={action} encType="multipart/form-data" data-lead-import="">
      <input type="hidden" name="intent" value="preview" />
      <CsvFileField id="import-file" label={labels.file} hint={labels.fileHint} error={error} />
      <SelectField
        id="import-kind"
        name="source_kind"
        label={labels.sourceKind}
        options={kinds}
        defaultValue={values.source_kind || kinds[0]?.value}
      />
      <TextField
        id="import-name"
        name="source_name"
        label={labels.sourceName}
        hint={labels.sourceNameHint}
        maxLength={200}
        required
        defaultValue={values.source_name}
        error={errors.sourceName}
      />
      <TextField
        id="import-on"
        type="date"
        name="source_on"
        label={labels.sourceOn}
        required
        defaultValue={values.source_on || today}
        error={errors.sourceOn}
      />
      <SelectField
        id="import-product"
        name="product"
        label={labels.product}
        options={products}
        defaultValue={values.product || products[0]?.value}
        error={errors.product}
      />
      <SelectField
        id="import-locale"
        name="locale"
        label={labels.locale}
        options={locales}
        defaultValue={values.locale || locales[0]?.value}
      />
      <div>
        <AdminButton>{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
