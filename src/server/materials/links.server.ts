/**
 * Sending brochures to a lead by personal link, and what a link does when opened. Each
 * brochure sent gets its own link `/materials/<token>`: 32 random bytes, stored only as their
 * SHA-256, pinned to the version it was sent with, until the lifetime set in /admin/settings
 * runs out. One mail in the lead's language carries the links (outbox job
 * `materials.links`, whose id comes from the form's key, so a form posted twice sends once);
 * the raw tokens live only in that job's payload, which retention clears after sending.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MATERIALS_NOTE_MAX_LENGTH, type SendProblem } from '../../domain/materials.ts';
import type { Db } from '../platform/db.server.ts';
import { queueLeadEvent } from '../webhooks/events.server.ts';
import { canReceiveMaterials, recordMaterialsSent } from './materials-sent.server.ts';
import { linkExpiry, readMaterialsSettings } from './materials-settings.server.ts';

export const MATERIALS_LINKS_JOB = 'materials.links';
export const MATERIALS_RENEWAL_JOB = 'materials.renewal';

/** The mail job's payload: everything the mail says, fixed when it was queued. */
export interface MaterialsLinksPayload {
  requestId: string;
  note: string | null;
  expiresAt: string;
  links: { title: string; url: string }[];
  /** The lead's own link to the demo booking page (体験・デモを予約する), beside the brochures'. */
  demoUrl?: string;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newToken = (): string => randomBytes(32).toString('base64url');

/** The outbox job id of one sending form (its key), so a repeated post finds the first. */
export const sendJobId = (requestId: string, formKey: string): string =>
  `materials-${createHash('sha256').update(`${requestId}\n${formKey}`).digest('hex').slice(0, 32)}`;

export type SendResult = { ok: true; links: number; repeated: boolean } | { ok: false; problem: SendProblem };

export async function sendMaterials(
  db: Db,
  input: {
    requestId: string;
    brochureIds: string[];
    note?: string | null;
    /** A random value the form carries; the same key sends once. */
    formKey: string;
    actor: { id: string; email: string };
    /** The absolute URL of a link (the route layer knows the site's address). */
    linkUrl: (token: string) => string;
    /** The lead's signed link to the demo booking page (the route layer signs it). */
    demoUrl?: (requestId: string) => string;
    ip?: string | null;
    now?: Date;
  },
): Promise<SendResult> {
  const now = input.now ?? new Date();
  const note = input.note?.trim() || null;
  if (note && note.length > MATERIALS_NOTE_MAX_LENGTH) return { ok: false, problem: 'note' };
  const ids = [...new Set(input.brochureIds)];
  if (ids.length === 0) return { ok: false, problem: 'noBrochures' };
  const jobId = sendJobId(input.requestId, input.formKey);
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('material_requests')
      .select(['id', 'status', 'review'])
      .where('id', '=', input.requestId)
      .executeTakeFirst();
    if (!lead) return { ok: false, problem: 'notFound' } as const;
    if (!canReceiveMaterials(lead)) return { ok: false, problem: lead.status === 'spam' ? 'spam' : 'review' } as const;
    const repeated = await trx.selectFrom('outbox_jobs').select('id').where('id', '=', jobId).executeTakeFirst();
    if (repeated) return { ok: true, links: 0, repeated: true } as const;
    const brochures = await trx
      .selectFrom('brochures')
      .select(['id', 'title', 'current_version_id'])
      .where('id', 'in', ids)
      .execute();
    if (brochures.length !== ids.length) return { ok: false, problem: 'unknownBrochure' } as const;
    brochures.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    const sent = await recordMaterialsSent(trx, {
      requestId: lead.id,
      method: 'link',
      actorId: input.actor.id,
      now,
      brochures: brochures.map((b) => ({ id: b.id, title: b.title })),
      ip: input.ip ?? null,
    });
    if (!sent.ok) return sent;
    const iso = now.toISOString();
    const expiresAt = linkExpiry(now, await readMaterialsSettings(trx)).toISOString();
    const links: MaterialsLinksPayload['links'] = [];
    for (const brochure of brochures) {
      const token = newToken();
      await trx
        .insertInto('material_links')
        .values({
          id: randomUUID(),
          token_hash: hashToken(token),
          request_id: lead.id,
          sent_id: sent.sentId,
          brochure_id: brochure.id,
          version_id: brochure.current_version_id,
          created_at: iso,
          expires_at: expiresAt,
          renewal_requested_at: null,
        })
        .execute();
      links.push({ title: brochure.title, url: input.linkUrl(token) });
    }
    const payload: MaterialsLinksPayload = {
      requestId: lead.id,
      note,
      expiresAt,
      links,
      ...(input.demoUrl ? { demoUrl: input.demoUrl(lead.id) } : {}),
    };
    await trx
      .insertInto('outbox_jobs')
      .values({
        id: jobId,
        kind: MATERIALS_LINKS_JOB,
        payload: JSON.stringify(payload),
        request_id: lead.id,
        status: 'pending',
        attempts: 0,
        next_attempt_at: iso,
        locked_until: null,
        last_error: null,
        created_at: iso,
        updated_at: iso,
      })
      .execute();
    return { ok: true, links: links.length, repeated: false } as const;
  });
}

