import { AdminButton } from './AdminButton.tsx';
import styles from './RowAction.module.css';

interface Props {
  action: string;
  /** Hidden fields the post carries (intent, the row's id). */
  fields: Record<string, string>;
  label: string;
  /** The button's full name when its visible label is short ("削除" → "ルール2を削除"). */
  accessibleName?: string;
  tone?: 'secondary' | 'danger';
  disabled?: boolean;
  [data: `data-${string}`]: string;
}

/** One button that posts one change to a row of a list (move, remove): a form of its own, no JavaScript. */
export function RowAction({ action, fields, label, accessibleName, tone = 'secondary', disabled, ...data }: Props) {
  return (
    <form className={styles.form} method="post" action={action} {...data}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <AdminButton tone={tone} aria-label={accessibleName} disabled={disabled}>
        {label}
      </AdminButton>
    </form>
  );
}
