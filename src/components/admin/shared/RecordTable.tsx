import { type CardColumn, CardTable } from './CardTable.tsx';

interface Props<Row extends { id: string }> {
  /** The table's visually hidden caption. */
  caption: string;
  columns: CardColumn<Row>[];
  rows: Row[];
  /** Shown instead of an empty table. */
  empty: string;
  /** The attribute tests and styles find the table by, e.g. `data-lead-table`. */
  table: `data-${string}`;
  /** The attribute that names each row, e.g. `data-lead-id`: its record id unless `rowName` says otherwise. */
  row: `data-${string}`;
  rowName?: ((row: Row) => string) | undefined;
}

/** A card table of stored records (leads, news, rules, accounts): each row keyed by its id and named by an attribute. */
export function RecordTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  empty,
  table,
  row: rowAttribute,
  rowName = (row) => row.id,
}: Props<Row>) {
  return (
    <CardTable
      name={{ caption }}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={empty}
      tableData={{ [table]: '' }}
      rowData={(row) => ({ [rowAttribute]: rowName(row) })}
    />
  );
}
