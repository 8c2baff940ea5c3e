import type { CardColumn } from '../shared/CardTable.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';

interface Row {
  id: string;
  href: string | null;
  name: string;
  /** 送付しました, or why nothing went. */
  outcome: string;
  sent: boolean;
}

interface Props {
  caption: string;
  columns: { lead: string; outcome: string };
  rows: Row[];
}

/** After 資料を送付 on a selection: each selected lead and whether it was sent to, or why not. */
export function SelectionSendResult({ caption, columns, rows }: Props) {
  const cells: CardColumn<Row>[] = [
    {
      label: columns.lead,
      isRowHeader: true,
      cell: (row) => (row.href ? <a href={row.href}>{row.name}</a> : row.name),
    },
    { label: columns.outcome, cell: (row) => row.outcome, cellData: (row) => ({ 'data-sent': String(row.sent) }) },
  ];
  return (
    <RecordTable
      caption={caption}
      columns={cells}
      rows={rows}
      empty=""
      table="data-selection-result"
      row="data-lead-id"
    />
  );
}
