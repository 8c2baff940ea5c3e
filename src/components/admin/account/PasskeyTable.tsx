import { AdminButton } from '../shared/AdminButton.tsx';
import { CardTable } from '../shared/CardTable.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { formatDateTime } from '../shared/format.ts';
import { RowAction } from '../shared/RowAction.tsx';
import styles from './PasskeyTable.module.css';

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

interface Props {
  action: string;
  rows: PasskeyRow[];
  nameMax: number;
  labels: {
    caption: string;
    columns: { name: string; created: string; lastUsed: string; actions: string };
    empty: string;
    neverUsed: string;
    rename: string;
    renameLabel: (name: string) => string;
    remove: string;
    removeLabel: (name: string) => string;
  };
}

/** One's passkeys by name: each renamed or removed by a form of its own. */
export function PasskeyTable({ action, rows, nameMax, labels }: Props) {
  return (
    <CardTable
      name={{ caption: labels.caption }}
      rows={rows}
      rowKey={(row) => row.id}
      empty={labels.empty}
      tableData={{ 'data-passkey-table': '' }}
      rowData={(row) => ({ 'data-passkey': row.name })}
      columns={[
        { label: labels.columns.name, isRowHeader: true, cell: (row) => row.name },
        { label: labels.columns.created, cell: (row) => formatDateTime(row.createdAt) },
        {
          label: labels.columns.lastUsed,
          cell: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt) : labels.neverUsed),
        },
        {
          label: labels.columns.actions,
          cell: (row) => (
            <Actions>
              <form className={styles.rename} method="post" action={action}>
                <input type="hidden" name="intent" value="passkey-rename" />
                <input type="hidden" name="passkey" value={row.id} />
                <input
                  name="name"
                  type="text"
                  required
                  maxLength={nameMax}
                  defaultValue={row.name}
                  aria-label={labels.renameLabel(row.name)}
                />
                <AdminButton tone="secondary">{labels.rename}</AdminButton>
              </form>
              <RowAction
                action={action}
                fields={{ intent: 'passkey-remove', passkey: row.id }}
                label={labels.remove}
                accessibleName={labels.removeLabel(row.name)}
                tone="danger"
              />
            </Actions>
          ),
        },
      ]}
    />
  );
}
