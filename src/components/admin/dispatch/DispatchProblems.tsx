import { ProblemNotice } from '../shared/ProblemNotice.tsx';

interface Props {
  title: string;
  body: string;
  rows: { id: string; href: string; label: string; problems: string[] }[];
}

/** Why a batch was refused: each lead, linked, with every cell that would not fit. */
export function DispatchProblems({ title, body, rows }: Props) {
  return (
    <ProblemNotice title={title} body={body}>
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
    </ProblemNotice>
  );
}
