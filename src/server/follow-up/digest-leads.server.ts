/**
 * Which leads a day's digests list (digest.server.ts queues them), read so that a day's work is
 * bounded by what the mails show, whatever the backlog (issue 23): per owner and section, the
 * first DIGEST_SECTION_LIMIT leads in the mail's order (soonest due, oldest, id; no due date
 * last) and a count capped at DIGEST_COUNT_CAP. Each is one range of material_requests_owing_idx
 * (owner_id, status, due_at, created_at, id; only leads still owed materials, migration 0032),
 * whose predicate every query repeats literally, with a turn of the event loop between queries
 * (node:sqlite is synchronous).
 *
 * The warm leads (issue 24): those whose first download of their materials fell since the
 * previous digest, read from the downloads of that window alone.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../platform/db.server.ts';
import type { Database } from '../platform/schema.server.ts';

/** Leads listed per section; a longer section ends with how many more the inbox holds. */
export const DIGEST_SECTION_LIMIT = 50;
/** A section's count stops here (the mail says 「10,000件以上」): counting further reads the backlog. */
export const DIGEST_COUNT_CAP = 10_000;

/** A lead as ordering the digest's lists needs it. */
export interface ListedLead {
  id: string;
  due_at: string | null;
  created_at: string;
}

/** One section as chosen at 9:00: its first leads, and how many it holds (capped). */
export interface DigestList {
  ids: string[];
  total: number;
}

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** material_requests_owing_idx's predicate, as SQL text: the planners match it only literally. */
const owing = sql<SqlBool>`status in ('pending', 'contacted') and materials_sent_at is null`;

type Where = (eb: ExpressionBuilder<Database, 'material_requests'>) => Expression<SqlBool>;

/** (due_at, created_at, id) ascending, a null due date last: the mail's order. */
export const before = (a: ListedLead, b: ListedLead): boolean =>
  a.due_at === b.due_at
    ? a.created_at < b.created_at || (a.created_at === b.created_at && a.id < b.id)
    : a.due_at !== null && (b.due_at === null || a.due_at < b.due_at);

/**
 * The first `limit` owing leads `where` picks (one owner, or nobody, and one status), in the
 * mail's order. The order names the index's leading columns too, constant under `where`: then
 * PostgreSQL reads the order from the index after `owner_id is null` (not an equality to its
 * planner), and SQLite prefers this index to 0030's for the leads with no due date.
 */
export function firstOwing(db: Db, where: Where, limit: number) {
  return db
    .selectFrom('material_requests')
    .select(['id', 'due_at', 'created_at'])
    .where(owing)
    .where(where)
    .orderBy('owner_id')
    .orderBy('status')
    .orderBy('due_at')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit);
}

/** How many owing leads `where` picks, up to DIGEST_COUNT_CAP: a count over a limited range. */
export function countOwing(db: Db, where: Where) {
  return db
    .selectFrom(
      db.selectFrom('material_requests').select('id').where(owing).where(where).limit(DIGEST_COUNT_CAP).as('capped'),
    )
    .select((eb) => eb.fn.countAll().as('n'));
}

async function first(db: Db, where: Where, limit = DIGEST_SECTION_LIMIT): Promise<ListedLead[]> {
  const rows = await firstOwing(db, where, limit).execute();
  await yieldToLoop();
  return rows;
}

async function count(db: Db, where: Where): Promise<number> {
  const row = await countOwing(db, where).executeTakeFirst();
  await yieldToLoop();
  return Number(row?.n ?? 0);
}

/** What the digest needs of one owner: its two lists due by tonight, and the counts by mark. */
export interface OwnerLists {
  /** 未対応, due by tonight: the first leads and the counts overdue and due today. */
  pending: { first: ListedLead[]; overdue: number; dueToday: number };
  /** 連絡済み without materials, due by tonight. */
  contacted: { first: ListedLead[]; overdue: number; dueToday: number };
}

export interface DigestWindow {
  /** 9:00 JST of the day: received before it, and overdue when due before it. */
  cutoff: string;
  /** The end of the JST day: due today when due before it. */
  endOfDay: string;
}

