import styles from './TotpStatus.module.css';

interface Props {
  enrolled: boolean;
  /** 「設定済み（2026/11/26 09:00）」 or 「未設定」. */
  status: string;
  /** The enrolment page (adding or replacing the key). */
  enrolHref: string;
  labels: { title: string; add: string; replace: string };
}

/** Whether an authenticator app is set up, and the way to set one up or replace it. */
export function TotpStatus({ enrolled, status, enrolHref, labels }: Props) {
  return (
    <div className={styles.totp} data-totp={enrolled ? 'on' : 'off'}>
      <h3 className={styles.title}>{labels.title}</h3>
      <p className={styles.status}>{status}</p>
      <a className={styles.link} href={enrolHref}>
        {enrolled ? labels.replace : labels.add}
      </a>
    </div>
  );
}
