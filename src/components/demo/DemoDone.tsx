import type { DemoCopy } from '../../content/demo/index.ts';
import type { DemoKind } from '../../domain/demo/slots.ts';
import type { Locale } from '../../i18n/locales.ts';
import styles from './DemoDone.module.css';
import { whenLabel } from './demo-time.ts';

interface Props {
  copy: DemoCopy;
  locale: Locale;
  done: { start: number; kind: DemoKind };
}

/** The confirmation after a booking: when, how, and where the mail with the calendar file went. */
export function DemoDone({ copy, locale, done }: Props) {
  return (
    <div className={styles.panel} role="status" data-demo-booked="">
      <p>{copy.done.body}</p>
      <dl className={styles.facts}>
        <dt>{copy.done.when}</dt>
        <dd data-demo-when="">{whenLabel(locale, done.start)}</dd>
        <dt>{copy.done.kind}</dt>
        <dd>{copy.kind[done.kind]}</dd>
      </dl>
      <p>{copy.done.change}</p>
    </div>
  );
}
