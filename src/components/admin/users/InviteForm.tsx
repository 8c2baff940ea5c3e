import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from '../shared/BoxedForm.module.css';

interface Props {
  action: string;
  values: { email: string; role: string };
  errors: Partial<Record<'email' | 'role', string>>;
  /** The roles the signed-in admin may invite (never above their own). */
  roles: { value: string; label: string }[];
  labels: { email: string; role: string; hint: string; submit: string };
}

/** Invites a colleague by e-mail with a role. */
export function InviteForm({ action, values, errors, roles, labels }: Props) {
  return (
    <form className={styles.form} method="post" action={action} data-invite-form="">
      <input type="hidden" name="intent" value="invite" />
      <FormField id="invite-email" label={labels.email} hint={labels.hint} error={errors.email}>
        {(describedBy) => (
          <input
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={320}
            defaultValue={values.email}
            aria-describedby={describedBy}
            aria-invalid={errors.email ? true : undefined}
          />
        )}
      </FormField>
      <FormField id="invite-role" label={labels.role} error={errors.role}>
        {(describedBy) => (
          <select
            id="invite-role"
            name="role"
            defaultValue={values.role}
            aria-describedby={describedBy}
            aria-invalid={errors.role ? true : undefined}
          >
            {roles.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <AdminButton>{labels.submit}</AdminButton>
    </form>
  );
}
