import type { DemoCopy } from '../../content/demo/index.ts';
import type { DemoManageState } from '../../domain/demo/manage-page.ts';
import styles from './DemoManage.module.css';
import { DemoSlots } from './DemoSlots.tsx';
import { whenLabel } from './demo-time.ts';

interface Props {
  state: DemoManageState;
  copy: DemoCopy;
  /** This page's path in its language. */
  path: string;
  /** The booking page in this language, offered when a link is gone. */
  bookHref: string;
}

/**
 * The lead's own change and cancel page, whole without JavaScript: the booking, the free times
 * to move it to (a POST form, weeks as links) or the cancellation to confirm; the result; or,
 * for a link used up or past, the page that says so and offers to book again.
 */
export function DemoManage({ state, copy, path, bookHref }: Props) {
  const m = copy.manage;
  const { booking, token, week, weeks } = state;
  const title = state.view === 'gone' ? m.gone.title : m.title;
  const query = (params: Record<string, string>) => `${path}?${new URLSearchParams({ t: token ?? '', ...params })}`;
  return (
    <section className={styles.page} aria-labelledby="demo-manage-title" data-demo-manage={state.view}>
      <h1 id="demo-manage-title" className={styles.title}>
        {title}
      </h1>
      {state.view === 'gone' ? (
        <>
          <p>{m.gone.body}</p>
          <p>
            <a className={styles.action} href={bookHref}>
              {m.gone.bookAgain}
            </a>
          </p>
        </>
      ) : null}
      {state.view === 'done' && state.done ? (
        <p className={styles.done} role="status">
          {m.done[state.done]}
        </p>
      ) : null}
      {booking ? (
        <dl className={styles.facts}>
          <dt>{copy.done.when}</dt>
          <dd data-demo-when="">{whenLabel(state.locale, booking.start)}</dd>
          <dt>{copy.done.kind}</dt>
          <dd>{copy.kind[booking.kind]}</dd>
        </dl>
      ) : null}
      {state.refusal ? (
        <p className={styles.refusal} role="alert" data-demo-refusal={state.refusal}>
          {copy.refused[state.refusal]}
        </p>
      ) : null}
      {state.view === 'cancel' && token ? (
        <form method="post" action={path} className={styles.form}>
          <h2 className={styles.subtitle}>{m.cancel.title}</h2>
          <p>{m.cancel.body}</p>
          <input type="hidden" name="t" value={token} />
          <input type="hidden" name="do" value="cancel" />
          <button type="submit" className={styles.danger}>
            {m.cancel.submit}
          </button>
          <a href={query({})}>{m.reschedule.title}</a>
        </form>
      ) : null}
      {state.view === 'change' && token ? (
        <form method="post" action={path} className={styles.form}>
          <h2 className={styles.subtitle}>{m.reschedule.title}</h2>
          <input type="hidden" name="t" value={token} />
          <input type="hidden" name="week" value={week} />
          <DemoSlots
            locale={state.locale}
            copy={copy}
            days={state.days}
            alternatives={state.alternatives}
            chosen={state.chosen}
          />
          <nav className={styles.weeks} aria-label={copy.slots.legend}>
            {week > 0 ? <a href={query({ week: String(week - 1) })}>{copy.weeks.previous}</a> : <span />}
            {week + 1 < weeks ? <a href={query({ week: String(week + 1) })}>{copy.weeks.next}</a> : <span />}
          </nav>
          <button type="submit" className={styles.submit}>
            {m.reschedule.submit}
          </button>
          <a href={query({ do: 'cancel' })}>{m.cancel.link}</a>
        </form>
      ) : null}
    </section>
  );
}
