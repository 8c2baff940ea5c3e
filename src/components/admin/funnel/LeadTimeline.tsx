import styles from './LeadTimeline.module.css';

export interface TimelineEntry {
  id: string;
  /** Sorts the timeline (ISO-8601 UTC). */
  at: string;
  when: string;
  kind: 'request' | 'mail' | 'materials' | 'open' | 'shipment' | 'status' | 'stage' | 'activity';
  text: string;
  by: string | null;
  /** Further lines: a note, an amount, the next step. */
  details: string[];
}

interface Props {
  /** Oldest first, as the server reads them. */
  entries: TimelineEntry[];
  /** How many of the latest stay open; the older ones fold below them. */
  shown: number;
  labels: { empty: string; by: string; older: (count: number) => string };
}

const Entries = ({ entries, by }: { entries: TimelineEntry[]; by: string }) => (
  <ol className={styles.list}>
    {entries.map((entry) => (
      <li key={entry.id} data-kind={entry.kind}>
        {entry.when} {entry.text}
        {entry.by ? `（${by}: ${entry.by}）` : null}
        {entry.details.map((line) => (
          <blockquote key={line}>{line}</blockquote>
        ))}
      </li>
    ))}
  </ol>
);

/**
 * One timeline of the lead (issue 34): the request, its mails, materials sent and opened,
 * shipments, status changes, activities and stages. Newest first: the latest `shown` open, the
 * older ones folded under them (issue 42: the conversation first).
 */
export function LeadTimeline({ entries, shown, labels }: Props) {
  if (entries.length === 0) return <p>{labels.empty}</p>;
  // Newest first; the request stays the oldest of the moment it shares with its own mails.
  const newest = entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        b.entry.at.localeCompare(a.entry.at) ||
        Number(a.entry.kind === 'request') - Number(b.entry.kind === 'request') ||
        b.index - a.index,
    )
    .map(({ entry }) => entry);
  const older = newest.slice(shown);
  return (
    <div data-lead-timeline="" data-status-history="">
      <Entries entries={newest.slice(0, shown)} by={labels.by} />
      {older.length > 0 ? (
        <details className={styles.older} data-timeline-older="">
          <summary>{labels.older(older.length)}</summary>
          <Entries entries={older} by={labels.by} />
        </details>
      ) : null}
    </div>
  );
}
