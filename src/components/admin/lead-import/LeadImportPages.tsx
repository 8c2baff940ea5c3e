import { AdminButton } from '../shared/AdminButton.tsx';
import { HiddenFields } from './HiddenFields.tsx';
import styles from './LeadImportPages.module.css';

interface Props {
  action: string;
  status: string;
  carry: [string, string][];
  previous: number | null;
  next: number | null;
  labels: { label: string; previous: string; next: string };
}

/**
 * The preview's pager: each page is the same post with `page`, so it works without JavaScript
 * and nothing is stored; the page shows at most a hundred rows whatever the file's size.
 */
export function LeadImportPages({ action, status, carry, previous, next, labels }: Props) {
  return (
    <nav className={styles.pages} aria-label={labels.label} data-import-pages="">
      <p data-import-page-status="">{status}</p>
      {previous !== null || next !== null ? (
        <div className={styles.buttons}>
          {previous !== null ? (
            <form method="post" action={action}>
              <HiddenFields fields={[...carry, ['page', String(previous)]]} />
              <AdminButton tone="secondary">{labels.previous}</AdminButton>
            </form>
          ) : null}
          {next !== null ? (
            <form method="post" action={action}>
              <HiddenFields fields={[...carry, ['page', String(next)]]} />
              <AdminButton tone="secondary" data-import-next="">
                {labels.next}
              </AdminButton>
            </form>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
