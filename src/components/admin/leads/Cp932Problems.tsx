import { ProblemNotice } from '../shared/ProblemNotice.tsx';

interface Props {
  title: string;
  body: string;
  charsLabel: string;
  rows: { id: string; href: string; label: string; chars: string[] }[];
  more: string | null;
}

/** Why a Shift_JIS export was refused: each lead with the characters CP932 cannot hold. */
export function Cp932Problems({ title, body, charsLabel, rows, more }: Props) {
  return (
    <ProblemNotice title={title} body={body}>
      <ul data-cp932-problems="">
        {rows.map((row) => (
          <li key={row.id}>
            <a href={row.href}>{row.label}</a>（{charsLabel}: {row.chars.join(' ')}）
          </li>
        ))}
      </ul>
      {more ? <p>{more}</p> : null}
    </ProblemNotice>
  );
}
