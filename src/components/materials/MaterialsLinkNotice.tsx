import styles from './MaterialsLinkNotice.module.css';

interface Props {
  title: string;
  body: string;
  /** The expired link's button (a POST to the same address), or the line once it was pressed. */
  renew?: { action: string; label: string } | { done: string } | undefined;
  /** Where to ask for the materials again. */
  requestForm?: { href: string; label: string } | undefined;
  state: 'expired' | 'unknown' | 'busy';
}

/** What a personal link shows when it cannot give the brochure: why, and what to do next. */
export function MaterialsLinkNotice({ title, body, renew, requestForm, state }: Props) {
  return (
    <section className={styles.notice} data-materials-link={state} aria-labelledby="materials-link-title">
      <h1 id="materials-link-title">{title}</h1>
      <p>{body}</p>
      {renew && 'done' in renew ? (
        <p role="status" data-renewal-requested="">
          {renew.done}
        </p>
      ) : renew ? (
        <form method="post" action={renew.action}>
          <input type="hidden" name="intent" value="renew" />
          <button className={styles.button} type="submit">
            {renew.label}
          </button>
        </form>
      ) : null}
      {requestForm ? (
        <p>
          <a href={requestForm.href}>{requestForm.label}</a>
        </p>
      ) : null}
    </section>
  );
}
