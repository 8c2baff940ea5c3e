/**
 * What anonymising a lead removes outside its own row (retention.server.ts calls these inside
 * its transaction): the address quoted by delivery errors, and the lead as webhook bodies carried it.
 */
import { type Kysely, sql } from 'kysely';
import { WEBHOOK_JOB_KIND } from '../../domain/webhooks.ts';
import type { Database } from '../platform/schema.server.ts';

const SCRUBBED = '[匿名化済み]';

/** What a sent job's payload becomes once retention has cleared it. */
export const CLEARED_PAYLOAD = '{}';

/**
 * A bounce names the recipient, so a delivery error of a request's notification may quote its
 * address; that is replaced too.
 */
export async function scrubDeliveryErrors(db: Kysely<Database>, leads: { id: string; email: string }[]): Promise<void> {
  const emailByLead = new Map(leads.filter((lead) => lead.email !== '').map((lead) => [lead.id, lead.email]));
  if (emailByLead.size === 0) return;
  const jobs = await db
    .selectFrom('outbox_jobs')
    .select(['id', 'request_id'])
    .where('request_id', 'in', [...emailByLead.keys()])
    .where((eb) =>
      eb.or([
        eb('last_error', 'is not', null),
        eb.exists(
          eb
            .selectFrom('outbox_attempts')
            .select('outbox_attempts.id')
            .whereRef('outbox_attempts.job_id', '=', 'outbox_jobs.id')
            .where('outbox_attempts.error', 'is not', null),
        ),
      ]),
    )
    .execute();
  for (const job of jobs) {
    const email = job.request_id === null ? undefined : emailByLead.get(job.request_id);
    if (email === undefined) continue;
    await db
      .updateTable('outbox_jobs')
      .set({ last_error: sql<string>`replace(last_error, ${email}, ${SCRUBBED})` })
      .where('id', '=', job.id)
      .where('last_error', 'is not', null)
      .execute();
    await db
      .updateTable('outbox_attempts')
      .set({ error: sql<string>`replace(error, ${email}, ${SCRUBBED})` })
      .where('job_id', '=', job.id)
      .where('error', 'is not', null)
      .execute();
  }
}

/** What a webhook delivery still waiting records when its lead is anonymised first. */
export const ANONYMISED_BEFORE_DELIVERY = 'lead anonymised before delivery';

/**
 * A webhook delivery's body is the lead as it was sent (webhooks/events.server.ts): it is cleared with
 * the lead. One not yet delivered is not sent any more (its body is gone): it is marked failed.
 */
export async function clearWebhookBodies(db: Kysely<Database>, leadIds: string[], updatedAt: string): Promise<void> {
  const jobs = db.updateTable('outbox_jobs').where('kind', '=', WEBHOOK_JOB_KIND).where('request_id', 'in', leadIds);
  await jobs
    .set({
      status: 'failed',
      last_error: ANONYMISED_BEFORE_DELIVERY,
      locked_until: null,
      lease_token: null,
      updated_at: updatedAt,
    })
    .where('status', 'in', ['pending', 'sending'])
    .execute();
  await jobs.set({ payload: CLEARED_PAYLOAD }).where('payload', '<>', CLEARED_PAYLOAD).execute();
}
