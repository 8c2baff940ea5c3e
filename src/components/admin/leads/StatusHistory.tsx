interface Props {
  entries: { id: string; when: string; change: string; by: string | null; note: string | null }[];
  labels: { empty: string; by: string };
}

/** Who moved the lead from which state to which, when, and why. */
export function StatusHistory({ entries, labels }: Props) {
  if (entries.length === 0) return <p>{labels.empty}</p>;
  return (
    <ol data-status-history="">
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.when} {entry.change}
          {entry.by ? `（${labels.by}: ${entry.by}）` : null}
          {entry.note ? <blockquote>{entry.note}</blockquote> : null}
        </li>
      ))}
    </ol>
  );
}
