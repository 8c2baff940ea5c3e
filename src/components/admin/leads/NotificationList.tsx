import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './NotificationList.module.css';

interface Attempt {
  id: string;
  when: string;
  ok: boolean;
  error: string | null;
}

interface Job {
  id: string;
  kind: string;
  state: { key: string; label: string };
  nextAttempt: string | null;
  /** The last failure's message, kept on the job. */
  lastError: string | null;
  attempts: Attempt[];
  /** Shown for a failed job: posts `intent=retry` with the job id. */
  retry: boolean;
}

interface Props {
  action: string;
  jobs: Job[];
  labels: {
    empty: string;
    attempts: string;
    ok: string;
    failed: string;
    noAttempts: string;
    nextAttempt: string;
    lastError: string;
    retry: string;
  };
}

/** A lead's notification mails, each with its attempts and errors, and a retry when failed. */
export function NotificationList({ action, jobs, labels }: Props) {
  if (jobs.length === 0) return <p>{labels.empty}</p>;
  return (
    <ul className={styles.jobs}>
      {jobs.map((job) => (
        <li key={job.id} className={styles.job} data-job-state={job.state.key}>
          <p className={styles.head}>
            <strong>{job.kind}</strong> <span className={styles.state}>{job.state.label}</span>
          </p>
          {job.nextAttempt ? (
            <p>
              {labels.nextAttempt}: {job.nextAttempt}
            </p>
          ) : null}
          {job.lastError ? (
            <p>
              {labels.lastError}: <code className={styles.error}>{job.lastError}</code>
            </p>
          ) : null}
          {job.attempts.length === 0 ? (
            <p>{labels.noAttempts}</p>
          ) : (
            <ol className={styles.attempts} aria-label={labels.attempts}>
              {job.attempts.map((attempt) => (
                <li key={attempt.id} data-ok={attempt.ok ? '' : undefined}>
                  {attempt.when} — {attempt.ok ? labels.ok : labels.failed}
                  {attempt.error ? <code className={styles.error}>{attempt.error}</code> : null}
                </li>
              ))}
            </ol>
          )}
          {job.retry ? (
            <form method="post" action={action}>
              <input type="hidden" name="intent" value="retry" />
              <input type="hidden" name="job" value={job.id} />
              <AdminButton tone="secondary">{labels.retry}</AdminButton>
            </form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
