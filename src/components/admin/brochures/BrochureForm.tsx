import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Check } from '../shared/form/Check.tsx';
import { Field } from '../shared/form/Field.tsx';
import { Fieldset } from '../shared/form/Fieldset.tsx';
import { SelectField } from '../shared/form/SelectField.tsx';

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
    <AdminForm action={action} encType="multipart/form-data" data-brochure-form="">
      <Field id="brochure-title" label={labels.title} hint={labels.titleHint} error={errors.title}>
        {(control) => <input {...control} name="title" required maxLength={maxTitle} defaultValue={values.title} />}
      </Field>
      <SelectField
        id="brochure-locale"
        name="locale"
        label={labels.locale}
        options={locales}
        defaultValue={values.locale}
        error={errors.locale}
      />
      <Fieldset
        id="brochure-products"
        legend={labels.products}
        hint={labels.productsHint}
        error={errors.products}
        layout="row"
        boxed
      >
        {products.map((option) => (
          <Check
            key={option.value}
            name={`product-${option.value}`}
            value="1"
            defaultChecked={values.products.includes(option.value)}
            label={option.label}
          />
        ))}
      </Fieldset>
      <Field id="brochure-file" label={labels.file} hint={labels.fileHint} error={errors.file}>
        {(control) => (
          <input {...control} name="file" type="file" accept="application/pdf,.pdf" required={fileRequired} />
        )}
      </Field>
      <Actions>
        <AdminButton>{labels.submit}</AdminButton>
      </Actions>
    </AdminForm>
  );
}
