import { ProblemNotice } from '../shared/ProblemNotice.tsx';

interface Props {
  title: string;
  body: string;
  rows: {
    id: string;
    href: string;
    label: string;
    problems: string[];
    /** The forms that correct them: 宛名を直す, 宛先を直す (issue 42). */
    fixes: { key: string; href: string; label: string }[];
  }[];
}

/** Why a batch was refused: each lead, linked, with every cell that would not fit and where to correct it. */
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
            {row.fixes.length > 0 ? (
              <p>
                {row.fixes.map((fix, index) => (
                  <span key={fix.key}>
                    {index > 0 ? '　' : null}
                    <a href={fix.href} data-dispatch-fix={fix.key}>
                      {fix.label}
                    </a>
                  </span>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </ProblemNotice>
  );
}
