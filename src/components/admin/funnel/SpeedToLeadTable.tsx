import styles from './FunnelTable.module.css';

interface Props {
  caption: string;
  labels: { owner: string; touched: string; median: string };
  rows: { key: string; owner: string; touched: number; median: string }[];
  empty: string;
}

/** Speed to lead per owner (issue 34): how many were touched and the median business minutes. */
export function SpeedToLeadTable({ caption, labels, rows, empty }: Props) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-speed-to-lead="">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.owner}</th>
            <th scope="col">{labels.touched}</th>
            <th scope="col">{labels.median}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.owner}</th>
              <td>{row.touched}</td>
              <td>{row.median}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
