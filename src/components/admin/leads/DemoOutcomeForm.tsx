import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './DemoOutcomeForm.module.css';

interface Demo {
  id: string;
  /** The demo's time as the history reads it (2026年11月4日（水）10:00). */
  when: string;
  /** How it is held (クリニックで…). */
  kind: string;
  status: 'booked' | 'held' | 'missed';
}

interface Props {
  action: string;
  /** The lead's demos that have begun and were not cancelled, newest first. */
  demos: Demo[];
  error: string | null;
  labels: { held: string; missed: string; status: Record<Demo['status'], string> };
}

/**
 * 実施済み or 未実施 for each demo of the lead that has begun: one small POST per demo, whose
 * button names the outcome. The outcome may be corrected; 未実施 offers the lead another date.
 */
export function DemoOutcomeForm({ action, demos, error, labels }: Props) {
  return (
    <div className={styles.list} data-demo-outcomes="">
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {demos.map((demo) => (
        <form key={demo.id} method="post" action={action} className={styles.row} data-demo-outcome={demo.status}>
          <input type="hidden" name="intent" value="demo-outcome" />
          <input type="hidden" name="booking" value={demo.id} />
          <p className={styles.what}>
            <span>
              {demo.when}（{demo.kind}）
            </span>
            <span className={styles.status}>{labels.status[demo.status]}</span>
          </p>
          <div className={styles.buttons}>
            {demo.status !== 'held' ? (
              <AdminButton name="to" value="held">
                {labels.held}
              </AdminButton>
            ) : null}
            {demo.status !== 'missed' ? (
              <AdminButton name="to" value="missed" tone="secondary">
                {labels.missed}
              </AdminButton>
            ) : null}
          </div>
        </form>
      ))}
    </div>
  );
}
