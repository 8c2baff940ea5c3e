import type { Selectable } from 'kysely';
import { WEBHOOK_JOB_KIND } from '../../domain/webhooks.ts';
import type { Db } from '../platform/db.server.ts';
import type {
  LeadStatusEventsTable,
  MaterialRequest,
  OutboxAttemptsTable,
  OutboxJobsTable,
} from '../platform/schema-leads.server.ts';
import { type LeadContactView, leadContactView } from './inbox.server.ts';
import { LEAD_JOB_KINDS } from './lead-jobs.server.ts';

export interface LeadJob {
  job: Selectable<OutboxJobsTable>;
  attempts: Selectable<OutboxAttemptsTable>[];
}

export interface LeadDetail {
  lead: MaterialRequest;
  /** The lead's phone, postal code and reading as staff read them. */
  contact: LeadContactView;
  jobs: LeadJob[];
  history: Selectable<LeadStatusEventsTable>[];
}

export async function getLeadDetail(db: Db, id: string): Promise<LeadDetail | undefined> {
  const lead = await db.selectFrom('material_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!lead) return undefined;
  // Its mails; its webhook deliveries have a panel of their own (listWebhookDeliveries).
  const jobs = await db
    .selectFrom('outbox_jobs')
    .selectAll()
    .where('request_id', '=', id)
    .where('kind', '<>', WEBHOOK_JOB_KIND)
    .orderBy('kind')
    .execute();
  const attempts =
    jobs.length === 0
      ? []
      : await db
          .selectFrom('outbox_attempts')
          .selectAll()
          .where(
            'job_id',
            'in',
            jobs.map((job) => job.id),
          )
          .orderBy('attempted_at')
          .execute();
  const history = await db
    .selectFrom('lead_status_events')
    .selectAll()
    .where('request_id', '=', id)
    .orderBy('created_at')
    .execute();
  // The staff notification first: it is the one the sales team relies on.
  const order = (kind: string) => (LEAD_JOB_KINDS as readonly string[]).indexOf(kind);
  return {
    lead,
    contact: leadContactView(lead),
    jobs: jobs
      .sort((a, b) => order(a.kind) - order(b.kind))
      .map((job) => ({ job, attempts: attempts.filter((a) => a.job_id === job.id) })),
    history,
  };
}
