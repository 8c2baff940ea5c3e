import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './FunnelForm.module.css';

interface Props {
  action: string;
  kinds: { value: string; label: string }[];
  current: { kind: string; name: string; on: string };
  errors: Record<string, string>;
  labels: { intro: string; kind: string; none: string; name: string; on: string; submit: string };
}

/** Sets where a lead began offline (展示会, 紹介, 電話, その他), its name and day (issue 34). */
export function OfflineSourceForm({ action, kinds, current, errors, labels }: Props) {
  return (
    <form className={styles.form} method="post" action={action} data-offline-source-form="">
      <p>{labels.intro}</p>
      <input type="hidden" name="intent" value="offline-source" />
      <div className={styles.row}>
        <FormField id="offline-kind" label={labels.kind}>
          {(describedBy) => (
            <select id="offline-kind" name="offline_kind" defaultValue={current.kind} aria-describedby={describedBy}>
              <option value="">{labels.none}</option>
              {kinds.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="offline-name" label={labels.name} error={errors.offline_name}>
          {(describedBy) => (
            <input
              id="offline-name"
              type="text"
              name="offline_name"
              maxLength={200}
              defaultValue={current.name}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField id="offline-on" label={labels.on} error={errors.offline_on}>
          {(describedBy) => (
            <input
              id="offline-on"
              type="date"
              name="offline_on"
              defaultValue={current.on}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
      </div>
      <div>
        <AdminButton tone="secondary">{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
