import type { MaterialRequestStatus } from '../../../domain/lead/statuses.ts';

/**
 * A lead's status as staff read it: its stored status, or 重複 (key `duplicate`) for a lead
 * marked as a duplicate, which is stored as closed with a link (docs/product.md#duplicates).
 * A request waiting for review shows 要確認 (key `review`).
 * A duplicate moved on since (to spam, the one way out of closed) shows where it is now.
 */
export function leadStatusView(
  lead: { status: MaterialRequestStatus; duplicateOf: string | null; review?: boolean },
  labels: { statuses: Record<MaterialRequestStatus, string>; duplicate: string; review?: string },
): { key: string; label: string } {
  // 要確認 (review.server.ts) until staff release it or mark it as spam.
  if (lead.review && lead.status !== 'spam' && labels.review) return { key: 'review', label: labels.review };
  return lead.duplicateOf !== null && lead.status === 'closed'
    ? { key: 'duplicate', label: labels.duplicate }
    : { key: lead.status, label: labels.statuses[lead.status] };
}
