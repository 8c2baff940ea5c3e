import { leadMaxLength } from '../../../domain/lead/limits.ts';
import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Field } from '../shared/form/Field.tsx';
import { Fieldset } from '../shared/form/Fieldset.tsx';
import { prefectureOptions } from '../shared/form/prefecture-options.ts';
import { SelectField } from '../shared/form/SelectField.tsx';

type Part = 'postalCode' | 'prefecture' | 'city' | 'address' | 'building';

interface Props {
  action: string;
  values: Record<Part, string>;
  errors: Partial<Record<Part, string>>;
  labels: Record<Part, { label: string; hint: string }> & {
    legend: string;
    choosePrefecture: string;
    submit: string;
    back: { href: string; label: string };
  };
}

const TEXT_PARTS = [
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'address', autoComplete: 'address-line1' },
  { name: 'building', autoComplete: 'address-line2' },
] as const;

/**
 * A lead's postal address in the public form's parts (郵便番号, 都道府県, 市区町村, 町名・番地,
 * 建物名), one POST; the server checks them with the form's rules and answers with the
 * messages beside the fields, or goes back to the dispatch page.
 */
export function AddressForm({ action, values, errors, labels }: Props) {
  return (
    <AdminForm action={action} data-address-form="">
      <Fieldset id="lead-address" legend={labels.legend} layout="stack">
        <Field
          id="address-postal-code"
          label={labels.postalCode.label}
          hint={labels.postalCode.hint}
          error={errors.postalCode}
        >
          {(control) => (
            <input
              {...control}
              name="postalCode"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              defaultValue={values.postalCode}
            />
          )}
        </Field>
        <SelectField
          id="address-prefecture"
          name="prefecture"
          label={labels.prefecture.label}
          error={errors.prefecture}
          options={prefectureOptions}
          defaultValue={values.prefecture}
          empty={labels.choosePrefecture}
        />
        {TEXT_PARTS.map((part) => (
          <Field
            key={part.name}
            id={`address-${part.name}`}
            label={labels[part.name].label}
            hint={labels[part.name].hint || undefined}
            error={errors[part.name]}
          >
            {(control) => (
              <input
                {...control}
                name={part.name}
                type="text"
                autoComplete={part.autoComplete}
                maxLength={leadMaxLength[part.name]}
                defaultValue={values[part.name]}
              />
            )}
          </Field>
        ))}
      </Fieldset>
      <Actions>
        <AdminButton data-address-save="">{labels.submit}</AdminButton>
        <a href={labels.back.href}>{labels.back.label}</a>
      </Actions>
    </AdminForm>
  );
}