/** One owner's leads for the day's digests: two short range reads and four capped counts. */
export async function ownerLists(db: Db, ownerId: string, window: DigestWindow): Promise<OwnerLists> {
  const { cutoff, endOfDay } = window;
  const read = async (status: 'pending' | 'contacted') => {
    const mine: Where = (eb) =>
      eb.and([eb('owner_id', '=', ownerId), eb('status', '=', status), eb('created_at', '<', cutoff)]);
    return {
      first: await first(db, (eb) => eb.and([mine(eb), eb('due_at', '<', endOfDay)])),
      overdue: await count(db, (eb) => eb.and([mine(eb), eb('due_at', '<', cutoff)])),
      dueToday: await count(db, (eb) => eb.and([mine(eb), eb('due_at', '>=', cutoff), eb('due_at', '<', endOfDay)])),
    };
  };
  return { pending: await read('pending'), contacted: await read('contacted') };
}

/** 未対応 leads nobody owns (an admin's section): the first ones, the total and the counts by mark. */
export async function unassignedList(
  db: Db,
  window: DigestWindow,
): Promise<DigestList & { overdue: number; dueToday: number }> {
  const { cutoff, endOfDay } = window;
  const nobody: Where = (eb) =>
    eb.and([eb('owner_id', 'is', null), eb('status', '=', 'pending'), eb('created_at', '<', cutoff)]);
  // Dated first, in due order; then, if room is left, those from before due dates were kept.
  // `due_at > ''` (every ISO date is) is a range the index serves; `is not null` is not, on SQLite.
  const hasDue: Where = (eb) => eb.and([nobody(eb), eb('due_at', '>', '')]);
  const noDue: Where = (eb) => eb.and([nobody(eb), eb('due_at', 'is', null)]);
  const dated = await first(db, hasDue);
  const undated =
    dated.length < DIGEST_SECTION_LIMIT ? await first(db, noDue, DIGEST_SECTION_LIMIT - dated.length) : [];
  return {
    ids: [...dated, ...undated].map((lead) => lead.id),
    // Two ranges counted apart: one count over both reads SQLite's (status, created_at) index instead.
    total: Math.min((await count(db, hasDue)) + (await count(db, noDue)), DIGEST_COUNT_CAP),
    overdue: await count(db, (eb) => eb.and([nobody(eb), eb('due_at', '<', cutoff)])),
    dueToday: await count(db, (eb) => eb.and([nobody(eb), eb('due_at', '>=', cutoff), eb('due_at', '<', endOfDay)])),
  };
}

/**
 * Other owners' overdue leads for an admin: the first of each owner's lists (due by tonight, so
 * its overdue leads come first) merged in the mail's order, and the owners' overdue counts summed.
 */
export function othersOverdue(lists: ReadonlyMap<string, OwnerLists>, adminId: string, cutoff: string): DigestList {
  const leads: ListedLead[] = [];
  let total = 0;
  for (const [ownerId, { pending, contacted }] of lists) {
    if (ownerId === adminId) continue;
    for (const lead of [...pending.first, ...contacted.first])
      if (lead.due_at !== null && lead.due_at < cutoff) leads.push(lead);
    total += pending.overdue + contacted.overdue;
  }
  leads.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  return { ids: leads.slice(0, DIGEST_SECTION_LIMIT).map((lead) => lead.id), total: Math.min(total, DIGEST_COUNT_CAP) };
}

/** What one account's digest names: each section's first leads, and the counts as of 9:00. */
export interface AccountLists {
  leads: { own: string[]; materials: string[]; unassigned: string[]; overdue: string[] };
  totals: {
    own: number;
    materials: number;
    unassigned: number;
    overdue: number;
    /** Over every section: the subject's counts. */
    marks: { overdue: number; dueToday: number };
  };
}

