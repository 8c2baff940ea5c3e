/**
 * The digest as an outbox job kind (`digest.owner`, queued by digest.server.ts): read the
 * payload chosen at 9:00, the account and its leads as they are now, and compose the mail;
 * nothing is sent when nothing is left to remind of.
 */
import { type Mailer, type MailMessage, messageIdDomain, type StaffMailConfig } from '../delivery/mail.server.ts';
import type { JobKind } from '../delivery/outbox.server.ts';
import type { Db } from '../platform/db.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import { composeDigest, type DigestContent, type DigestLead, type DigestPayload } from './digest.server.ts';
import { firstOpenings } from './digest-leads.server.ts';

/** Leads read per query when a digest is composed. */
export const DIGEST_READ_CHUNK = 1_000;

function parsePayload(text: string): DigestPayload {
  const value = JSON.parse(text) as Partial<DigestPayload> | null;
  const ids = (list: unknown): string[] =>
    Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  if (typeof value?.day !== 'string' || typeof value.userId !== 'string')
    throw new Error('digest payload has no day or user');
  return {
    day: value.day,
    userId: value.userId,
    leads: {
      own: ids(value.leads?.own),
      // Digests queued before the materials section have none.
      materials: ids(value.leads?.materials),
      unassigned: ids(value.leads?.unassigned),
      overdue: ids(value.leads?.overdue),
      // Only digests that list warm leads have them.
      warm: ids(value.leads?.warm),
      nextSteps: ids(value.leads?.nextSteps),
    },
    ...(isTotals(value.totals) ? { totals: value.totals } : {}),
  };
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** Whether a payload's totals are whole; a digest queued before them has none. */
function isTotals(value: unknown): value is NonNullable<DigestPayload['totals']> {
  const t = value as Partial<NonNullable<DigestPayload['totals']>> | null | undefined;
  return (
    isCount(t?.own) &&
    isCount(t.materials) &&
    isCount(t.unassigned) &&
    isCount(t.overdue) &&
    isCount(t.marks?.overdue) &&
    isCount(t.marks.dueToday)
  );
}

/**
 * The mail a digest job stands for, read now: the account and the leads its payload names.
 * Undefined when there is nothing to send any more (the account was disabled or removed, or
 * every lead was deleted on request since); throws when it cannot be composed (the outbox
 * retries).
 */
export async function composeDigestJob(
  deps: { db: Db; staff: Pick<StaffMailConfig, 'leadUrl'> },
  job: { id: string; payload: string },
  options: { chunk?: number } = {},
): Promise<MailMessage | undefined> {
  const payload = parsePayload(job.payload);
  const account = await deps.db
    .selectFrom('admin_users')
    .select(['email', 'display_name', 'role', 'disabled'])
    .where('id', '=', payload.userId)
    .executeTakeFirst();
  if (!account || account.disabled) return undefined;
  const { own, materials, unassigned, overdue, warm = [], nextSteps = [] } = payload.leads;
  const ids = [...new Set([...own, ...materials, ...unassigned, ...overdue, ...warm, ...nextSteps])];
  const rows = [];
  // In bounded chunks: one IN list of every id fails past SQLite's 32,766 variables and
  // PostgreSQL's 65,535 bind parameters, and a backlog can name more leads than either.
  const chunk = options.chunk ?? DIGEST_READ_CHUNK;
  for (let start = 0; start < ids.length; start += chunk) {
    rows.push(
      ...(await deps.db
        .selectFrom('material_requests')
        .leftJoin('admin_users', 'admin_users.id', 'material_requests.owner_id')
        .select([
          'material_requests.id',
          'material_requests.name',
          'material_requests.organization',
          'material_requests.product',
          'material_requests.due_at',
          'material_requests.materials_sent_at',
          'admin_users.display_name',
        ])
        .where('material_requests.id', 'in', ids.slice(start, start + chunk))
        .execute()),
    );
  }
  // A lead whose materials went out since 9:00 no longer owes them: left out of that section.
  const stillOwed = new Set(rows.filter((row) => row.materials_sent_at === null).map((row) => row.id));
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        organization: row.organization,
        product: row.product,
        dueAt: row.due_at,
        owner: row.display_name ?? null,
      } satisfies DigestLead,
    ]),
  );
  // In the order chosen at 9:00; a lead deleted since is left out.
  const pick = (list: string[]) => list.flatMap((id) => byId.get(id) ?? []);
  // A warm lead shows when it opened; one whose download records went since (deleted) is left out.
  const opened = await firstOpenings(deps.db, warm, chunk);
  const warmLeads = pick(warm).flatMap((lead) => {
    const openedAt = opened.get(lead.id);
    return openedAt === undefined ? [] : [{ ...lead, openedAt }];
  });
  // Counts only for sections the payload cut short: a whole one is counted from its leads as they
  // are now, as before (a lead deleted or sent since 9:00 is neither listed nor counted).
  const { totals } = payload;
  const cut = (section: 'own' | 'materials' | 'unassigned' | 'overdue') =>
    totals && totals[section] > payload.leads[section].length ? { [section]: totals[section] } : {};
  const cuts = { ...cut('own'), ...cut('materials'), ...cut('unassigned'), ...cut('overdue') };
  const content: DigestContent = {
    day: payload.day,
    recipient: { name: account.display_name, email: account.email },
    own: pick(own),
    materials: pick(materials.filter((id) => stillOwed.has(id))),
    unassigned: pick(unassigned),
    overdue: pick(overdue),
    ...(warmLeads.length > 0 ? { warm: warmLeads } : {}),
    ...(nextSteps.length > 0 ? { nextSteps: pick(nextSteps) } : {}),
    admin: account.role === 'admin',
    ...(totals && Object.keys(cuts).length > 0 ? { totals: { ...cuts, marks: totals.marks } } : {}),
  };
  const listed =
    content.own.length +
    content.materials.length +
    content.unassigned.length +
    content.overdue.length +
    warmLeads.length +
    (content.nextSteps?.length ?? 0);
  if (listed === 0) return undefined;
  return { ...composeDigest(content, deps.staff.leadUrl), messageId: `<${job.id}@${messageIdDomain()}>` };
}

/** The `digest.owner` kind: an owner's daily reminder; nothing is sent when nothing is left to remind of. */
export const digestJobKind: JobKind<{ db: Db; log: Logger; mailer: Mailer; staff: Pick<StaffMailConfig, 'leadUrl'> }> =
  {
    handler: async (deps, job) => {
      const message = await composeDigestJob(deps, job);
      if (!message) deps.log.info({ job: job.id }, 'digest: nothing left to send');
      return message ? (signal) => deps.mailer.send(message, { signal }) : async () => {};
    },
  };
