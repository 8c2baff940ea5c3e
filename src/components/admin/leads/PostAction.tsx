import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './PostAction.module.css';

export interface PostActionProps {
  /** Where the form posts (the lead's post endpoint). */
  action: string;
  /** 郵送待ち（when・who）, or null when the lead is not in the post queue. */
  queued: string | null;
  /** What the last press did, or why it was refused, with the form that corrects it. */
  message: { tone: 'done' | 'problem'; text: string; fix: { href: string; label: string } | null } | null;
  labels: { post: string; postHint: string; unqueue: string; dispatch: { href: string; label: string } };
}

/**
 * 郵送する (issue 42): a plain POST that puts the lead in the post queue once its address can be
 * posted to; once queued, the state with who and when, 郵送待ちから外す and the way to the 発送 page.
 */
export function PostAction({ action, queued, message, labels }: PostActionProps) {
  return (
    <>
      {queued ? (
        <>
          <p className={styles.state} data-post-queued="">
            {queued}
          </p>
          <form method="post" action={action}>
            <input type="hidden" name="intent" value="unqueue" />
            <AdminButton tone="secondary">{labels.unqueue}</AdminButton>
          </form>
          <a className={styles.link} href={labels.dispatch.href}>
            {labels.dispatch.label}
          </a>
        </>
      ) : (
        <form method="post" action={action}>
          <input type="hidden" name="intent" value="queue" />
          <AdminButton tone="secondary" title={labels.postHint}>
            {labels.post}
          </AdminButton>
        </form>
      )}
      {message ? (
        <p
          className={styles.message}
          data-post-message={message.tone}
          role={message.tone === 'problem' ? 'alert' : 'status'}
        >
          {message.text}
          {message.fix ? (
            <>
              {' '}
              <a href={message.fix.href}>{message.fix.label}</a>
            </>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
