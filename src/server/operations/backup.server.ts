/**
 * SQLite snapshots (docs/operations.md#backups): SQLite's online backup through `node:sqlite`'s
 * `backup()`, from a connection of its own, so the server keeps serving while it runs. The copy
 * is one read transaction (WAL lets writers go on beside it), so it holds every write committed
 * before it began and none that started after.
 *
 * A snapshot is written as `<name>.partial`, its SHA-256 goes into `<name>.sha256`, and only then
 * is it renamed to `<name>`: a snapshot file without its `.partial` suffix is always whole, and
 * whatever a crash leaves behind (a `.partial`, a checksum without its snapshot) is removed by
 * `discardPartialSnapshots` at the next start.
 */
import { chmod, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { SQLITE_FILE_NAME } from '../platform/db.server.ts';
import { MIGRATION_NAMES } from '../platform/migrate.server.ts';
import { CHECKSUM, checkSnapshot, sha256File, type VerifyResult } from './snapshot-check.server.ts';

export { sha256File, type VerifyResult };

export const SNAPSHOT_PREFIX = 'site-';
export const SNAPSHOT_SUFFIX = '.db';
const PARTIAL = '.partial';
/** The verification worker's heap ceiling (verifySnapshotOffThread). */
const VERIFY_WORKER_HEAP_MB = 32;
/** Pages per backup step: all of them, so the copy is one read transaction that never restarts. */
const ALL_PAGES = 2 ** 31 - 1;

/** `DATA_DIR/backups` unless BACKUP_DIR says otherwise. */
export const backupDirOf = (dataDir: string, backupDir?: string): string => backupDir ?? join(dataDir, 'backups');

/**
 * `site-20261126T173000Z.db` (nightly) or `site-manual-20261126T173000Z.db` (db:backup): sorts
 * by time, and the time is read back from it.
 */
export function snapshotName(at: Date, kind: 'nightly' | 'manual' = 'nightly'): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `${SNAPSHOT_PREFIX}${kind === 'manual' ? 'manual-' : ''}${stamp}${SNAPSHOT_SUFFIX}`;
}

const NAME = /^site-(manual-)?(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.db$/;

/** Whether a snapshot was taken on demand (kept by age only, not as a day's or week's). */
export const isManualSnapshot = (name: string): boolean => NAME.exec(name)?.[1] !== undefined;

/** The time in a snapshot's name, or undefined for any other file. */
export function snapshotTime(name: string): Date | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  const [, , y, mo, d, h, mi, s] = m;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The folder exists and only its owner can read it: snapshots hold personal data. */
export async function ensureBackupDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

export interface Snapshot {
  file: string;
  bytes: number;
  sha256: string;
  ms: number;
}

/**
 * Copies the database in `dataDir` to `to` (a file), through `.partial` and with its checksum
 * beside it. `rate`: pages per backup step (default all: one step, which a busy writer on
 * another connection cannot restart).
 */
export async function takeSnapshot(options: { dataDir: string; to: string; rate?: number }): Promise<Snapshot> {
  const started = performance.now();
  const { to } = options;
  await mkdir(dirname(to), { recursive: true, mode: 0o700 });
  const partial = `${to}${PARTIAL}`;
  await rm(partial, { force: true });
  const source = new DatabaseSync(join(options.dataDir, SQLITE_FILE_NAME), { readOnly: true });
  try {
    source.exec('PRAGMA busy_timeout = 5000');
    await backup(source, partial, { rate: options.rate ?? ALL_PAGES });
  } finally {
    source.close();
  }
  // The copy inherits WAL mode from the live file; a snapshot in rollback mode stays one file,
  // and opening it read-only (verify) creates no -wal or -shm beside it.
  const copy = new DatabaseSync(partial);
  try {
    copy.exec('PRAGMA journal_mode = DELETE');
  } finally {
    copy.close();
  }
  await chmod(partial, 0o600);
  await fsyncPath(partial);
  const sha256 = await sha256File(partial);
  await writeFile(`${to}${CHECKSUM}`, `${sha256}  ${basename(to)}\n`, { mode: 0o600 });
  await rename(partial, to);
  await fsyncPath(dirname(to));
  const { size } = await stat(to);
  return { file: to, bytes: size, sha256, ms: Math.round(performance.now() - started) };
}

/**
 * Removes what an interrupted snapshot left in `dir`: `.partial` files and checksums whose
 * snapshot never got its name. Returns the names removed.
 */
export async function discardPartialSnapshots(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const present = new Set(names);
  const leftovers = names.filter(
    (name) =>
      // `.partial`, and the `.partial-journal` SQLite writes beside it while copying.
      (name.startsWith(SNAPSHOT_PREFIX) && name.includes(PARTIAL)) ||
      (name.endsWith(CHECKSUM) && !present.has(name.slice(0, -CHECKSUM.length))),
  );
  for (const name of leftovers) await rm(join(dir, name), { force: true });
  return leftovers;
}

/**
 * Checks a snapshot without touching the live database: its checksum (when `<file>.sha256` is
 * there), `PRAGMA integrity_check`, and that its schema is one this version knows (no newer
 * migration than ours). Never throws for a bad file: the errors say what is wrong.
 */
export const verifySnapshot = (file: string): Promise<VerifyResult> => checkSnapshot(file, MIGRATION_NAMES);

/** verifySnapshot in a worker thread, so that the serving event loop never waits on it. */
export function verifySnapshotOffThread(file: string): Promise<VerifyResult> {
  return new Promise((resolve, reject) => {
    // The worker loads snapshot-check.server.ts alone (node:sqlite, no Kysely, no migrations):
    // at the first start it runs beside the first requests (issue 30). SQLite's own memory is
    // outside this limit; the JavaScript heap holds at most a hundred integrity-check rows.
    const worker = new Worker(new URL('./verify-worker.server.ts', import.meta.url), {
      workerData: { file, known: MIGRATION_NAMES },
      resourceLimits: { maxOldGenerationSizeMb: VERIFY_WORKER_HEAP_MB, maxYoungGenerationSizeMb: 4 },
    });
    worker.once('message', (result: VerifyResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`snapshot verification stopped (exit ${code})`));
    });
  });
}

