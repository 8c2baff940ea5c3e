import { AdminButton } from '../shared/AdminButton.tsx';
import { CardTable } from '../shared/CardTable.tsx';

export interface DispatchBatchRow {
  batchId: string;
  date: string;
  format: string;
  count: number;
  shipped: number;
  tracked: number;
}

interface Props {
  headingId: string;
  /** Where 発送済み posts (the page, with its filter). */
  action: string;
  columns: { date: string; format: string; count: string; shipped: string; tracked: string };
  empty: string;
  markShipped: string;
  rows: DispatchBatchRow[];
}

/** Recent batches, and 発送済み for those with leads not yet marked. */
export function DispatchBatches({ headingId, action, columns, empty, markShipped, rows }: Props) {
  return (
    <CardTable
      name={{ labelledBy: headingId }}
      rows={rows}
      rowKey={(row) => row.batchId}
      empty={empty}
      tableData={{ 'data-dispatch-batches': '' }}
      rowData={(row) => ({ 'data-batch-id': row.batchId, 'data-shipped': String(row.shipped === row.count) })}
      columns={[
        { label: columns.date, cell: (row) => row.date, isRowHeader: true },
        { label: columns.format, cell: (row) => row.format },
        { label: columns.count, cell: (row) => row.count },
        {
          label: columns.shipped,
          cell: (row) =>
            row.shipped < row.count ? (
              <form method="post" action={action}>
                <input type="hidden" name="intent" value="shipped" />
                <input type="hidden" name="batch" value={row.batchId} />
                <AdminButton tone="secondary">
                  {markShipped}（{row.shipped}/{row.count}）
                </AdminButton>
              </form>
            ) : (
              `${row.shipped}/${row.count}`
            ),
        },
        { label: columns.tracked, cell: (row) => `${row.tracked}/${row.count}` },
      ]}
    />
  );
}
