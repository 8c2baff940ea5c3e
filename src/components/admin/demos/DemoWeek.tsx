import type { DayView } from './calendar-view.ts';
import { type BookingCardLabels, DemoBookingCard } from './DemoBookingCard.tsx';
import styles from './DemoWeek.module.css';

interface Props {
  days: DayView[];
  empty: string;
  labels: BookingCardLabels;
}

/** The week: seven day columns on a wide screen, a day-by-day list on a phone. */
export function DemoWeek({ days, empty, labels }: Props) {
  return (
    <div className={styles.frame}>
      <div className={styles.week} data-demo-week="">
        {days.map((day) => (
          <section
            key={day.day}
            className={styles.day}
            aria-labelledby={`day-${day.day}`}
            data-day={day.day}
            data-today={day.today ? '' : undefined}
          >
            <h3 id={`day-${day.day}`} className={styles.heading}>
              <span>{day.label}</span>
              <span className={styles.count}>{day.count}</span>
            </h3>
            {day.bookings.length === 0 ? (
              <p className={styles.empty}>{empty}</p>
            ) : (
              <ol className={styles.list}>
                {day.bookings.map((booking) => (
                  <li key={booking.id}>
                    <DemoBookingCard booking={booking} labels={labels} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
