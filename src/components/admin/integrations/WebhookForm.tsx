import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './WebhookForm.module.css';

type Field = 'url' | 'secret' | 'events' | 'format';

interface Labelled {
  label: string;
  hint: string;
}

interface Props {
  action: string;
  values: { url: string; secret: string; events: string[]; format: string };
  errors: Partial<Record<Field, string>>;
  events: { value: string; label: string }[];
  formats: { value: string; label: string }[];
  maxLength: { url: number; secret: number };
  copy: Record<Field, Labelled> & { submit: string };
}

/**
 * Adds a webhook endpoint: a plain POST (`intent=add`), one checkbox per event named
 * `event.<name>` (a repeated name would keep only its last value). The server answers with the
 * form again, messages beside the fields, or a redirect.
 */
export function WebhookForm({ action, values, errors, events, formats, maxLength, copy }: Props) {
  const group = (id: string, field: 'events' | 'format') =>
    [`${id}-hint`, errors[field] ? `${id}-error` : ''].join(' ').trim();
  return (
    <form className={styles.form} method="post" action={action} data-webhook-form="">
      <input type="hidden" name="intent" value="add" />
      <FormField id="webhook-url" label={copy.url.label} hint={copy.url.hint} error={errors.url}>
        {(describedBy) => (
          <input
            id="webhook-url"
            name="url"
            type="url"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={maxLength.url}
            defaultValue={values.url}
            aria-describedby={describedBy}
            aria-invalid={errors.url ? true : undefined}
          />
        )}
      </FormField>
      <FormField id="webhook-secret" label={copy.secret.label} hint={copy.secret.hint} error={errors.secret}>
        {(describedBy) => (
          <input
            id="webhook-secret"
            name="secret"
            type="text"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={maxLength.secret}
            defaultValue={values.secret}
            aria-describedby={describedBy}
            aria-invalid={errors.secret ? true : undefined}
            className={styles.secret}
          />
        )}
      </FormField>
      <fieldset className={styles.choices} aria-describedby={group('webhook-events', 'events')}>
        <legend className={styles.legend}>{copy.events.label}</legend>
        <p className={styles.hint} id="webhook-events-hint">
          {copy.events.hint}
        </p>
        {events.map((option) => (
          <label key={option.value} className={styles.check}>
            <input
              type="checkbox"
              name={`event.${option.value}`}
              value="on"
              defaultChecked={values.events.includes(option.value)}
            />
            {option.label}
          </label>
        ))}
        {errors.events ? (
          <p className={styles.error} id="webhook-events-error">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={styles.choices} aria-describedby={group('webhook-format', 'format')}>
        <legend className={styles.legend}>{copy.format.label}</legend>
        <p className={styles.hint} id="webhook-format-hint">
          {copy.format.hint}
        </p>
        {formats.map((option) => (
          <label key={option.value} className={styles.check}>
            <input type="radio" name="format" value={option.value} defaultChecked={values.format === option.value} />
            {option.label}
          </label>
        ))}
        {errors.format ? (
          <p className={styles.error} id="webhook-format-error">
            {errors.format}
          </p>
        ) : null}
      </fieldset>
      <div>
        <AdminButton>{copy.submit}</AdminButton>
      </div>
    </form>
  );
}
