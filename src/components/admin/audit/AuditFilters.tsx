import { FormField } from '../../ui/FormField.tsx';
import { FilterForm } from '../shared/FilterForm.tsx';

interface Props {
  action: string;
  values: {
    action?: string | undefined;
    actor?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  };
  actions: { value: string; label: string }[];
  labels: { action: string; actor: string; from: string; to: string; any: string; apply: string; clear: string };
}

/** Filters for the audit log (a GET form). */
export function AuditFilters({ action, values, actions, labels }: Props) {
  return (
    <FilterForm action={action} submitLabel={labels.apply} clearLabel={labels.clear}>
      <FormField id="audit-action" label={labels.action}>
        {() => (
          <select id="audit-action" name="action" defaultValue={values.action ?? ''}>
            <option value="">{labels.any}</option>
            {actions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="audit-actor" label={labels.actor}>
        {() => <input id="audit-actor" name="actor" type="search" maxLength={100} defaultValue={values.actor ?? ''} />}
      </FormField>
      <FormField id="audit-from" label={labels.from}>
        {() => <input id="audit-from" name="from" type="date" defaultValue={values.from ?? ''} />}
      </FormField>
      <FormField id="audit-to" label={labels.to}>
        {() => <input id="audit-to" name="to" type="date" defaultValue={values.to ?? ''} />}
      </FormField>
    </FilterForm>
  );
}
