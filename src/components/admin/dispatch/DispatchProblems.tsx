import { Notice } from '../shared/Notice.tsx';

interface Props {
  title: string;
  body: string;
  rows: { id: string; href: string; label: string; problems: string[] }[];
}

/** Why a batch was refused: each lead, linked, with every cell that would not fit. */
export function DispatchProblems({ title, body, rows }: Props) {
  return (
    <Notice tone="error">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{body}</p>
      <ul data-dispatch-problems="">
        {rows.map((row) => (
          <li key={row.id} data-lead-id={row.id}>
            <a href={row.href}>{row.label}</a>
            <ul>
              {row.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
