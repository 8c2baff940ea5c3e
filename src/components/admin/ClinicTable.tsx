import styles from './ClinicTable.module.css';

interface Row {
  id: string;
  href: string;
  clinicName: string;
  address: string;
  services: string;
  doctor: string;
  status: { key: string; label: string };
}

interface Props {
  /** The table's heading ('registered clinics list'); also its accessible name. */
  title: string;
  columns: { clinicName: string; address: string; services: string; doctor: string; status: string; edit: string };
  editLabel: string;
  /** "Edit <name>" for screen readers, where every link would otherwise just say 編集. */
  editName: (name: string) => string;
  rows: Row[];
  empty: string;
}

/** The registered clinics; on narrow screens each row becomes a card (labels from data-label). */
export function ClinicTable({ title, columns, editLabel, editName, rows, empty }: Props) {
  return (
    <section className={styles.section} aria-labelledby="clinic-table-title">
      <h2 id="clinic-table-title" className={styles.title}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <div className={styles.wrap}>
          <table className={styles.table} data-clinic-table="" aria-labelledby="clinic-table-title">
            <thead>
              <tr>
                <th scope="col">{columns.clinicName}</th>
                <th scope="col">{columns.address}</th>
                <th scope="col">{columns.services}</th>
                <th scope="col">{columns.doctor}</th>
                <th scope="col">{columns.status}</th>
                <th scope="col">{columns.edit}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-clinic-id={row.id}>
                  <th scope="row" data-label={columns.clinicName}>
                    {row.clinicName}
                  </th>
                  <td data-label={columns.address}>{row.address}</td>
                  <td data-label={columns.services} className={styles.services}>
                    {row.services}
                  </td>
                  <td data-label={columns.doctor}>{row.doctor}</td>
                  <td data-label={columns.status}>
                    <span className={styles.badge} data-status={row.status.key}>
                      {row.status.label}
                    </span>
                  </td>
                  <td data-label={columns.edit}>
                    <a href={row.href} aria-label={editName(row.clinicName)}>
                      {editLabel}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
