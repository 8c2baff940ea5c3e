import { type CardColumn, CardTable } from '../shared/CardTable.tsx';
import { StatusBadge } from '../shared/StatusBadge.tsx';
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

/** The registered clinics, published and draft, under their heading. */
export function ClinicTable({ title, columns, editLabel, editName, rows, empty }: Props) {
  const cells: CardColumn<Row>[] = [
    { label: columns.clinicName, isRowHeader: true, cell: (row) => row.clinicName },
    { label: columns.address, cell: (row) => row.address },
    { label: columns.services, className: styles.services, cell: (row) => row.services },
    { label: columns.doctor, cell: (row) => row.doctor },
    { label: columns.status, cell: (row) => <StatusBadge status={row.status} /> },
    {
      label: columns.edit,
      cell: (row) => (
        <a href={row.href} aria-label={editName(row.clinicName)}>
          {editLabel}
        </a>
      ),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="clinic-table-title">
      <h2 id="clinic-table-title" className={styles.title}>
        {title}
      </h2>
      <CardTable
        name={{ labelledBy: 'clinic-table-title' }}
        columns={cells}
        rows={rows}
        rowKey={(row) => row.id}
        empty={empty}
        tableData={{ 'data-clinic-table': '' }}
        rowData={(row) => ({ 'data-clinic-id': row.id })}
      />
    </section>
  );
}
