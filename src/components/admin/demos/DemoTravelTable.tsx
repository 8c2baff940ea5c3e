import { type CardColumn, CardTable } from '../shared/CardTable.tsx';
import { RowAction } from '../shared/RowAction.tsx';

interface Row {
  from: string;
  to: string;
  fromName: string;
  toName: string;
  minutes: string;
  removeLabel: string;
}

interface Props {
  action: string;
  caption: string;
  columns: { from: string; to: string; minutes: string; actions: string };
  remove: string;
  rows: Row[];
  empty: string;
}

/** The travel matrix as entered: one row per pair (both directions), each removable. */
export function DemoTravelTable({ action, caption, columns, remove, rows, empty }: Props) {
  const cells: CardColumn<Row>[] = [
    { label: columns.from, isRowHeader: true, cell: (row) => row.fromName },
    { label: columns.to, cell: (row) => row.toName },
    { label: columns.minutes, cell: (row) => row.minutes },
    {
      label: columns.actions,
      cell: (row) => (
        <RowAction
          action={action}
          fields={{ intent: 'travel-remove', from: row.from, to: row.to }}
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
      rowKey={(row) => `${row.from}/${row.to}`}
      empty={empty}
      tableData={{ 'data-demo-travel': '' }}
    />
  );
}
