import type { demosCopy } from '../../../content/admin/demos.ts';
import { fillMessage } from '../../../domain/fill-message.ts';
import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Check } from '../shared/form/Check.tsx';
import { FieldError } from '../shared/form/FieldError.tsx';
import { FieldRow } from '../shared/form/FieldRow.tsx';
import { TextField } from '../shared/form/TextField.tsx';
import styles from './DemoStaffWeekForm.module.css';

/** The week as Japanese offices read it: Monday first, Sunday last. */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

interface Props {
  action: string;
  person: { id: string; name: string; state: string };
  /** start_0…end_6 ('9:00' or ''), weight, cap, takes ('on' or ''). */
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  labels: typeof demosCopy.settings.staff;
}

/** One person's week (per weekday a start and an end, or none), whether they take demos, weight and cap. */
export function DemoStaffWeekForm({ action, person, values, errors, labels }: Props) {
  const id = (name: string) => `staff-${person.id}-${name}`;
  const time = (name: string, label: string) => (
    <input
      id={id(name)}
      name={name}
      type="time"
      step={300}
      defaultValue={values[name] ?? ''}
      aria-label={label}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? `${id(name)}-error` : undefined}
    />
  );
  return (
    <div className={styles.person}>
      <AdminForm
        action={action}
        width="full"
        heading={{ id: id('title'), title: person.name, hint: person.state }}
        data-demo-form="staff"
        data-person={person.id}
      >
        <input type="hidden" name="intent" value="staff" />
        <input type="hidden" name="person" value={person.id} />
        <Check name="takes" defaultChecked={values.takes === 'on'} label={labels.takes} />
        <div className={styles.week}>
          {MONDAY_FIRST.map((d) => {
            const day = labels.weekdays[d] ?? '';
            const start = fillMessage(labels.start, { day });
            const end = fillMessage(labels.end, { day });
            const error = errors[`start_${d}`] ?? errors[`end_${d}`];
            return (
              <div key={day} className={styles.day} data-weekday={d}>
                <span className={styles.dayName} aria-hidden="true">
                  {day}
                </span>
                {time(`start_${d}`, start)}
                <span aria-hidden="true">〜</span>
                {time(`end_${d}`, end)}
                <FieldError id={`${id(errors[`start_${d}`] ? `start_${d}` : `end_${d}`)}-error`}>{error}</FieldError>
              </div>
            );
          })}
        </div>
        <FieldRow>
          <TextField
            id={id('weight')}
            name="weight"
            label={labels.weight}
            hint={labels.weightHint}
            inputMode="numeric"
            maxLength={2}
            required
            defaultValue={values.weight}
            error={errors.weight}
          />
          <TextField
            id={id('cap')}
            name="cap"
            label={labels.cap}
            hint={labels.capHint}
            inputMode="numeric"
            maxLength={2}
            required
            defaultValue={values.cap}
            error={errors.cap}
          />
        </FieldRow>
        <Actions>
          <AdminButton>{fillMessage(labels.submit, { name: person.name })}</AdminButton>
        </Actions>
      </AdminForm>
    </div>
  );
}