/** What a link stands for when opened. */
export type LinkState =
  | {
      state: 'ok';
      linkId: string;
      requestId: string;
      versionId: string;
      title: string;
      locale: string;
      stamp: { name: string; organization: string; requestDate: string; requestNumber: string };
    }
  | { state: 'expired'; locale: string; renewalRequested: boolean }
  | { state: 'unknown' };

export async function resolveLink(db: Db, token: string, now: Date = new Date()): Promise<LinkState> {
  if (!TOKEN_PATTERN.test(token)) return { state: 'unknown' };
  const row = await db
    .selectFrom('material_links as l')
    .innerJoin('material_requests as m', 'm.id', 'l.request_id')
    .innerJoin('brochures as b', 'b.id', 'l.brochure_id')
    .select([
      'l.id',
      'l.request_id',
      'l.version_id',
      'l.expires_at',
      'l.renewal_requested_at',
      'b.title',
      'm.locale',
      'm.name',
      'm.organization',
      'm.request_date',
    ])
    .where('l.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.expires_at <= now.toISOString())
    return { state: 'expired', locale: row.locale, renewalRequested: row.renewal_requested_at !== null };
  return {
    state: 'ok',
    linkId: row.id,
    requestId: row.request_id,
    versionId: row.version_id,
    title: row.title,
    locale: row.locale,
    stamp: {
      name: row.name,
      organization: row.organization,
      requestDate: row.request_date,
      requestNumber: row.request_id,
    },
  };
}

/**
 * Records one download. The lead's first (the first signal of interest) queues
 * `lead.materials_opened`; the lead's row is written first so that two first downloads at
 * once are serialised and only one of them is first.
 */
export async function recordDownload(
  db: Db,
  link: { linkId: string; requestId: string },
  now: Date = new Date(),
): Promise<{ first: boolean }> {
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('material_requests')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', link.requestId)
      .execute();
    const earlier = await trx
      .selectFrom('material_downloads')
      .select('id')
      .where('request_id', '=', link.requestId)
      .limit(1)
      .executeTakeFirst();
    await trx
      .insertInto('material_downloads')
      .values({ id: randomUUID(), link_id: link.linkId, request_id: link.requestId, downloaded_at: iso })
      .execute();
    if (!earlier) await queueLeadEvent(trx, 'lead.materials_opened', link.requestId, now, undefined, { openedAt: iso });
    return { first: !earlier };
  });
}

/**
 * The expired page's button: tells the lead's owner (or the staff address when it has none)
 * once per link, by mail through the outbox, and sends nothing to the visitor. Answers the
 * same whatever the token, so it tells nothing about other links.
 */
export async function requestNewLink(db: Db, token: string, now: Date = new Date()): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  const iso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('material_links')
      .select(['id', 'request_id', 'expires_at'])
      .where('token_hash', '=', hashToken(token))
      .where('renewal_requested_at', 'is', null)
      .executeTakeFirst();
    if (!link || link.expires_at > iso) return;
    const claimed = await trx
      .updateTable('material_links')
      .set({ renewal_requested_at: iso })
      .where('id', '=', link.id)
      .where('renewal_requested_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    await trx
      .insertInto('outbox_jobs')
      .values({
        id: randomUUID(),
        kind: MATERIALS_RENEWAL_JOB,
        payload: JSON.stringify({ requestId: link.request_id, linkId: link.id }),
        request_id: link.request_id,
        status: 'pending',
        attempts: 0,
        next_attempt_at: iso,
        locked_until: null,
        last_error: null,
        created_at: iso,
        updated_at: iso,
      })
      .execute();
  });
}

/**
 * Deletion on request: a lead's links, download records, postal shipments and place in the post
 * queue go. The shipment and queue rows are dispatch's, but dispatch sits above leads and privacy
 * in the import DAG, so the materials record, which the tracking number completes, removes them
 * here.
 */
export async function removeLeadMaterials(trx: Db, requestIds: readonly string[]): Promise<void> {
  if (requestIds.length === 0) return;
  await trx.deleteFrom('material_downloads').where('request_id', 'in', requestIds).execute();
  await trx.deleteFrom('material_links').where('request_id', 'in', requestIds).execute();
  await trx.deleteFrom('lead_shipments').where('request_id', 'in', requestIds).execute();
  await trx.deleteFrom('lead_post_queue').where('request_id', 'in', requestIds).execute();
}

/**
 * Retention: a lead's links and download records go (personal data); the record that materials
 * went, by link or post, stays for the on-time and dispatch figures, without the parcel's
 * tracking number (it finds the parcel, and the parcel the person).
 */
export async function anonymiseLeadMaterials(trx: Db, requestIds: readonly string[]): Promise<void> {
  if (requestIds.length === 0) return;
  // An anonymised lead has no address left to post to.
  await trx.deleteFrom('lead_post_queue').where('request_id', 'in', requestIds).execute();
  await trx.deleteFrom('material_downloads').where('request_id', 'in', requestIds).execute();
  await trx.deleteFrom('material_links').where('request_id', 'in', requestIds).execute();
  await trx
    .updateTable('materials_sent')
    .set({ tracking_number: null })
    .where('request_id', 'in', requestIds)
    .execute();
  await trx
    .updateTable('lead_shipments')
    .set({ tracking_number: null })
    .where('request_id', 'in', requestIds)
    .where('tracking_number', 'is not', null)
    .execute();
}
