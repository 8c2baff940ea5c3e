import styles from './MailPreview.module.css';

interface Props {
  /** `佐藤 花子 <hanako@example.jp>`. */
  to: string;
  subject: string;
  /** The plain-text body as the lead will read it. */
  body: string;
  labels: { title: string; recipient: string; subject: string };
}

/** The mail 資料を送付 will send, shown before the one click that sends it. */
export function MailPreview({ to, subject, body, labels }: Props) {
  return (
    <section className={styles.preview} aria-labelledby="mail-preview" data-mail-preview="">
      <h3 id="mail-preview" className={styles.title}>
        {labels.title}
      </h3>
      <dl className={styles.head}>
        <div>
          <dt>{labels.recipient}</dt>
          <dd data-mail-to="">{to}</dd>
        </div>
        <div>
          <dt>{labels.subject}</dt>
          <dd>{subject}</dd>
        </div>
      </dl>
      <div className={styles.body}>{body}</div>
    </section>
  );
}
