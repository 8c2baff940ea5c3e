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
  entries: TimelineEntry[];
  labels: { empty: string; by: string };
}

/**
 * One timeline of the lead (issue 34): the request, its mails, materials sent and opened,
 * shipments, status changes, activities and stages, oldest first.
 */
export function LeadTimeline({ entries, labels }: Props) {
  if (entries.length === 0) return <p>{labels.empty}</p>;
  return (
    <ol data-lead-timeline="" data-status-history="">
      {entries.map((entry) => (
        <li key={entry.id} data-kind={entry.kind}>
          {entry.when} {entry.text}
          {entry.by ? `（${labels.by}: ${entry.by}）` : null}
          {entry.details.map((line) => (
            <blockquote key={line}>{line}</blockquote>
          ))}
        </li>
      ))}
    </ol>
  );
}
