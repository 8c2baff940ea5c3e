import type { CardColumn } from '../shared/CardTable.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import rowStyles from '../shared/RowAction.module.css';
import { RowAction } from '../shared/RowAction.tsx';
import styles from './AccountTable.module.css';
import { RoleForm } from './RoleForm.tsx';

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  role: string;
  roleLabel: string;
  /** `認証アプリ、回復コード 残り10`, or the "none" label. */
  factors: string;
  hasFactor: boolean;
  lastLogin: string;
  disabled: boolean;
  state: string;
  /** The signed-in admin's own row: no actions (the account page is for oneself). */
  self: boolean;
}

interface Props {
  action: string;
  caption: string;
  rows: AccountRow[];
  roles: { value: string; label: string }[];
  labels: {
    columns: {
      name: string;
      email: string;
      role: string;
      factors: string;
      lastLogin: string;
      state: string;
      actions: string;
    };
    you: string;
    changeRole: string;
    roleLabel: (name: string) => string;
    changeRoleLabel: (name: string) => string;
    disable: string;
    disableLabel: (name: string) => string;
    enable: string;
    enableLabel: (name: string) => string;
    resetFactors: string;
    resetFactorsLabel: (name: string) => string;
    sendReset: string;
    sendResetLabel: (name: string) => string;
  };
}

/** Every account with its role, second factors, last sign-in and state, and what an admin may do to it. */
export function AccountTable({ action, caption, rows, roles, labels }: Props) {
  const columns: CardColumn<AccountRow>[] = [
    {
      label: labels.columns.name,
      isRowHeader: true,
      cell: (row) => (row.self ? `${row.name}${labels.you}` : row.name),
    },
    { label: labels.columns.email, cell: (row) => row.email },
    { label: labels.columns.role, cell: (row) => row.roleLabel },
    {
      label: labels.columns.factors,
      cell: (row) => row.factors,
      cellData: (row) => ({ 'data-has-factor': String(row.hasFactor) }),
    },
    { label: labels.columns.lastLogin, cell: (row) => row.lastLogin },
    {
      label: labels.columns.state,
      cell: (row) => row.state,
      cellData: (row) => ({ 'data-state': row.disabled ? 'disabled' : 'active' }),
    },
    {
      label: labels.columns.actions,
      cell: (row) =>
        row.self ? null : (
          <div className={`${rowStyles.row} ${styles.actions}`}>
            <RoleForm
              action={action}
              userId={row.id}
              current={row.role}
              roles={roles}
              label={labels.roleLabel(row.name)}
              submit={labels.changeRole}
              submitLabel={labels.changeRoleLabel(row.name)}
            />
            <RowAction
              action={action}
              fields={{ intent: row.disabled ? 'enable' : 'disable', user: row.id }}
              label={row.disabled ? labels.enable : labels.disable}
              accessibleName={(row.disabled ? labels.enableLabel : labels.disableLabel)(row.name)}
              tone={row.disabled ? 'secondary' : 'danger'}
            />
            {row.disabled ? null : (
              <RowAction
                action={action}
                fields={{ intent: 'send-reset', user: row.id }}
                label={labels.sendReset}
                accessibleName={labels.sendResetLabel(row.name)}
              />
            )}
            {row.hasFactor ? (
              <RowAction
                action={action}
                fields={{ intent: 'reset-factors', user: row.id }}
                label={labels.resetFactors}
                accessibleName={labels.resetFactorsLabel(row.name)}
                tone="danger"
              />
            ) : null}
          </div>
        ),
    },
  ];
  return (
    <RecordTable
      caption={caption}
      columns={columns}
      rows={rows}
      empty=""
      table="data-account-table"
      row="data-account"
      rowName={(row) => row.email}
    />
  );
}
