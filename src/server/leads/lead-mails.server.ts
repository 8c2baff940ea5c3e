/**
 * The two mails of a brochure request as outbox job kinds (`lead.staff_notification`,
 * `lead.auto_reply`, queued with the request by leads.server.ts): each job reads its lead and
 * composes its mail (delivery/mail.server.ts) when it runs, then sends it through the mailer.
 */

import {
  composeAutoReply,
  composeStaffNotification,
  type Mailer,
  type MailMessage,
  messageIdDomain,
  type StaffMailConfig,
} from '../delivery/mail.server.ts';
import type { JobKind, JobKinds } from '../delivery/outbox.server.ts';
import type { Db } from '../platform/db.server.ts';
import { LEAD_JOB_KINDS, type LeadJobKind } from './lead-jobs.server.ts';
import { getBrochureRequest } from './leads.server.ts';

export interface LeadMailDeps {
  db: Db;
  staff: StaffMailConfig;
}

/** The mail one lead job stands for; throws when it cannot be composed (the outbox retries). */
export async function composeLeadMail(
  deps: LeadMailDeps,
  kind: LeadJobKind,
  payload: unknown,
  jobId?: string,
): Promise<MailMessage> {
  const requestId = (payload as { requestId?: unknown } | null)?.requestId;
  if (typeof requestId !== 'string') throw new Error('payload has no requestId');
  const lead = await getBrochureRequest(deps.db, requestId);
  if (!lead) throw new Error(`brochure request ${requestId} not found`);
  const message =
    kind === 'lead.staff_notification' ? composeStaffNotification(lead, deps.staff) : composeAutoReply(lead);
  // One Message-ID per outbox job: if a crash between the SMTP server's acceptance and our
  // record of it makes the job run again, mail systems see the same message, not a new one.
  return { ...message, requestId, ...(jobId ? { messageId: `<${jobId}@${messageIdDomain()}>` } : {}) };
}

/** What a lead mail job needs from the worker: the database, the mailer and the staff's address. */
export interface LeadMailJobContext extends LeadMailDeps {
  mailer: Mailer;
}

const leadMailJob: JobKind<LeadMailJobContext> = {
  handler: async (deps, job) => {
    const message = await composeLeadMail(deps, job.kind as LeadJobKind, JSON.parse(job.payload), job.id);
    return (signal) => deps.mailer.send(message, { signal });
  },
};

/** Both lead mail kinds, for the composition root to register (default retry waits). */
export const leadMailJobKinds: JobKinds<LeadMailJobContext> = Object.fromEntries(
  LEAD_JOB_KINDS.map((kind) => [kind, leadMailJob]),
);
