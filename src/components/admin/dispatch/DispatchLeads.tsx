import type { dispatchCopy } from '../../../content/admin/dispatch.ts';
import { CardTable } from '../shared/CardTable.tsx';
import styles from './DispatchLeads.module.css';

export interface DispatchLeadRow {
  id: string;
  date: string;
  name: string;
  organization: string;
  postalCode: string | null;
  address: string;
  checked: boolean;
}

interface Props {
  copy: typeof dispatchCopy;
  rows: DispatchLeadRow[];
}

/**
 * The leads a batch would hold, each with its checkbox (`lead:<id>`, ticked unless the staff
 * member untied it before a refused post): unticking leaves a lead out of this batch.
 */
export function DispatchLeads({ copy, rows }: Props) {
  return (
    <CardTable
      name={{ caption: copy.leadsCaption }}
      rows={rows}
      rowKey={(row) => row.id}
      empty={copy.none}
      tableData={{ 'data-dispatch-leads': '' }}
      rowData={(row) => ({ 'data-lead-id': row.id })}
      columns={[
        {
          label: copy.columns.include,
          cell: (row) => (
            <input
              className={styles.check}
              type="checkbox"
              name={`lead:${row.id}`}
              value="1"
              defaultChecked={row.checked}
              aria-label={`${row.name}（${row.date}）`}
            />
          ),
        },
        { label: copy.columns.date, cell: (row) => row.date },
        { label: copy.columns.name, cell: (row) => row.name, isRowHeader: true },
        { label: copy.columns.organization, cell: (row) => row.organization },
        {
          label: copy.columns.address,
          cell: (row) => (
            <>
              <span className={styles.postal}>{row.postalCode ?? copy.noPostalCode}</span> {row.address}
            </>
          ),
        },
      ]}
    />
  );
}
