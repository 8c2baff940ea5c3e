import { AdminButton } from '../shared/AdminButton.tsx';
import { HiddenFields } from './HiddenFields.tsx';
import styles from './LeadImportApply.module.css';

interface Props {
  action: string;
  carry: [string, string][];
  cancelHref: string;
  labels: { apply: string; applyHint: string; cancel: string };
}

/** 取り込む: posts the staged file's id, the source and the mapping back; nothing is stored before. */
export function LeadImportApply({ action, carry, cancelHref, labels }: Props) {
  return (
    <form method="post" action={action} className={styles.apply} data-lead-import-apply="">
      <HiddenFields fields={[['intent', 'apply'], ...carry]} />
      <p>{labels.applyHint}</p>
      <div className={styles.actions}>
        <AdminButton>{labels.apply}</AdminButton>
        <a href={cancelHref}>{labels.cancel}</a>
      </div>
    </form>
  );
}
