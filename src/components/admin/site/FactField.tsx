import { FormField } from '../../ui/FormField.tsx';
import styles from './SiteFactsForm.module.css';

interface Props {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  kind?: 'text' | 'datetime-local' | 'date' | 'number' | 'url' | 'tel' | 'textarea' | 'checkbox';
  options?: readonly { value: string; label: string }[];
}

/** One field of the facts form: its label, control and message; named as the form posts it. */
export function FactField({ name, label, value, error, kind = 'text', options }: Props) {
  const id = `fact-${name}`;
  if (kind === 'checkbox') {
    return (
      <label className={styles.check} htmlFor={id}>
        <input id={id} type="checkbox" name={name} value="on" defaultChecked={value !== ''} />
        {label}
      </label>
    );
  }
  return (
    <FormField id={id} label={label} error={error}>
      {(describedBy) =>
        options ? (
          <select id={id} name={name} defaultValue={value} aria-describedby={describedBy}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : kind === 'textarea' ? (
          <textarea id={id} name={name} defaultValue={value} rows={3} aria-describedby={describedBy} />
        ) : (
          <input
            id={id}
            name={name}
            type={kind === 'number' ? 'text' : kind}
            inputMode={kind === 'number' ? 'numeric' : undefined}
            defaultValue={value}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
          />
        )
      }
    </FormField>
  );
}
