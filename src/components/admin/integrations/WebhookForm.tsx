import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Check } from '../shared/form/Check.tsx';
import { Field } from '../shared/form/Field.tsx';
import { Fieldset } from '../shared/form/Fieldset.tsx';
import styles from './WebhookForm.module.css';

type FieldName = 'url' | 'secret' | 'events' | 'format';

interface Labelled {
  label: string;
  hint: string;
}

interface Props {
  action: string;
  values: { url: string; secret: string; events: string[]; format: string };
  errors: Partial<Record<FieldName, string>>;
  events: { value: string; label: string }[];
  formats: { value: string; label: string }[];
  maxLength: { url: number; secret: number };
  copy: Record<FieldName, Labelled> & { submit: string };
}

/**
 * Adds a webhook endpoint: a plain POST (`intent=add`), one checkbox per event named
 * `event.<name>` (a repeated name would keep only its last value). The server answers with the
 * form again, messages beside the fields, or a redirect.
 */
export function WebhookForm({ action, values, errors, events, formats, maxLength, copy }: Props) {
  return (
    <AdminForm action={action} data-webhook-form="">
      <input type="hidden" name="intent" value="add" />
      <Field id="webhook-url" label={copy.url.label} hint={copy.url.hint} error={errors.url}>
        {(control) => (
          <input
            {...control}
            name="url"
            type="url"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={maxLength.url}
            defaultValue={values.url}
          />
        )}
      </Field>
      <Field id="webhook-secret" label={copy.secret.label} hint={copy.secret.hint} error={errors.secret}>
        {(control) => (
          <input
            {...control}
            name="secret"
            type="text"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={maxLength.secret}
            defaultValue={values.secret}
            className={styles.secret}
          />
        )}
      </Field>
      <Fieldset id="webhook-events" legend={copy.events.label} hint={copy.events.hint} error={errors.events}>
        {events.map((option) => (
          <Check
            key={option.value}
            name={`event.${option.value}`}
            value="on"
            defaultChecked={values.events.includes(option.value)}
            label={option.label}
          />
        ))}
      </Fieldset>
      <Fieldset id="webhook-format" legend={copy.format.label} hint={copy.format.hint} error={errors.format}>
        {formats.map((option) => (
          <Check
            key={option.value}
            type="radio"
            name="format"
            value={option.value}
            defaultChecked={values.format === option.value}
            label={option.label}
          />
        ))}
      </Fieldset>
      <Actions>
        <AdminButton>{copy.submit}</AdminButton>
      </Actions>
    </AdminForm>
  );
}