/** Every active account's lists for the day, each owner's leads read once. */
export async function chooseLists(
  db: Db,
  // SQLite gives `disabled` as 0 or 1.
  users: readonly { id: string; role: string; disabled: number | boolean }[],
  window: DigestWindow,
): Promise<[string, AccountLists][]> {
  const accounts = users.filter((user) => !user.disabled);
  const anyAdmin = accounts.some((account) => account.role === 'admin');
  // Every owner is read for an admin's view of others' overdue leads, a disabled account's
  // included: its leads still wait.
  const byOwner = new Map<string, OwnerLists>();
  for (const user of anyAdmin ? users : accounts) byOwner.set(user.id, await ownerLists(db, user.id, window));
  const unassigned = anyAdmin ? await unassignedList(db, window) : undefined;
  const empty = { ids: [], total: 0, overdue: 0, dueToday: 0 };
  const capped = (n: number) => Math.min(n, DIGEST_COUNT_CAP);
  return accounts.flatMap((account) => {
    const mine = byOwner.get(account.id);
    if (!mine) return [];
    const admin = account.role === 'admin';
    const { pending: own, contacted: materials } = mine;
    const nobody = (admin && unassigned) || empty;
    const others = admin ? othersOverdue(byOwner, account.id, window.cutoff) : empty;
    const lists: AccountLists = {
      leads: {
        own: own.first.map((lead) => lead.id),
        materials: materials.first.map((lead) => lead.id),
        unassigned: nobody.ids,
        overdue: others.ids,
      },
      totals: {
        own: capped(own.overdue + own.dueToday),
        materials: capped(materials.overdue + materials.dueToday),
        unassigned: nobody.total,
        overdue: others.total,
        marks: {
          overdue: capped(own.overdue + materials.overdue + nobody.overdue + others.total),
          dueToday: capped(own.dueToday + materials.dueToday + nobody.dueToday),
        },
      },
    };
    return [[account.id, lists]];
  });
}

/**
 * Leads whose materials were first downloaded in [from, to), with their owner, earliest first.
 * Bounded by the downloads of the window (the material_downloads time index); a lead opened
 * before `from` too was warm in an earlier digest and is not listed again. Spam is left out.
 */
export async function firstOpenedBetween(
  db: Db,
  from: string,
  to: string,
): Promise<{ id: string; owner_id: string; opened_at: string }[]> {
  const rows = await db
    .selectFrom('material_downloads as d')
    .innerJoin('material_requests as r', 'r.id', 'd.request_id')
    .select(['r.id', 'r.owner_id', (eb) => eb.fn.min('d.downloaded_at').as('opened_at')])
    .where('d.downloaded_at', '>=', from)
    .where('d.downloaded_at', '<', to)
    .where('r.owner_id', 'is not', null)
    .where('r.status', '<>', 'spam')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('material_downloads as e')
            .select('e.id')
            .whereRef('e.request_id', '=', 'd.request_id')
            .where('e.downloaded_at', '<', from),
        ),
      ),
    )
    .groupBy(['r.id', 'r.owner_id'])
    .execute();
  return rows
    .flatMap((row) => (row.owner_id === null ? [] : [{ id: row.id, owner_id: row.owner_id, opened_at: row.opened_at }]))
    .sort((x, y) => (x.opened_at < y.opened_at ? -1 : x.opened_at > y.opened_at ? 1 : x.id < y.id ? -1 : 1));
}

/**
 * When each of these leads first downloaded its materials, for the mail; read in chunks of
 * `chunk` ids (the bind-parameter limits).
 */
export async function firstOpenings(db: Db, ids: readonly string[], chunk: number): Promise<Map<string, string>> {
  const opened = new Map<string, string>();
  for (let start = 0; start < ids.length; start += chunk) {
    const rows = await db
      .selectFrom('material_downloads')
      .select(['request_id', (eb) => eb.fn.min('downloaded_at').as('opened_at')])
      .where('request_id', 'in', ids.slice(start, start + chunk))
      .groupBy('request_id')
      .execute();
    for (const row of rows) opened.set(row.request_id, row.opened_at);
  }
  return opened;
}
