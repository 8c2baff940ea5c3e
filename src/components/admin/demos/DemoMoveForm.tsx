import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import styles from './DemoMoveForm.module.css';

interface Props {
  action: string;
  bookingId: string;
  current: string;
  days: { day: string; label: string; slots: { value: string; label: string }[] }[];
  chosen: string | null;
  back: { href: string; label: string };
  labels: { legend: string; none: string; submit: string };
}

/** 日程を変更する: the free slots a booking may move to, as radio buttons, posted without JavaScript. */
export function DemoMoveForm({ action, bookingId, current, days, chosen, back, labels }: Props) {
  return (
    <AdminForm action={action} width="full" data-demo-move={bookingId}>
      <p>{current}</p>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="booking" value={bookingId} />
      {days.length === 0 ? (
        <p>{labels.none}</p>
      ) : (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{labels.legend}</legend>
          {days.map((day) => (
            <fieldset key={day.day} className={styles.day}>
              <legend className={styles.dayLabel}>{day.label}</legend>
              <div className={styles.slots}>
                {day.slots.map((slot) => (
                  <label key={slot.value} className={styles.slot}>
                    <input
                      type="radio"
                      name="slot"
                      value={slot.value}
                      defaultChecked={slot.value === chosen}
                      required
                    />
                    <span>{slot.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </fieldset>
      )}
      <Actions>
        {days.length > 0 ? <AdminButton>{labels.submit}</AdminButton> : null}
        <a href={back.href}>{back.label}</a>
      </Actions>
    </AdminForm>
  );
}
