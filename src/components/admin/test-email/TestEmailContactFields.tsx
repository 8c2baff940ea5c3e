import type { TestEmailCopy, TestEmailField } from '../../../content/admin/index.ts';
import { type LeadErrors, leadMaxLength } from '../../../domain/lead/limits.ts';
import { FormField } from '../../ui/FormField.tsx';
import styles from './TestEmailContactFields.module.css';

type ContactField = Exclude<TestEmailField, 'product' | 'purpose'>;

interface Props {
  copy: Pick<TestEmailCopy, 'fields' | 'optional'>;
  /** The form's id prefix (its useId), so the ids match the form's other fields. */
  idPrefix: string;
  values: Record<TestEmailField, string>;
  errors: LeadErrors;
}

const contactFields: { name: ContactField; type: string; maxLength: number; optional?: true }[] = [
  { name: 'name', type: 'text', maxLength: leadMaxLength.name },
  { name: 'nameKana', type: 'text', maxLength: leadMaxLength.nameKana, optional: true },
  { name: 'email', type: 'email', maxLength: leadMaxLength.email },
  { name: 'organization', type: 'text', maxLength: leadMaxLength.organization },
  { name: 'position', type: 'text', maxLength: leadMaxLength.position },
  { name: 'phone', type: 'tel', maxLength: leadMaxLength.phone },
  { name: 'postalCode', type: 'text', maxLength: leadMaxLength.postalCode, optional: true },
  { name: 'address', type: 'text', maxLength: leadMaxLength.address },
];

/** The sample requester's one-line fields of the test e-mail form (name to address), in a grid. */
export function TestEmailContactFields({ copy, idPrefix, values, errors }: Props) {
  return (
    <div className={styles.grid}>
      {contactFields.map((input) => {
        const id = `${idPrefix}-${input.name}`;
        return (
          <FormField
            key={input.name}
            id={id}
            label={copy.fields[input.name].label}
            hint={copy.fields[input.name].hint || undefined}
            optionalLabel={input.optional ? copy.optional : undefined}
            error={errors[input.name]}
          >
            {(describedBy) => (
              <input
                id={id}
                name={input.name}
                type={input.type}
                maxLength={input.maxLength}
                defaultValue={values[input.name]}
                autoComplete="off"
                required={!input.optional}
                aria-invalid={errors[input.name] ? true : undefined}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
        );
      })}
    </div>
  );
}
