import type { ReactNode } from 'react';
import type { DemoCopy } from '../../content/demo/index.ts';
import type { DemoPageState } from '../../domain/demo/booking-page.ts';
import { demoKinds } from '../../domain/demo/slots.ts';
import styles from './DemoBooking.module.css';
import { DemoDone } from './DemoDone.tsx';
import { DemoPrefilled } from './DemoPrefilled.tsx';
import { DemoSlots } from './DemoSlots.tsx';

interface Props {
  state: DemoPageState;
  copy: DemoCopy;
  /** This page's path in its language. */
  path: string;
  phone: { label: string; number: string; href: string };
  /** A new visitor's details (the DemoVisitor island), inside the booking form. */
  children?: ReactNode;
}

/**
 * The demo booking page, whole without JavaScript: the kind and week (a GET form and links),
 * the free slots and who books (a POST form), the refusal with other slots, the confirmation.
 */
export function DemoBooking({ state, copy, path, phone, children }: Props) {
  const { kind, lead, week, weeks } = state;
  const query = (next: number) => {
    const params = new URLSearchParams({ demo_kind: kind, week: String(next) });
    if (lead) params.set('lead', lead.token);
    return `${path}?${params}`;
  };
  return (
    <section className={styles.page} aria-labelledby="demo-title">
      <h1 id="demo-title" className={styles.title}>
        {state.done ? copy.done.title : copy.page.title}
      </h1>
      {state.done ? (
        <DemoDone copy={copy} locale={state.locale} done={state.done} />
      ) : (
        <>
          <div className={styles.intro}>
            {copy.page.lead.map((text) => (
              <p key={text}>{text}</p>
            ))}
            <p className={styles.phone}>
              <span>{phone.label}</span> <a href={phone.href}>{phone.number}</a>
            </p>
          </div>
          <form method="get" action={path} className={styles.kinds}>
            <fieldset className={styles.kindSet}>
              <legend className={styles.legend}>{copy.kind.legend}</legend>
              {demoKinds.map((value) => (
                <label key={value} className={styles.kind}>
                  <input type="radio" name="demo_kind" value={value} defaultChecked={value === kind} />
                  <span>{copy.kind[value]}</span>
                </label>
              ))}
            </fieldset>
            {lead ? <input type="hidden" name="lead" value={lead.token} /> : null}
            <button type="submit" className={styles.secondary}>
              {copy.kind.show}
            </button>
          </form>
          {state.refusal ? (
            <p className={styles.refusal} role="alert" data-demo-refusal={state.refusal}>
              {copy.refused[state.refusal]}
            </p>
          ) : null}
          <form method="post" action={path} className={styles.book}>
            <input type="hidden" name="demo_kind" value={kind} />
            <input type="hidden" name="week" value={week} />
            {lead ? <input type="hidden" name="lead" value={lead.token} /> : null}
            <DemoSlots
              locale={state.locale}
              copy={copy}
              days={state.days}
              alternatives={state.alternatives}
              chosen={state.chosen}
            />
            <nav className={styles.weeks} aria-label={copy.slots.legend}>
              {week > 0 ? <a href={query(week - 1)}>{copy.weeks.previous}</a> : <span />}
              {week + 1 < weeks ? <a href={query(week + 1)}>{copy.weeks.next}</a> : <span />}
            </nav>
            {lead ? <DemoPrefilled copy={copy} lead={lead} newVisitorHref={`${path}?demo_kind=${kind}`} /> : children}
            <button type="submit" className={styles.submit}>
              {copy.submit}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
