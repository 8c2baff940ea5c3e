import { AdminButton } from '../shared/AdminButton.tsx';
import { Notice } from '../shared/Notice.tsx';
import styles from './ClickPostParts.module.css';

interface Props {
  /** Where each part posts (the page, with its filter). */
  action: string;
  batchId: string;
  /** 内容品, posted back so each part is written as the batch was. */
  item: string;
  title: string;
  body: string;
  after: string;
  parts: { part: number; label: string }[];
}

/** A Click Post batch over 40 leads: one download form per part, in order. */
export function ClickPostParts({ action, batchId, item, title, body, after, parts }: Props) {
  return (
    <Notice tone="success">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{body}</p>
      <ol className={styles.parts} data-click-post-parts={batchId}>
        {parts.map(({ part, label }) => (
          <li key={part}>
            <form method="post" action={action}>
              <input type="hidden" name="intent" value="part" />
              <input type="hidden" name="batch" value={batchId} />
              <input type="hidden" name="part" value={part} />
              <input type="hidden" name="item" value={item} />
              <AdminButton tone="secondary" data-click-post-part={part}>
                {label}
              </AdminButton>
            </form>
          </li>
        ))}
      </ol>
      <p>{after}</p>
    </Notice>
  );
}
