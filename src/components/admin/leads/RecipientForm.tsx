import { leadMaxLength } from '../../../domain/lead/limits.ts';
import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Field } from '../shared/form/Field.tsx';
import { Fieldset } from '../shared/form/Fieldset.tsx';

type Part = 'name' | 'nameKana' | 'organization' | 'position';

interface Props {
  action: string;
  values: Record<Part, string>;
  errors: Partial<Record<Part, string>>;
  labels: Record<Part, { label: string; hint: string }> & {
    legend: string;
    submit: string;
    back: { href: string; label: string };
  };
}

const PARTS = [
  { name: 'name', autoComplete: 'name' },
  { name: 'nameKana', autoComplete: 'off' },
  { name: 'organization', autoComplete: 'organization' },
  { name: 'position', autoComplete: 'organization-title' },
] as const;

/**
 * A lead's 宛名 (氏名, フリガナ, 会社名/医院名, 役職), one POST; the server checks them with the
 * brochure form's rules and answers with the messages beside the fields, or goes back.
 */
export function RecipientForm({ action, values, errors, labels }: Props) {
  return (
    <AdminForm action={action} data-recipient-form="">
      <Fieldset id="lead-recipient" legend={labels.legend} layout="stack">
        {PARTS.map((part) => (
          <Field
            key={part.name}
            id={`recipient-${part.name}`}
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
        <AdminButton data-recipient-save="">{labels.submit}</AdminButton>
        <a href={labels.back.href}>{labels.back.label}</a>
      </Actions>
    </AdminForm>
  );
}
