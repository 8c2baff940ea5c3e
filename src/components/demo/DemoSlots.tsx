import type { DemoCopy } from '../../content/demo/index.ts';
import type { DemoDay } from '../../domain/demo/booking-page.ts';
import { type Slot, slotValue } from '../../domain/demo/slots.ts';
import type { Locale } from '../../i18n/locales.ts';
import styles from './DemoSlots.module.css';
import { dayLabel, timeLabel } from './demo-time.ts';

interface Props {
  locale: Locale;
  copy: DemoCopy;
  days: DemoDay[];
  /** Other slots after a refusal, shown first. */
  alternatives: Slot[];
  chosen: string | null;
}

/** The free slots as big radio buttons grouped by day, each valued by its start (`+09:00`). */
export function DemoSlots({ locale, copy, days, alternatives, chosen }: Props) {
  const groups = alternatives.length > 0 ? [{ day: 'alternatives', slots: alternatives }, ...days] : days;
  return (
    <fieldset className={styles.slots} data-demo-slots="">
      <legend className={styles.legend}>{copy.slots.legend}</legend>
      {days.length === 0 && alternatives.length === 0 ? <p className={styles.none}>{copy.slots.none}</p> : null}
      {groups.map((group) => (
        <div key={group.day} className={styles.day} data-alternatives={group.day === 'alternatives' ? '' : undefined}>
          <p className={styles.dayTitle}>
            {group.day === 'alternatives' ? null : dayLabel(locale, group.slots[0]?.start ?? 0)}
          </p>
          <ul className={styles.times}>
            {group.slots.map((slot) => {
              const value = slotValue(slot.start);
              const id = `slot-${group.day}-${slot.start}`;
              return (
                <li key={id}>
                  <input
                    className={styles.radio}
                    type="radio"
                    name="slot"
                    id={id}
                    value={value}
                    required
                    defaultChecked={chosen === value}
                  />
                  <label className={styles.time} htmlFor={id}>
                    {group.day === 'alternatives' ? `${dayLabel(locale, slot.start)} ` : ''}
                    {timeLabel(locale, slot.start)}
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}
