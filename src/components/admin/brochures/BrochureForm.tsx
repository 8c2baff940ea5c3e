import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './BrochureForm.module.css';

interface Option {
  value: string;
  label: string;
}

interface Props {
  action: string;
  /** What the form shows: the stored brochure, what was posted, or empty. */
  values: { title: string; locale: string; products: string[] };
  /** The new-brochure form needs a file; the edit form replaces it only when one is chosen. */
  fileRequired: boolean;
  locales: Option[];
  products: Option[];
  errors: Partial<Record<'title' | 'locale' | 'products' | 'file', string>>;
  labels: {
    title: string;
    titleHint: string;
    locale: string;
    products: string;
    productsHint: string;
    file: string;
    fileHint: string;
    submit: string;
  };
  maxTitle: number;
}

/** A brochure's title, language, products and PDF: one multipart POST, working without JavaScript. */
export function BrochureForm({ action, values, fileRequired, locales, products, errors, labels, maxTitle }: Props) {
  return (
    <form className={styles.form} method="post" action={action} encType="multipart/form-data" data-brochure-form="">
      <FormField id="brochure-title" label={labels.title} hint={labels.titleHint} error={errors.title}>
        {(describedBy) => (
          <input
            id="brochure-title"
            name="title"
            required
            maxLength={maxTitle}
            defaultValue={values.title}
            aria-describedby={describedBy}
            aria-invalid={errors.title ? true : undefined}
          />
        )}
      </FormField>
      <FormField id="brochure-locale" label={labels.locale} error={errors.locale}>
        {(describedBy) => (
          <select id="brochure-locale" name="locale" defaultValue={values.locale} aria-describedby={describedBy}>
            {locales.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset
        className={styles.products}
        aria-describedby="brochure-products-hint"
        data-invalid={errors.products ? '' : undefined}
      >
        <legend>{labels.products}</legend>
        <p id="brochure-products-hint" className={styles.hint}>
          {labels.productsHint}
        </p>
        {errors.products ? (
          <p className={styles.error} role="alert">
            {errors.products}
          </p>
        ) : null}
        {products.map((option) => (
          <label key={option.value} className={styles.check}>
            <input
              type="checkbox"
              name={`product-${option.value}`}
              value="1"
              defaultChecked={values.products.includes(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <FormField id="brochure-file" label={labels.file} hint={labels.fileHint} error={errors.file}>
        {(describedBy) => (
          <input
            id="brochure-file"
            name="file"
            type="file"
            accept="application/pdf,.pdf"
            required={fileRequired}
            aria-describedby={describedBy}
            aria-invalid={errors.file ? true : undefined}
          />
        )}
      </FormField>
      <div>
        <AdminButton>{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
