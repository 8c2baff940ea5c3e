/**
 * The demo's mails as outbox job kinds (issue 44): `demo.lead-mail` (confirmation, reschedule,
 * cancellation and the two reminders, to the lead in its language) and `demo.staff-mail` (to the
 * person the demo is assigned to). `queueDemoMails` is called inside the booking's own
 * transaction (demo-booking.server.ts), so a booking change and its mails commit together or not
 * at all. The lead's change and cancel links are made when sent, by the route layer's
 * `DemoMailContext.demo` (it knows the site's address and paths); without it, no links.
 */
import { randomUUID } from 'node:crypto';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { type Mailer, messageIdDomain, type StaffMailConfig } from '../delivery/mail.server.ts';
import type { JobKind, JobKinds } from '../delivery/outbox.server.ts';
import type { Db } from '../platform/db.server.ts';
import {
  composeLeadDemoMail,
  composeStaffDemoMail,
  type DemoMailEvent,
  type DemoMailLead,
  type DemoMailPayload,
} from './demo-mail-compose.server.ts';

export const DEMO_LEAD_MAIL_JOB = 'demo.lead-mail';
export const DEMO_STAFF_MAIL_JOB = 'demo.staff-mail';

export interface DemoMailContext {
  db: Db;
  mailer: Mailer;
  staff: StaffMailConfig;
  /** The lead's links, made by the route layer (src/actions/demo-manage.ts). */
  demo?: DemoMailLinks | undefined;
}

/** The links a demo mail carries, absolute, in the lead's language. */
export interface DemoMailLinks {
  /** Pick another time, or cancel: used up by the next change of the booking. */
  manage(booking: { id: string; sequence: number }, locale: Locale): { reschedule: string; cancel: string };
  /** The lead's own booking page, after a cancellation. */
  bookAgain(requestId: string, locale: Locale): string;
}

/** The booking as it is now, as a mail payload for `event`. */
async function payloadOf(trx: Db, bookingId: string, event: DemoMailEvent): Promise<DemoMailPayload> {
  const row = await trx
    .selectFrom('demo_bookings')
    .select(['id', 'request_id', 'uid', 'sequence', 'starts_at', 'ends_at', 'kind', 'staff_id'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return {
    bookingId: row.id,
    requestId: row.request_id,
    event,
    uid: row.uid,
    sequence: row.sequence,
    start: Date.parse(row.starts_at),
    end: Date.parse(row.ends_at),
    kind: row.kind as DemoMailPayload['kind'],
    staffId: row.staff_id,
  };
}

async function insertJob(trx: Db, kind: string, payload: DemoMailPayload, now: Date): Promise<void> {
  const iso = now.toISOString();
  await trx
    .insertInto('outbox_jobs')
    .values({
      id: `demo-${randomUUID()}`,
      kind,
      payload: JSON.stringify(payload),
      request_id: payload.requestId,
      status: 'pending',
      attempts: 0,
      next_attempt_at: iso,
      locked_until: null,
      last_error: null,
      created_at: iso,
      updated_at: iso,
    })
    .execute();
}

/**
 * Queues the mails of a booking change, in the caller's transaction: the lead's, and for a
 * booking, a move or a cancellation the assigned person's too (both the old and the new person
 * when a move changed who takes it).
 */
export async function queueDemoMails(
  trx: Db,
  input: { bookingId: string; event: DemoMailEvent; now: Date; previousStaffId?: string | null },
): Promise<void> {
  const payload = await payloadOf(trx, input.bookingId, input.event);
  await insertJob(trx, DEMO_LEAD_MAIL_JOB, payload, input.now);
  if (input.event === 'reminder24' || input.event === 'reminder2') return;
  await insertJob(trx, DEMO_STAFF_MAIL_JOB, payload, input.now);
  if (input.previousStaffId && input.previousStaffId !== payload.staffId)
    await insertJob(
      trx,
      DEMO_STAFF_MAIL_JOB,
      { ...payload, event: 'cancelled', staffId: input.previousStaffId },
      input.now,
    );
}

async function leadOf(db: Db, requestId: string): Promise<DemoMailLead & { id: string }> {
  const row = await db
    .selectFrom('material_requests')
    .select(['id', 'name', 'email', 'organization', 'address', 'locale'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!row) throw new Error(`brochure request ${requestId} not found`);
  const locale: Locale = isLocale(row.locale) ? row.locale : 'ja';
  return { ...row, locale };
}

async function staffOf(db: Db, staffId: string, fallback: string) {
  const row = await db
    .selectFrom('admin_users')
    .select(['email', 'display_name', 'disabled'])
    .where('id', '=', staffId)
    .executeTakeFirst();
  return {
    name: row?.display_name || row?.email || fallback,
    email: row && !row.disabled ? row.email : fallback,
  };
}

const noop = async (): Promise<void> => {};

const leadJob: JobKind<DemoMailContext> = {
  handler: async (deps, job) => {
    const payload = JSON.parse(job.payload) as DemoMailPayload;
    if (payload.event === 'reminder24' || payload.event === 'reminder2') {
      // A reminder for a time that changed or was cancelled since it was queued says nothing true.
      const now = await deps.db
        .selectFrom('demo_bookings')
        .select(['status', 'sequence'])
        .where('id', '=', payload.bookingId)
        .executeTakeFirst();
      if (now?.status !== 'booked' || now.sequence !== payload.sequence) return noop;
    }
    const lead = await leadOf(deps.db, payload.requestId);
    // A lead without an address (an imported card, an erased request) gets no mail.
    if (!lead.email) return noop;
    const staff = await staffOf(deps.db, payload.staffId, deps.staff.notifyTo);
    const links = deps.demo
      ? {
          ...deps.demo.manage({ id: payload.bookingId, sequence: payload.sequence }, lead.locale),
          bookAgain: deps.demo.bookAgain(lead.id, lead.locale),
        }
      : null;
    const message = {
      ...composeLeadDemoMail(payload, lead, staff, links, Date.parse(job.created_at)),
      requestId: lead.id,
      messageId: `<${job.id}@${messageIdDomain()}>`,
    };
    return (signal) => deps.mailer.send(message, { signal });
  },
};

const staffJob: JobKind<DemoMailContext> = {
  handler: async (deps, job) => {
    const payload = JSON.parse(job.payload) as DemoMailPayload;
    if (payload.event === 'reminder24' || payload.event === 'reminder2') return noop;
    const lead = await leadOf(deps.db, payload.requestId);
    const staff = await staffOf(deps.db, payload.staffId, deps.staff.notifyTo);
    const message = {
      ...composeStaffDemoMail(
        { ...payload, event: payload.event },
        lead,
        staff,
        deps.staff.leadUrl(lead.id),
        Date.parse(job.created_at),
      ),
      requestId: lead.id,
      messageId: `<${job.id}@${messageIdDomain()}>`,
    };
    return (signal) => deps.mailer.send(message, { signal });
  },
};

/** Both kinds, for the composition root to register. */
export const demoMailJobKinds: JobKinds<DemoMailContext> = {
  [DEMO_LEAD_MAIL_JOB]: leadJob,
  [DEMO_STAFF_MAIL_JOB]: staffJob,
};
