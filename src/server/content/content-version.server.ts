/**
 * Cached public data that follows a write on every instance within a second (ADR 006).
 *
 * Each kind of public content (a topic: clinics, news) has a version row in `content_versions`.
 * Every write that changes what visitors see goes through `writeContent`, which bumps the
 * version in the write's own transaction, so a version never moves without the data, nor the
 * data without the version. Caches hold values under a topic and drop them when the topic
 * moves on, which this process learns in three ways:
 * - its own writes: at once, after the commit (all SQLite needs: one process);
 * - other instances' writes on PostgreSQL: `pg_notify('content_changed', '<schema>:<topic>:
 *   <version>')` in the same transaction, which PostgreSQL delivers at commit (and never on a
 *   rollback) to one LISTEN connection per process (`startContentListener`). The schema in the
 *   payload keeps databases that share a server apart (tests run one schema each);
 * - a missed notification (listener down, reconnecting, or its socket silently dead): before a
 *   cached value is served, the version rows are read again once the last read is more than
 *   VERSION_CHECK_INTERVAL_MS old: one small query per second at most, only while serving.
 * A row changed by hand in SQL is seen after CACHE_MAX_AGE_MS, or at once with
 * `update content_versions set version = version + 1 where topic = 'clinics'`.
 *
 * For the page cache: `cached(db, topic, key, load)` for values, `onContentChange` to evict
 * something held elsewhere, `ensureContentFresh` before serving it, and `seenContentVersion`
 * for an ETag.
 */
import { sql, type Transaction } from 'kysely';
import { Client } from 'pg';
import { type Db, dialectOf, postgresConfig } from '../platform/db.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import type { Database } from '../platform/schema.server.ts';

export const contentTopics = ['clinics', 'news', 'site'] as const;
export type ContentTopic = (typeof contentTopics)[number];

/** The PostgreSQL channel; the payload is `<schema>:<topic>:<version>`. */
export const CONTENT_CHANNEL = 'content_changed';
/** How old the last read of the version rows may be before a cached value is served. */
export const VERSION_CHECK_INTERVAL_MS = 1_000;
/** A cached value is loaded again after this long even without a version change. */
export const CACHE_MAX_AGE_MS = 60_000;
/** Entries per topic, least recently used out first, so varied keys cannot fill memory. */
export const CACHE_MAX_ENTRIES = 200;

export type ContentChangeFn = (topic: string) => void;

export interface CacheOptions {
  maxAgeMs?: number;
  maxEntries?: number;
}

interface Entry {
  at: number;
  value: Promise<unknown>;
}

interface ContentState {
  /** topic → key → entry */
  entries: Map<string, Map<string, Entry>>;
  /** The newest version of each topic this process has acted on. */
  seen: Map<string, number>;
  subscribers: Map<string, Set<ContentChangeFn>>;
  /** When the version check now in hand, or the last one, started. */
  checkedAt: number;
  checking: Promise<void> | undefined;
}

// One state per handle: a server has one, and tests with a database each never share entries.
// Kept on globalThis because the process holds two copies of this module: src/http/main.server.ts
// imports it from src/ (the listener), the pages use the one Astro bundled into dist/server.
const STATES = Symbol.for('site.content-version.states');
const registry = globalThis as typeof globalThis & { [STATES]?: WeakMap<Db, ContentState> };
registry[STATES] ??= new WeakMap();
const states = registry[STATES];

function stateOf(db: Db): ContentState {
  let state = states.get(db);
  if (!state) {
    state = {
      entries: new Map(),
      seen: new Map(),
      subscribers: new Map(),
      checkedAt: Number.NEGATIVE_INFINITY,
      checking: undefined,
    };
    states.set(db, state);
  }
  return state;
}

/** Acts on a topic's version: newer than the one seen drops its entries and tells subscribers. */
function advance(state: ContentState, topic: string, version: number): void {
  const seen = state.seen.get(topic);
  if (seen !== undefined && version <= seen) return;
  state.seen.set(topic, version);
  // A load still in flight keeps its promise for the callers already waiting on it, but is no
  // longer in the map: whoever asks next loads again.
  state.entries.delete(topic);
  for (const fn of state.subscribers.get(topic) ?? []) {
    try {
      fn(topic);
    } catch {
      // One subscriber's failure must not keep the others stale.
    }
  }
}

// --- Writes ------------------------------------------------------------------------------

