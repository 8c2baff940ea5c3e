/**
 * Which leads a day's digests list (digest.server.ts queues them), read so that any backlog
 * works (issue 23): the leads still owed their materials come in keyset chunks of
 * DIGEST_QUEUE_CHUNK, never one query over every due lead, with a turn of the event loop between
 * chunks (node:sqlite is synchronous). Only the ids the payloads name are kept, not the rows.
 *
 * The order is the mail's: soonest due first, then oldest, then id; a lead with no due date (from
 * before they were kept) last. 未対応 and 連絡済み are each read in that order from the
 * (status, due_at, owner_id, created_at) index and merged here, so no query sorts the backlog.
 *
 * The warm leads (issue 24): those whose first download of their materials fell since the
 * previous digest, read from the downloads of that window alone.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../platform/db.server.ts';
import type { Database } from '../platform/schema.server.ts';

/** Leads read per query when a day's digests are chosen. */
export const DIGEST_QUEUE_CHUNK = 1_000;

/** A lead as choosing the digests needs it. */
export interface DueLead {
  id: string;
  owner_id: string | null;
  due_at: string | null;
  created_at: string;
  status: string;
}

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** (due_at, created_at, id) ascending, a null due date last: the order of the rows a stream gives. */
const before = (a: DueLead, b: DueLead): boolean =>
  a.due_at === b.due_at
    ? a.created_at < b.created_at || (a.created_at === b.created_at && a.id < b.id)
    : a.due_at !== null && (b.due_at === null || a.due_at < b.due_at);

type Narrow = (
  q: SelectQueryBuilder<Database, 'material_requests', DueLead>,
) => SelectQueryBuilder<Database, 'material_requests', DueLead>;

/**
 * The leads `narrow` picks among one status's, in (due_at, created_at, id) order, `chunk` rows a
 * query. Each query is one range of material_requests_digest_idx (status, due_at, created_at, id,
 * …): the status, then the due dates past the last row read, with no sort and no row read twice.
 * `undated` walks the leads with no due date instead, by (created_at, id).
 */
async function* keysetStream(
  db: Db,
  status: 'pending' | 'contacted',
  narrow: Narrow,
  chunk: number,
  undated = false,
): AsyncGenerator<DueLead> {
  let last: DueLead | undefined;
  for (;;) {
    const after = last;
    let query = narrow(
      db
        .selectFrom('material_requests')
        .select(['id', 'owner_id', 'due_at', 'created_at', 'status'])
        .where('status', '=', status),
    );
    if (after && undated)
      query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(after.created_at, after.id)));
    else if (after)
      query = query.where((eb) =>
        eb(eb.refTuple('due_at', 'created_at', 'id'), '>', eb.tuple(after.due_at ?? '', after.created_at, after.id)),
      );
    const rows = await (undated ? query : query.orderBy('due_at'))
      .orderBy('created_at')
      .orderBy('id')
      .limit(chunk)
      .execute();
    yield* rows;
    if (rows.length < chunk) return;
    last = rows.at(-1);
    await yieldToLoop();
  }
}

/**
 * Every lead a day's digests may list, most urgent first: 未対応 ones due by the end of the day
 * or unassigned, 連絡済み ones due by then with no materials sent; received before `cutoff`.
 */
export async function* dueLeads(
  db: Db,
  window: { cutoff: string; endOfDay: string },
  chunk: number = DIGEST_QUEUE_CHUNK,
): AsyncGenerator<DueLead> {
  const { cutoff, endOfDay } = window;
  const received: Narrow = (q) => q.where('created_at', '<', cutoff);
  // 未対応: those due by tonight, then those due later that nobody owns (listed to admins as
  // unassigned). Two ranges one after the other, in due order: no OR to defeat the index.
  async function* pending(): AsyncGenerator<DueLead> {
    yield* keysetStream(db, 'pending', (q) => received(q).where('due_at', '<', endOfDay), chunk);
    yield* keysetStream(
      db,
      'pending',
      (q) => received(q).where('due_at', '>=', endOfDay).where('owner_id', 'is', null),
      chunk,
    );
  }
  // Sending moves a lead to 資料送付済み; a 連絡済み one without a sending still owes them.
  const contacted = keysetStream(
    db,
    'contacted',
    (q) => received(q).where('due_at', '<', endOfDay).where('materials_sent_at', 'is', null),
    chunk,
  );
  const owing = pending();
  let a = await owing.next();
  let b = await contacted.next();
  while (!a.done || !b.done) {
    if (!a.done && (b.done || before(a.value, b.value))) {
      yield a.value;
      a = await owing.next();
    } else if (!b.done) {
      yield b.value;
      b = await contacted.next();
    }
  }
  // Last, 未対応 leads nobody owns from before due dates were kept.
  yield* keysetStream(
    db,
    'pending',
    (q) => received(q).where('due_at', 'is', null).where('owner_id', 'is', null),
    chunk,
    true,
  );
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