export interface KeepPolicy {
  daily: number;
  weekly: number;
}

const JST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
/** Japan-time day number (days since 1970-01-01 JST). */
const japanDayNumber = (at: Date): number => Math.floor((at.getTime() + JST_MS) / DAY_MS);
/** Japan-time week number, weeks starting on Monday (1970-01-01 was a Thursday). */
const japanWeekNumber = (at: Date): number => Math.floor((japanDayNumber(at) + 3) / 7);

/**
 * Which snapshots rotation keeps: the newest of each of the last `daily` Japan-time days
 * (today included) and the newest of each of the last `weekly` weeks (Monday to Sunday, this
 * week included). So nothing kept is older than max(daily, 7 × weekly) days, the window the
 * privacy policy states. A snapshot taken on demand (`db:backup`, say before an upgrade) is
 * never a day's or a week's, so a nightly one cannot push it out the same day; it is kept
 * until it is older than that window. Pure: `names` are file names, other names are ignored.
 */
export function planRotation(
  names: readonly string[],
  now: Date,
  keep: KeepPolicy,
): { keep: string[]; remove: string[] } {
  const dated = names
    .map((name) => ({ name, at: snapshotTime(name) }))
    .filter((s): s is { name: string; at: Date } => s.at !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const today = japanDayNumber(now);
  const thisWeek = japanWeekNumber(now);
  const kept = new Set<string>();
  const days = new Set<number>();
  const weeks = new Set<number>();
  const windowMs = backupWindowDays(keep) * DAY_MS;
  for (const { name, at } of dated) {
    if (isManualSnapshot(name)) {
      if (now.getTime() - at.getTime() < windowMs) kept.add(name);
      continue;
    }
    const day = japanDayNumber(at);
    const week = japanWeekNumber(at);
    if (today - day < keep.daily && day <= today && !days.has(day)) {
      days.add(day);
      kept.add(name);
    }
    if (thisWeek - week < keep.weekly && week <= thisWeek && !weeks.has(week)) {
      weeks.add(week);
      kept.add(name);
    }
  }
  return {
    keep: dated.filter((s) => kept.has(s.name)).map((s) => s.name),
    remove: dated.filter((s) => !kept.has(s.name)).map((s) => s.name),
  };
}

/** The longest any snapshot is kept under `keep`, in days: what the privacy policy states. */
export const backupWindowDays = (keep: KeepPolicy): number => Math.max(keep.daily, 7 * keep.weekly);

/** Applies planRotation to `dir`: deletes each snapshot it does not keep, with its checksum. */
export async function rotateSnapshots(dir: string, now: Date, keep: KeepPolicy): Promise<string[]> {
  const plan = planRotation(await readdir(dir), now, keep);
  for (const name of plan.remove) {
    await rm(join(dir, name), { force: true });
    await rm(join(dir, `${name}${CHECKSUM}`), { force: true });
  }
  return plan.remove;
}

/** The newest whole snapshot in `dir` (for /metrics), if any. */
export async function latestSnapshot(dir: string): Promise<{ name: string; at: Date; bytes: number } | undefined> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return undefined;
  }
  const newest = names
    .map((name) => ({ name, at: snapshotTime(name) }))
    .filter((s): s is { name: string; at: Date } => s.at !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  if (!newest) return undefined;
  const { size } = await stat(join(dir, newest.name));
  return { ...newest, bytes: size };
}
