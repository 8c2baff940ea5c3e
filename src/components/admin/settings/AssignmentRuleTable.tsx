import type { CardColumn } from '../shared/CardTable.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import { RowAction } from '../shared/RowAction.tsx';
import styles from './AssignmentRuleTable.module.css';

interface Row {
  id: string;
  /** 1-based, the order the rules are tried in. */
  order: string;
  family: string;
  locale: string;
  region: string;
  /** Owner names; a disabled account is named as such. */
  owners: { id: string; name: string; disabled: boolean }[];
  first: boolean;
  last: boolean;
  labels: { up: string; down: string; remove: string };
}

interface Props {
  action: string;
  caption: string;
  columns: { order: string; family: string; locale: string; region: string; owners: string; actions: string };
  buttons: { up: string; down: string; remove: string };
  rows: Row[];
  empty: string;
}

/** The assignment rules in the order they are tried, each movable up or down and removable. */
export function AssignmentRuleTable({ action, caption, columns, buttons, rows, empty }: Props) {
  const cells: CardColumn<Row>[] = [
    { label: columns.order, isRowHeader: true, cell: (row) => row.order, className: styles.order },
    { label: columns.family, cell: (row) => row.family },
    { label: columns.locale, cell: (row) => row.locale },
    { label: columns.region, cell: (row) => row.region },
    {
      label: columns.owners,
      cell: (row) => (
        <ul className={styles.owners}>
          {row.owners.map((owner) => (
            <li key={owner.id} data-owner-disabled={owner.disabled ? '' : undefined}>
              {owner.name}
            </li>
          ))}
        </ul>
      ),
    },
    {
      label: columns.actions,
      cell: (row) => (
        <div className={styles.actions}>
          <RowAction
            action={action}
            fields={{ intent: 'rule-up', rule: row.id }}
            label={buttons.up}
            accessibleName={row.labels.up}
            disabled={row.first}
          />
          <RowAction
            action={action}
            fields={{ intent: 'rule-down', rule: row.id }}
            label={buttons.down}
            accessibleName={row.labels.down}
            disabled={row.last}
          />
          <RowAction
            action={action}
            fields={{ intent: 'rule-remove', rule: row.id }}
            label={buttons.remove}
            accessibleName={row.labels.remove}
            tone="danger"
          />
        </div>
      ),
    },
  ];
  return (
    <RecordTable
      caption={caption}
      columns={cells}
      rows={rows}
      empty={empty}
      table="data-rule-table"
      row="data-rule-id"
    />
  );
}
