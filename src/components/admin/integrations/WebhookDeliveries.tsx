import type { ReactNode } from 'react';
import { type CardColumn, CardTable } from '../shared/CardTable.tsx';
import styles from './WebhookDeliveries.module.css';

export interface WebhookDeliveryRow {
  id: string;
  when: string;
  event: string;
  /** The lead it is about (a link), or the sample's label for a テスト送信. */
  lead: { href: string; label: string } | { label: string };
  endpoint: string;
  /** `key` is the outbox state; `label` says it in words (a failure never by colour alone). */
  state: { key: string; label: string };
  attempts: number;
  next: string | null;
  error: string | null;
}

type Column = 'when' | 'event' | 'lead' | 'endpoint' | 'status' | 'attempts' | 'next' | 'error';

interface Props {
  name: { caption: string } | { labelledBy: string };
  rows: WebhookDeliveryRow[];
  /** Which columns, in order (the lead page leaves out the lead, the integrations page the endpoint). */
  show: Column[];
  labels: Record<Column, string> & { empty: string; none: string };
}

/** Webhook deliveries with their outcome: the integrations page per endpoint, and a lead's page. */
export function WebhookDeliveries({ name, rows, show, labels }: Props) {
  const cells: Record<Column, (row: WebhookDeliveryRow) => ReactNode> = {
    when: (row) => row.when,
    event: (row) => row.event,
    lead: (row) => ('href' in row.lead ? <a href={row.lead.href}>{row.lead.label}</a> : row.lead.label),
    endpoint: (row) => <code className={styles.url}>{row.endpoint}</code>,
    status: (row) => (
      <span className={styles.state} data-delivery-state={row.state.key}>
        {row.state.label}
      </span>
    ),
    attempts: (row) => row.attempts,
    next: (row) => row.next ?? labels.none,
    error: (row) => (row.error ? <code className={styles.error}>{row.error}</code> : labels.none),
  };
  const columns: CardColumn<WebhookDeliveryRow>[] = show.map((column) => ({
    label: labels[column],
    cell: cells[column],
    isRowHeader: column === 'when',
    className: column === 'when' || column === 'next' ? styles.time : undefined,
  }));
  return (
    <CardTable
      name={name}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={labels.empty}
      tableData={{ 'data-webhook-deliveries': '' }}
      rowData={(row) => ({ 'data-delivery': row.id, 'data-delivery-state': row.state.key })}
    />
  );
}
