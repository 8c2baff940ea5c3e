import { RowAction } from '../shared/RowAction.tsx';
import { StatusBadge } from '../shared/StatusBadge.tsx';
import type { BookingCardView } from './calendar-view.ts';
import styles from './DemoBookingCard.module.css';

export interface BookingCardLabels {
  lead: string;
  staff: string;
  unit: string;
  place: string;
  actions: { summary: string; move: string; cancel: string; held: string; missed: string };
}

interface Props {
  booking: BookingCardView;
  labels: BookingCardLabels;
}

/** One booking: its time (Japan time), kind, lead, person, unit and status, and what staff may do. */
export function DemoBookingCard({ booking, labels }: Props) {
  const { actions } = booking;
  const post = (intent: string, label: string, tone: 'secondary' | 'danger' = 'secondary') =>
    actions ? (
      <RowAction
        action={actions.action}
        fields={{ intent, booking: booking.id }}
        label={label}
        tone={tone}
        data-demo-action={intent}
      />
    ) : null;
  return (
    <article
      className={styles.card}
      data-booking={booking.id}
      data-status={booking.status.key}
      data-kind={booking.kind.key}
      aria-label={`${booking.time} ${booking.lead.name}`}
    >
      <p className={styles.top}>
        <time className={styles.time}>{booking.time}</time>
        <span className={styles.kind} data-kind={booking.kind.key}>
          {booking.kind.label}
        </span>
      </p>
      <p className={styles.lead}>
        <a href={booking.lead.href}>{booking.lead.name}</a>
        {booking.lead.organization ? <span className={styles.org}>{booking.lead.organization}</span> : null}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.staff}</dt>
          <dd>{booking.staff}</dd>
        </div>
        <div>
          <dt>{labels.unit}</dt>
          <dd>{booking.unit}</dd>
        </div>
        {booking.place ? (
          <div>
            <dt>{labels.place}</dt>
            <dd>{booking.place}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.status}>
        <StatusBadge status={booking.status} />
      </p>
      {actions ? (
        <details className={styles.actions}>
          <summary>{labels.actions.summary}</summary>
          <div className={styles.buttons}>
            {actions.cancel ? (
              <a className={styles.move} href={actions.move} data-demo-action="move">
                {labels.actions.move}
              </a>
            ) : null}
            {actions.outcome && booking.status.key !== 'held' ? post('held', labels.actions.held) : null}
            {actions.outcome && booking.status.key !== 'missed' ? post('missed', labels.actions.missed) : null}
            {actions.cancel ? post('cancel', labels.actions.cancel, 'danger') : null}
          </div>
        </details>
      ) : null}
    </article>
  );
}
