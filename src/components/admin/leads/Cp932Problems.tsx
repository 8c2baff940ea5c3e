import { ProblemNotice } from '../shared/ProblemNotice.tsx';

interface Props {
  title: string;
  body: string;
  charsLabel: string;
  rows: {
    id: string;
    href: string;
    label: string;
    chars: string[];
    /** Which fields hold them, and the form that corrects them (宛名を直す, 宛先を直す), if any. */
    fields: string;
    fixes: { href: string; label: string }[];
  }[];
  more: string | null;
}

/**
 * Why a Shift_JIS export was refused: each lead with the characters CP932 cannot hold, the fields
 * holding them and the form that corrects them.
 */
export function Cp932Problems({ title, body, charsLabel, rows, more }: Props) {
  return (
    <ProblemNotice title={title} body={body}>
      <ul data-cp932-problems="">
        {rows.map((row) => (
          <li key={row.id} data-lead-id={row.id}>
            <a href={row.href}>{row.label}</a>（{charsLabel}: {row.chars.join(' ')}
            {row.fields ? `・${row.fields}` : null}）
            {row.fixes.map((fix) => (
              <span key={fix.href}>
                {' '}
                <a href={fix.href}>{fix.label}</a>
              </span>
            ))}
          </li>
        ))}
      </ul>
      {more ? <p>{more}</p> : null}
    </ProblemNotice>
  );
}
