import styles from './LeadImportRows.module.css';

/** One row of the file as the preview shows it, every string already worded. */
export interface PreviewRow {
  line: number;
  ok: boolean;
  person: string[];
  contact: string[];
  address: string;
  consent: string;
  matches: { text: string; href: string | null; samePerson: boolean }[];
  problems: string[];
}

interface Props {
  caption: string;
  rows: PreviewRow[];
  labels: {
    line: string;
    person: string;
    contact: string;
    address: string;
    consent: string;
    matches: string;
    problems: string;
  };
}

/** One page of the file's rows as they will be stored, their matches and their problems. */
export function LeadImportRows({ caption, rows, labels }: Props) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-import-rows="">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.line}</th>
            <th scope="col">{labels.person}</th>
            <th scope="col">{labels.contact}</th>
            <th scope="col">{labels.address}</th>
            <th scope="col">{labels.consent}</th>
            <th scope="col">{labels.matches}</th>
            <th scope="col">{labels.problems}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.line}
              data-line={row.line}
              data-state={row.ok ? (row.matches.some((m) => m.samePerson) ? 'duplicate' : 'new') : 'rejected'}
            >
              <th scope="row">{row.line}</th>
              <td>
                {row.person.map((text) => (
                  <span key={text} className={styles.stack}>
                    {text}
                  </span>
                ))}
              </td>
              <td>
                {row.contact.map((text) => (
                  <span key={text} className={styles.stack}>
                    {text}
                  </span>
                ))}
              </td>
              <td>{row.address}</td>
              <td>{row.consent}</td>
              <td>
                {row.matches.map((match) => (
                  <span key={match.text} className={styles.stack} data-same-person={match.samePerson ? '' : undefined}>
                    {match.href ? <a href={match.href}>{match.text}</a> : match.text}
                  </span>
                ))}
              </td>
              <td className={styles.problems}>
                {row.problems.map((text) => (
                  <span key={text} className={styles.stack}>
                    {text}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
