import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './LeadSelectionBar.module.css';

interface Props {
  /** The form's id, which the table's checkboxes name in their `form` attribute. */
  id: string;
  /** Where each button takes the selection (`?id=…&id=…`, a GET: those pages show what will happen). */
  materialsAction: string;
  dispatchAction: string;
  /** このページをすべて選択 / 選択を解除: a link to this page with every box ticked or none. */
  pageToggle: { href: string; label: string };
  labels: { legend: string; hint: string; materials: string; dispatch: string };
}

/**
 * The inbox selection's form: the table's checkboxes belong to it, and its two buttons send the
 * selection to 資料を送付 or 発送データ. Plain HTML, so it works without JavaScript.
 */
export function LeadSelectionBar({ id, materialsAction, dispatchAction, pageToggle, labels }: Props) {
  return (
    <form id={id} method="get" action={materialsAction} className={styles.bar} data-lead-selection="">
      <fieldset className={styles.actions} aria-describedby={`${id}-hint`}>
        <legend className={styles.legend}>{labels.legend}</legend>
        <AdminButton data-selection-materials="">{labels.materials}</AdminButton>
        <AdminButton tone="secondary" formAction={dispatchAction} data-selection-dispatch="">
          {labels.dispatch}
        </AdminButton>
      </fieldset>
      <p id={`${id}-hint`} className={styles.hint}>
        {labels.hint} <a href={pageToggle.href}>{pageToggle.label}</a>
      </p>
    </form>
  );
}