/**
 * Inside a write's transaction: moves `topic` on by one and, on PostgreSQL, queues the
 * notification that goes out when the transaction commits. Returns the new version, for
 * `markContentChanged` once the transaction has committed. Prefer `writeContent`.
 */
export async function bumpContentVersion(
  trx: Transaction<Database>,
  topic: ContentTopic,
  now: Date = new Date(),
): Promise<number> {
  const updatedAt = now.toISOString();
  const row = await trx
    .insertInto('content_versions')
    .values({ topic, version: 1, updated_at: updatedAt })
    .onConflict((oc) =>
      oc.column('topic').doUpdateSet({ version: sql<number>`content_versions.version + 1`, updated_at: updatedAt }),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  const version = Number(row.version);
  if (dialectOf<Database>(trx) === 'postgres') {
    await sql`select pg_notify(${CONTENT_CHANNEL}, current_schema() || ':' || ${topic} || ':' || ${String(version)})`.execute(
      trx,
    );
  }
  return version;
}

/** After a commit that bumped versions: this process's caches of those topics go at once. */
export function markContentChanged(db: Db, versions: ReadonlyMap<ContentTopic, number>): void {
  const state = stateOf(db);
  for (const [topic, version] of versions) advance(state, topic, version);
}

/**
 * Runs `write` in one transaction that also bumps each of `topics`; once it has committed,
 * this process's caches of them are dropped, and other instances hear of it (NOTIFY, or the
 * version check). A write that throws rolls back and moves nothing.
 */
export async function writeContent<T>(
  db: Db,
  topics: readonly ContentTopic[],
  write: (trx: Transaction<Database>) => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  const versions = new Map<ContentTopic, number>();
  const result = await db.transaction().execute(async (trx) => {
    const value = await write(trx);
    // Last, so the version row stays locked (PostgreSQL) for as short a time as possible.
    for (const topic of topics) versions.set(topic, await bumpContentVersion(trx, topic, now));
    return value;
  });
  markContentChanged(db, versions);
  return result;
}

// --- Reads -------------------------------------------------------------------------------

async function readVersions(db: Db, state: ContentState): Promise<void> {
  const started = Date.now();
  try {
    const rows = await db.selectFrom('content_versions').select(['topic', 'version']).execute();
    for (const row of rows) advance(state, row.topic, Number(row.version));
  } catch {
    // The database is out of reach: the loaders' own queries meet that and report it, and the
    // values already cached keep serving meanwhile. Tried again after the interval.
  } finally {
    state.checkedAt = Math.max(state.checkedAt, started);
  }
}

/** Reads the version rows now (after a reconnect, say); concurrent callers share nothing. */
export function checkContentVersions(db: Db): Promise<void> {
  return readVersions(db, stateOf(db));
}

/**
 * Resolves once the version rows have been read within the last VERSION_CHECK_INTERVAL_MS,
 * reading them if need be (one read shared by every caller waiting for it). Never rejects.
 */
export function ensureContentFresh(db: Db): Promise<void> {
  const state = stateOf(db);
  if (Date.now() - state.checkedAt < VERSION_CHECK_INTERVAL_MS) return Promise.resolve();
  state.checking ??= readVersions(db, state).finally(() => {
    state.checking = undefined;
  });
  return state.checking;
}

/**
 * The value under `key` in `topic`, loaded by `load` when there is none, it is older than
 * maxAgeMs, or the topic has moved on. Concurrent callers share one load; a failed load is
 * not kept.
 */
export async function cached<T>(
  db: Db,
  topic: ContentTopic,
  key: string,
  load: () => Promise<T>,
  options: CacheOptions = {},
): Promise<T> {
  await ensureContentFresh(db);
  const state = stateOf(db);
  let byKey = state.entries.get(topic);
  if (!byKey) {
    byKey = new Map();
    state.entries.set(topic, byKey);
  }
  const now = Date.now();
  const hit = byKey.get(key);
  byKey.delete(key);
  if (hit && now - hit.at < (options.maxAgeMs ?? CACHE_MAX_AGE_MS)) {
    // Re-inserted: the map's order is the order of use, oldest first.
    byKey.set(key, hit);
    return hit.value as Promise<T>;
  }
  const entry: Entry = { at: now, value: Promise.resolve().then(load) };
  byKey.set(key, entry);
  const max = options.maxEntries ?? CACHE_MAX_ENTRIES;
  for (const oldest of byKey.keys()) {
    if (byKey.size <= max) break;
    byKey.delete(oldest);
  }
  const entries = byKey;
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return entry.value as Promise<T>;
}

/** Calls `fn` whenever `topic` moves on, whoever wrote it; returns the unsubscribe. */
export function onContentChange(db: Db, topic: ContentTopic, fn: ContentChangeFn): () => void {
  const { subscribers } = stateOf(db);
  let set = subscribers.get(topic);
  if (!set) {
    set = new Set();
    subscribers.set(topic, set);
  }
  set.add(fn);
  return () => {
    set.delete(fn);
  };
}

/** The newest version of `topic` this process has seen (undefined before the first). */
export function seenContentVersion(db: Db, topic: ContentTopic): number | undefined {
  return stateOf(db).seen.get(topic);
}

// --- The listener (PostgreSQL) -----------------------------------------------------------

export interface ContentListener {
  /** Resolves once LISTEN is first in place, or the listener is stopped; never rejects. */
  readonly ready: Promise<void>;
  /** Whether LISTEN is in place now; the version check covers the gaps. */
  readonly listening: boolean;
  /** The listening connection's backend pid (pg_stat_activity), while connected. */
  readonly backendPid: number | undefined;
  /** Closes the connection and stops reconnecting. */
  stop(): Promise<void>;
}

export interface ContentListenerOptions {
  databaseUrl: string;
  searchPath?: string;
  log: Logger;
  /** First wait before reconnecting; doubles up to 30 s. */
  retryMs?: number;
}

const MAX_RETRY_MS = 30_000;

/** `<schema>:<topic>:<version>`, read from the right (a quoted schema name may hold ':'). */
function parsePayload(payload: string): { schema: string; topic: string; version: number } | undefined {
  const last = payload.lastIndexOf(':');
  const middle = payload.lastIndexOf(':', last - 1);
  if (middle <= 0) return undefined;
  const version = Number(payload.slice(last + 1));
  if (!Number.isSafeInteger(version)) return undefined;
  return { schema: payload.slice(0, middle), topic: payload.slice(middle + 1, last), version };
}

/**
 * One dedicated connection per process that LISTENs for other instances' content writes and
 * drops the matching cache entries as they commit. It reconnects after any error, and reads
 * the version rows on every (re)connect, since notifications sent meanwhile are lost.
 */
export function startContentListener(db: Db, options: ContentListenerOptions): ContentListener {
  const { log } = options;
  const firstRetryMs = options.retryMs ?? 1_000;
  let retryMs = firstRetryMs;
  let client: Client | undefined;
  let schema: string | undefined;
  let listening = false;
  let backendPid: number | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pending: Promise<void> | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const lost = (c: Client, error?: unknown) => {
    // Safe to repeat: 'error' and 'end' both come when a connection dies.
    c.end().catch(() => {});
    if (client !== c || stopped) return;
    client = undefined;
    listening = false;
    backendPid = undefined;
    log.warn({ err: error, retryMs }, 'content listener: connection lost, reconnecting');
    timer = setTimeout(() => {
      pending = connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  async function connect(): Promise<void> {
    timer = undefined;
    const c = new Client({
      ...postgresConfig(options),
      // A dead peer is noticed by TCP, not only by the next notification that never comes.
      keepAlive: true,
      // stop() waits for a connection attempt in hand: it must end.
      connectionTimeoutMillis: 5_000,
      application_name: 'content-listener',
    });
    client = c;
    c.on('error', (error) => lost(c, error));
    c.on('end', () => lost(c));
    c.on('notification', (message) => {
      if (message.channel !== CONTENT_CHANNEL || message.payload === undefined) return;
      const change = parsePayload(message.payload);
      if (change && change.schema === schema) advance(stateOf(db), change.topic, change.version);
    });
    try {
      await c.connect();
      const { rows } = await c.query<{ schema: string; pid: number }>(
        'select current_schema() as schema, pg_backend_pid() as pid',
      );
      schema = rows[0]?.schema;
      await c.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (client !== c) return;
      listening = true;
      backendPid = rows[0]?.pid;
      retryMs = firstRetryMs;
      // Whatever was written while no one listened.
      await checkContentVersions(db);
      markReady();
    } catch (error) {
      lost(c, error);
    }
  }

  pending = connect();
  return {
    ready,
    get listening() {
      return listening;
    },
    get backendPid() {
      return backendPid;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await pending;
      const c = client;
      client = undefined;
      listening = false;
      markReady();
      await c?.end().catch(() => {});
    },
  };
}
