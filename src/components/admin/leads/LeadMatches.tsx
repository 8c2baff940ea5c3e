import { AdminButton } from '../shared/AdminButton.tsx';
import { StatusBadge } from '../shared/StatusBadge.tsx';
import styles from './LeadMatches.module.css';

interface Match {
  id: string;
  href: string;
  date: string;
  name: string;
  organization: string;
  status: { key: string; label: string };
  /** The keys that matched, as staff read them (`メールアドレス・電話番号`). */
  reasons: string;
  /** Whether this lead matched it on arrival (`earlier`) or it matched this lead (`later`). */
  order: { key: 'earlier' | 'later'; label: string };
  /** Offer to mark the lead on show as a duplicate of this one (posts `intent=duplicate`, `of`). */
  canMark: boolean;
}

interface Props {
  action: string;
  matches: Match[];
  /** Set when the lead on show is marked as a duplicate: the lead it repeats, and the undo. */
  duplicateOf: { href: string; label: string; undoHint: string | null } | null;
  error: string | null;
  labels: {
    intro: string;
    empty: string;
    list: string;
    date: string;
    status: string;
    reasons: string;
    mark: string;
    duplicateOf: string;
    undo: string;
  };
}

/**
 * The lead page's 重複の可能性: the leads that share its e-mail, phone or organisation (either
 * way in time), each with a button that marks the lead on show as its duplicate; or, once
 * marked, the lead it repeats and the undo. A list rather than a table: the lead page is
 * narrow, and each match is read as one record, not compared column by column.
 */
export function LeadMatches({ action, matches, duplicateOf, error, labels }: Props) {
  return (
    <div className={styles.matches} data-lead-matches="">
      {error ? (
        <p id="duplicate-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {duplicateOf ? (
        <div className={styles.original} data-duplicate-of="">
          <p>
            {labels.duplicateOf} <a href={duplicateOf.href}>{duplicateOf.label}</a>
          </p>
          <form method="post" action={action} className={styles.undo}>
            <input type="hidden" name="intent" value="undo-duplicate" />
            <AdminButton tone="secondary" aria-describedby={duplicateOf.undoHint ? 'undo-duplicate-hint' : undefined}>
              {labels.undo}
            </AdminButton>
            {duplicateOf.undoHint ? (
              <p id="undo-duplicate-hint" className={styles.hint}>
                {duplicateOf.undoHint}
              </p>
            ) : null}
          </form>
        </div>
      ) : null}
      <p>{labels.intro}</p>
      {matches.length === 0 ? (
        <p>{labels.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={labels.list}>
          {matches.map((match) => (
            <li key={match.id} className={styles.match} data-match-id={match.id} data-order={match.order.key}>
              <div className={styles.record}>
                <p className={styles.who}>
                  <a href={match.href} id={`match-${match.id}-name`}>
                    {match.name}
                  </a>
                  {match.organization ? <span>{match.organization}</span> : null}
                </p>
                <dl className={styles.facts}>
                  <div>
                    <dt>{labels.date}</dt>
                    <dd>
                      {match.date}（{match.order.label}）
                    </dd>
                  </div>
                  <div>
                    <dt>{labels.status}</dt>
                    <dd>
                      <StatusBadge status={match.status} />
                    </dd>
                  </div>
                  <div>
                    <dt>{labels.reasons}</dt>
                    <dd data-reasons="">{match.reasons}</dd>
                  </div>
                </dl>
              </div>
              {match.canMark ? (
                <form method="post" action={action}>
                  <input type="hidden" name="intent" value="duplicate" />
                  <input type="hidden" name="of" value={match.id} />
                  <AdminButton tone="secondary" aria-describedby={`match-${match.id}-name`}>
                    {labels.mark}
                  </AdminButton>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
