import { AdminButton } from './AdminButton.tsx';
import { type CardColumn, CardTable } from './CardTable.tsx';
import styles from './LeadMatches.module.css';
import { StatusBadge } from './StatusBadge.tsx';

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
    caption: string;
    columns: {
      date: string;
      name: string;
      organization: string;
      status: string;
      reasons: string;
      order: string;
      action: string;
    };
    mark: string;
    duplicateOf: string;
    undo: string;
  };
}

/**
 * The lead page's 重複の可能性: the leads that share its e-mail, phone or organisation (either
 * way in time), each with a button that marks the lead on show as its duplicate; or, once
 * marked, the lead it repeats and the undo.
 */
export function LeadMatches({ action, matches, duplicateOf, error, labels }: Props) {
  const nameId = (match: Match) => `match-${match.id}-name`;
  const columns: CardColumn<Match>[] = [
    { label: labels.columns.date, cell: (match) => match.date },
    {
      label: labels.columns.name,
      isRowHeader: true,
      cell: (match) => (
        <a href={match.href} id={nameId(match)}>
          {match.name}
        </a>
      ),
    },
    { label: labels.columns.organization, cell: (match) => match.organization },
    { label: labels.columns.status, cell: (match) => <StatusBadge status={match.status} /> },
    { label: labels.columns.reasons, cell: (match) => match.reasons },
    {
      label: labels.columns.order,
      cell: (match) => match.order.label,
      cellData: (match) => ({ 'data-order': match.order.key }),
    },
    {
      label: labels.columns.action,
      className: styles.action,
      cell: (match) =>
        match.canMark ? (
          <form method="post" action={action}>
            <input type="hidden" name="intent" value="duplicate" />
            <input type="hidden" name="of" value={match.id} />
            <AdminButton tone="secondary" aria-describedby={nameId(match)}>
              {labels.mark}
            </AdminButton>
          </form>
        ) : null,
    },
  ];
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
      <CardTable
        name={{ caption: labels.caption }}
        columns={columns}
        rows={matches}
        rowKey={(match) => match.id}
        empty={labels.empty}
        tableData={{ 'data-match-table': '' }}
        rowData={(match) => ({ 'data-match-id': match.id })}
      />
    </div>
  );
}
