import type { ReactNode } from 'react';
import styles from './CardTable.module.css';

type DataAttributes = Record<`data-${string}`, string>;

export interface CardColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** The column that names the row, announced with every other cell of it. */
  isRowHeader?: boolean;
  className?: string;
  /** Attributes a cell is styled or found by. */
  cellData?: (row: Row) => DataAttributes;
}

interface Props<Row> {
  /** A visually hidden caption, or the id of the visible heading that names the table. */
  name: { caption: string } | { labelledBy: string };
  columns: CardColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of an empty table. */
  empty: string;
  tableData?: DataAttributes;
  rowData?: (row: Row) => DataAttributes;
}

/**
 * An admin list as a table on wide screens and as one card per row on narrow ones, where each
 * cell shows its column's label (from data-label) beside its value.
 */
export function CardTable<Row>({ name, columns, rows, rowKey, empty, tableData, rowData }: Props<Row>) {
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <div className={styles.wrap}>
      <table
        className={styles.table}
        aria-labelledby={'labelledBy' in name ? name.labelledBy : undefined}
        {...tableData}
      >
        {'caption' in name && <caption className="visually-hidden">{name.caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)}>
              {columns.map((column) => {
                const Cell = column.isRowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.label}
                    scope={column.isRowHeader ? 'row' : undefined}
                    className={column.className}
                    data-label={column.label}
                    {...column.cellData?.(row)}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
