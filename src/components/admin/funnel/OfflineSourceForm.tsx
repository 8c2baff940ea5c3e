import { AdminButton } from '../shared/AdminButton.tsx';
import { SelectField } from '../shared/form/SelectField.tsx';
import { TextField } from '../shared/form/TextField.tsx';
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
        <SelectField
          id="offline-kind"
          name="offline_kind"
          label={labels.kind}
          options={kinds}
          empty={labels.none}
          defaultValue={current.kind}
        />
        <TextField
          id="offline-name"
          name="offline_name"
          label={labels.name}
          maxLength={200}
          defaultValue={current.name}
          error={errors.offline_name}
        />
        <TextField
          id="offline-on"
          type="date"
          name="offline_on"
          label={labels.on}
          defaultValue={current.on}
          error={errors.offline_on}
        />
      </div>
      <div>
        <AdminButton tone="secondary">{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
