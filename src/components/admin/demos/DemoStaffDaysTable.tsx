import { type CardColumn, CardTable } from '../shared/CardTable.tsx';
import { RowAction } from '../shared/RowAction.tsx';

interface Row {
  person: string;
  personName: string;
  day: string;
  date: string;
  hours: string;
  note: string;
  removeLabel: string;
}

interface Props {
  action: string;
  caption: string;
  columns: { person: string; day: string; hours: string; note: string; actions: string };
  remove: string;
  rows: Row[];
  empty: string;
}

/** The exceptions and absences from today on, each with a button that removes it. */
export function DemoStaffDaysTable({ action, caption, columns, remove, rows, empty }: Props) {
  const cells: CardColumn<Row>[] = [
    { label: columns.day, isRowHeader: true, cell: (row) => row.date },
    { label: columns.person, cell: (row) => row.personName },
    { label: columns.hours, cell: (row) => row.hours },
    { label: columns.note, cell: (row) => row.note },
    {
      label: columns.actions,
      cell: (row) => (
        <RowAction
          action={action}
          fields={{ intent: 'days-remove', person: row.person, day: row.day }}
          label={remove}
          accessibleName={row.removeLabel}
        />
      ),
    },
  ];
  return (
    <CardTable
      name={{ caption }}
      columns={cells}
      rows={rows}
      rowKey={(row) => `${row.person}/${row.day}`}
      empty={empty}
      tableData={{ 'data-demo-days': '' }}
    />
  );
}
