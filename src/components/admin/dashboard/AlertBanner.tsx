import { formatDateTime } from '../shared/format.ts';
import styles from './AlertBanner.module.css';

export interface AlertBannerItem {
  id: string;
  kind: string;
  title: string;
  action: string;
  openedAt: string;
  /** The alert mail has not gone out (mail itself is down): the banner is the alert. */
  mailWaiting: boolean;
}

interface Props {
  alerts: AlertBannerItem[];
  labels: { heading: string; since: string; mailSent: string; mailWaiting: string; guide: string };
}

/** Open operational incidents at the top of the dashboard; nothing when all is well. */
export function AlertBanner({ alerts, labels }: Props) {
  if (alerts.length === 0) return null;
  return (
    <section className={styles.banner} aria-labelledby="alert-banner-heading" data-alerts={alerts.length}>
      <h2 id="alert-banner-heading" className={styles.heading}>
        {labels.heading}
      </h2>
      <ul className={styles.list}>
        {alerts.map((alert) => (
          <li key={alert.id} data-alert-kind={alert.kind} data-mail={alert.mailWaiting ? 'waiting' : 'sent'}>
            <strong>{alert.title}</strong>
            <span className={styles.since}>
              （{labels.since}: <time dateTime={alert.openedAt}>{formatDateTime(alert.openedAt)}</time>）
            </span>
            <p className={styles.text}>{alert.action}</p>
            <p className={styles.text}>{alert.mailWaiting ? labels.mailWaiting : labels.mailSent}</p>
          </li>
        ))}
      </ul>
      <p className={styles.text}>{labels.guide}</p>
    </section>
  );
}
