/**
 * One timeline of a lead (issue 34): the request, its mails (not webhooks), the materials sent
 * and opened, postal shipments, status changes, stages and activities, oldest first. Each source
 * is one indexed read by the lead's id; downloads are bounded (a link opened a hundred times is
 * one fact staff need, not a hundred).
 */
import type { TimelineEvent } from '../../domain/lead/timeline.ts';
import { WEBHOOK_JOB_KIND } from '../../domain/webhooks.ts';
import type { Db } from '../platform/db.server.ts';

const OPENS_SHOWN = 20;

const parseDetails = (text: string | null): Record<string, string> => {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
};

export async function leadTimeline(db: Db, id: string): Promise<TimelineEvent[]> {
  const lead = await db
    .selectFrom('material_requests')
    .select(['id', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!lead) return [];
  const [jobs, sent, opens, shipments, statuses, stages, activities, reasons] = await Promise.all([
    db
      .selectFrom('outbox_jobs')
      .select(['id', 'kind', 'status', 'created_at'])
      .where('request_id', '=', id)
      .where('kind', '<>', WEBHOOK_JOB_KIND)
      .execute(),
    db
      .selectFrom('materials_sent')
      .select(['id', 'method', 'tracking_number', 'actor_email', 'sent_at'])
      .where('request_id', '=', id)
      .execute(),
    db
      .selectFrom('material_downloads')
      .select(['id', 'downloaded_at'])
      .where('request_id', '=', id)
      .orderBy('downloaded_at')
      .limit(OPENS_SHOWN)
      .execute(),
    db
      .selectFrom('lead_shipments')
      .select(['id', 'tracking_number', 'shipped_at'])
      .where('request_id', '=', id)
      .where('shipped_at', 'is not', null)
      .execute(),
    db.selectFrom('lead_status_events').selectAll().where('request_id', '=', id).execute(),
    db.selectFrom('lead_stage_events').selectAll().where('request_id', '=', id).execute(),
    db.selectFrom('lead_activities').selectAll().where('request_id', '=', id).execute(),
    db.selectFrom('lost_reasons').select(['id', 'label']).execute(),
  ]);
  const reasonLabel = new Map(reasons.map((reason) => [reason.id, reason.label]));
  const events: TimelineEvent[] = [
    { id: `request-${lead.id}`, at: lead.created_at, actorEmail: null, kind: 'request' },
    ...jobs.map((job) => ({
      id: job.id,
      at: job.created_at,
      actorEmail: null,
      kind: 'mail' as const,
      mailKind: job.kind,
      status: job.status,
    })),
    ...sent.map((row) => ({
      id: row.id,
      at: row.sent_at,
      actorEmail: row.actor_email,
      kind: 'materials' as const,
      method: row.method,
      tracking: row.tracking_number,
    })),
    ...opens.map((row) => ({ id: row.id, at: row.downloaded_at, actorEmail: null, kind: 'open' as const })),
    ...shipments.map((row) => ({
      id: row.id,
      at: row.shipped_at ?? '',
      actorEmail: null,
      kind: 'shipment' as const,
      tracking: row.tracking_number,
    })),
    ...statuses.map((row) => ({
      id: row.id,
      at: row.created_at,
      actorEmail: row.actor_email,
      kind: 'status' as const,
      from: row.from_status,
      to: row.to_status,
      note: row.note,
    })),
    ...stages.map((row) => ({
      id: row.id,
      at: row.created_at,
      actorEmail: row.actor_email,
      kind: 'stage' as const,
      from: row.from_stage,
      to: row.to_stage,
      amountMonthly: row.amount_monthly,
      amountOnce: row.amount_once,
      lostReason: row.lost_reason_id ? (reasonLabel.get(row.lost_reason_id) ?? row.lost_reason_id) : null,
      lostNote: row.lost_note,
      details: parseDetails(row.details),
    })),
    ...activities.map((row) => ({
      id: row.id,
      at: row.created_at,
      actorEmail: row.actor_email,
      kind: 'activity' as const,
      activityKind: row.kind,
      note: row.note,
      nextStep: row.next_step,
      nextStepOn: row.next_step_on,
    })),
  ];
  return events.sort((a, b) => (a.at === b.at ? a.id.localeCompare(b.id) : a.at < b.at ? -1 : 1));
}
