import { AdminButton } from '../shared/AdminButton.tsx';
import rowStyles from '../shared/RowAction.module.css';
import styles from './LeadActions.module.css';
import { PostAction, type PostActionProps } from './PostAction.tsx';

interface Props {
  /** 自分が担当する: this page, the owner the user sees ('' for none) and the user's id; null when the lead is already theirs. */
  assign: { action: string; from: string; ownerId: string } | null;
  /** 資料を送付: the page that shows the recipient and the mail before sending, or why it cannot be sent. */
  send: { action: string } | { blocked: string };
  /** 郵送する: the post queue, or the lead's place in it (PostAction). */
  post: PostActionProps | null;
  /** 宛名を直す: the form for the name, reading, organisation and position. */
  recipient: { href: string; label: string } | null;
  /** 体験・デモを予約する: the booking page with the lead's details (staff book for the lead). */
  demo?: { href: string; label: string } | null;
  labels: { title: string; assignSelf: string; sendMaterials: string };
}

/**
 * The lead's next actions as buttons, each a plain form: taking the lead posts here (303 back);
 * 資料を送付 opens the page where the one confirming click is made; 郵送する queues it for the post.
 */
export function LeadActions({ assign, send, post, recipient, demo, labels }: Props) {
  return (
    <div className={`${rowStyles.row} ${styles.actions}`} data-lead-actions="">
      {assign ? (
        <form method="post" action={assign.action} data-assign-self="">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="from" value={assign.from} />
          <input type="hidden" name="owner" value={assign.ownerId} />
          <AdminButton>{labels.assignSelf}</AdminButton>
        </form>
      ) : null}
      {'action' in send ? (
        <form method="get" action={send.action}>
          <AdminButton tone={assign ? 'secondary' : 'primary'}>{labels.sendMaterials}</AdminButton>
        </form>
      ) : (
        <p className={styles.blocked} data-materials-blocked="">
          {send.blocked}
        </p>
      )}
      {recipient ? (
        <a className={styles.link} href={recipient.href} data-recipient-link="">
          {recipient.label}
        </a>
      ) : null}
      {demo ? (
        <a className={styles.link} href={demo.href} data-demo-link="">
          {demo.label}
        </a>
      ) : null}
      {post ? <PostAction {...post} /> : null}
    </div>
  );
}
