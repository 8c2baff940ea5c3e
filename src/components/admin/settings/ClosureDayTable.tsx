import { type CardColumn, CardTable } from '../shared/CardTable.tsx';
import { RowAction } from '../shared/RowAction.tsx';

interface Row {
  /** 'YYYY-MM-DD' */
  day: string;
  /** `2026年12月29日（火）` */
  date: string;
  label: string;
  removeLabel: string;
}

interface Props {
  action: string;
  caption: string;
  columns: { day: string; label: string; actions: string };
  remove: string;
  rows: Row[];
  empty: string;
}

/** The closure days from today on, each with a button that removes it. */
export function ClosureDayTable({ action, caption, columns, remove, rows, empty }: Props) {
  const cells: CardColumn<Row>[] = [
    { label: columns.day, isRowHeader: true, cell: (row) => row.date },
    { label: columns.label, cell: (row) => row.label },
    {
      label: columns.actions,
      cell: (row) => (
        <RowAction
          action={action}
          fields={{ intent: 'closure-remove', day: row.day }}
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
      rowKey={(row) => row.day}
      empty={empty}
      tableData={{ 'data-closure-table': '' }}
      rowData={(row) => ({ 'data-closure-day': row.day })}
    />
  );
}
