import type { CardColumn } from '../shared/CardTable.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import { RowAction } from '../shared/RowAction.tsx';

export interface InvitationRow {
  id: string;
  email: string;
  role: string;
  /** Japan time, marked when past. */
  expires: string;
  expired: boolean;
}

interface Props {
  action: string;
  caption: string;
  rows: InvitationRow[];
  empty: string;
  labels: {
    columns: { email: string; role: string; expires: string; actions: string };
    resend: string;
    resendLabel: (email: string) => string;
    revoke: string;
    revokeLabel: (email: string) => string;
  };
}

/** Invitations not yet accepted, with their expiry and buttons to re-send (a new link) or revoke. */
export function InvitationTable({ action, caption, rows, empty, labels }: Props) {
  const columns: CardColumn<InvitationRow>[] = [
    { label: labels.columns.email, isRowHeader: true, cell: (row) => row.email },
    { label: labels.columns.role, cell: (row) => row.role },
    {
      label: labels.columns.expires,
      cell: (row) => row.expires,
      cellData: (row) => ({ 'data-expired': String(row.expired) }),
    },
    {
      label: labels.columns.actions,
      cell: (row) => (
        <Actions>
          <RowAction
            action={action}
            fields={{ intent: 'invitation-resend', invitation: row.id }}
            label={labels.resend}
            accessibleName={labels.resendLabel(row.email)}
          />
          <RowAction
            action={action}
            fields={{ intent: 'invitation-revoke', invitation: row.id }}
            label={labels.revoke}
            accessibleName={labels.revokeLabel(row.email)}
            tone="danger"
          />
        </Actions>
      ),
    },
  ];
  return (
    <RecordTable
      caption={caption}
      columns={columns}
      rows={rows}
      empty={empty}
      table="data-invitation-table"
      row="data-invitation"
      rowName={(row) => row.email}
    />
  );
}
