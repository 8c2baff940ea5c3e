import type { demoFeedCopy } from '../../content/admin/demo-feed.ts';

interface Props {
  /** The feed's URL, or null when the person has none. */
  url: string | null;
  action: string;
  done: 'made' | 'revoked' | null;
  labels: typeof demoFeedCopy;
}

/** One's own demo calendar feed on the account page: its URL, and forms to make, remake or end it. */
export function DemoFeed({ url, action, done, labels }: Props) {
  return (
    <div data-demo-feed={url ? 'on' : 'off'}>
      <p>{labels.lead}</p>
      {done ? <p role="status">{labels.done[done]}</p> : null}
      {url ? (
        <p>
          <label htmlFor="demo-feed-url">{labels.urlLabel}</label>
          <br />
          <input id="demo-feed-url" type="url" readOnly value={url} size={60} data-demo-feed-url="" />
        </p>
      ) : (
        <p>{labels.none}</p>
      )}
      <form method="post" action={action}>
        <input type="hidden" name="intent" value="regenerate" />
        <button type="submit">{url ? labels.regenerate : labels.make}</button>
      </form>
      {url ? (
        <form method="post" action={action}>
          <input type="hidden" name="intent" value="revoke" />
          <button type="submit">{labels.revoke}</button>
        </form>
      ) : null}
    </div>
  );
}
