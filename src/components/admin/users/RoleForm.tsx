import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './RoleForm.module.css';

interface Props {
  action: string;
  userId: string;
  current: string;
  roles: { value: string; label: string }[];
  /** The select's accessible name ("name の役割"). */
  label: string;
  submit: string;
  submitLabel: string;
}

/** A colleague's role, changed by one post (which ends their sessions). */
export function RoleForm({ action, userId, current, roles, label, submit, submitLabel }: Props) {
  return (
    <form className={styles.form} method="post" action={action} data-role-form="">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="user" value={userId} />
      <select name="role" defaultValue={current} aria-label={label}>
        {roles.map((role) => (
          <option key={role.value} value={role.value}>
            {role.label}
          </option>
        ))}
      </select>
      <AdminButton tone="secondary" aria-label={submitLabel}>
        {submit}
      </AdminButton>
    </form>
  );
}
