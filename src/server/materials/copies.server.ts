/**
 * Stamped copies kept on disk (issue 30): a link's copy is stamped once, on the PDF worker, and
 * then served as a file, so twenty downloads of one link cost one stamp and twenty file reads.
 * The file is named by the link and a digest of what it carries (version and stamped lines): a
 * lead whose details change gets a fresh copy, and the old one goes.
 *
 * A copy is personal data: the folder is owner-only (0700), each file too (0600), and a copy
 * lives no longer than its link. Each instance sweeps its own folder every hour (and the daily
 * retention run sweeps too): files of links expired or removed go, and parts a stopped job left.
 */
import { createHash } from 'node:crypto';
import { chmod, type FileHandle, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../platform/db.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import { versionBytes } from './brochures.server.ts';
import type { PdfJobProblem, PdfJobs } from './pdf-jobs.server.ts';
import type { StampReply } from './pdf-worker.server.ts';
import type { StampText } from './stamp.server.ts';

/** DATA_DIR/materials-copies: where this instance keeps its stamped copies. */
export const copiesDirOf = (dataDir: string): string => join(dataDir, 'materials-copies');
/** How often each instance removes the copies of links no longer live. */
export const COPY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** A `.part` older than this was left by a job that stopped (a job's time limit is far shorter). */
const PART_STALE_MS = 10 * 60 * 1000;

export interface CopyLink {
  linkId: string;
  versionId: string;
}

/** `<link id>.<digest>.pdf`: the link first, so a sweep finds it without opening anything. */
export function copyFileName(link: CopyLink, text: StampText): string {
  const digest = createHash('sha256')
    .update(`${link.versionId}\n${text.line}\n${text.notice}`)
    .digest('base64url')
    .slice(0, 22);
  return `${link.linkId}.${digest}.pdf`;
}

/** The folder, created owner-only, and made so again if someone widened it. */
export async function ensureCopiesDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

async function openIfThere(path: string): Promise<{ file: FileHandle; size: number } | undefined> {
  try {
    const file = await open(path, 'r');
    return { file, size: (await file.stat()).size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export type OpenedCopy = { ok: true; file: FileHandle; size: number } | { ok: false; problem: PdfJobProblem };

/**
 * The link's stamped copy, opened for reading: from disk when it was made before, else stamped
 * on the worker (concurrent first downloads wait on the same job). `signal`: the client's
 * connection; once every client waiting for a copy has gone, its stamping stops.
 */
export async function openStampedCopy(
  deps: { db: Db; dir: string; jobs: PdfJobs },
  link: CopyLink,
  text: StampText,
  signal?: AbortSignal,
): Promise<OpenedCopy> {
  const name = copyFileName(link, text);
  const path = join(deps.dir, name);
  const made = await openIfThere(path);
  if (made) return { ok: true, ...made };
  await ensureCopiesDir(deps.dir);
  const outcome = await deps.jobs.run<StampReply>(
    path,
    async () => {
      const stamp = { kind: 'stamp', versionId: link.versionId, text, file: path } as const;
      // The server's worker reads the brochure on its own connection, off this thread.
      if (deps.jobs.readsDatabase) return stamp;
      const data = await versionBytes(deps.db, link.versionId);
      return data && { ...stamp, data };
    },
    signal,
  );
  if (!outcome.ok) return outcome;
  if ('missing' in outcome.value) return { ok: false, problem: 'gone' };
  await removeCopies(deps.dir, [link.linkId], name);
  const stamped = await openIfThere(path);
  return stamped ? { ok: true, ...stamped } : { ok: false, problem: 'failed' };
}

const linkIdOf = (file: string): string => file.slice(0, file.indexOf('.'));

/** Removes the copies of `linkIds` (all but `keep`). */
export async function removeCopies(dir: string, linkIds: readonly string[], keep?: string): Promise<number> {
  const ids = new Set(linkIds);
  let removed = 0;
  for (const file of await listCopies(dir)) {
    if (file === keep || !ids.has(linkIdOf(file))) continue;
    await rm(join(dir, file), { force: true });
    removed += 1;
  }
  return removed;
}

async function listCopies(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Ids looked up per query when sweeping. */
const SWEEP_BATCH = 500;

/**
 * Removes every copy whose link has expired or is gone (deleted with its lead, anonymised by
 * retention), and parts left by stopped jobs; returns how many files went.
 */
export async function removeStaleCopies(db: Db, dir: string, now: Date = new Date()): Promise<number> {
  const files = await listCopies(dir);
  let removed = 0;
  const copies: string[] = [];
  for (const file of files) {
    if (file.endsWith('.pdf')) {
      copies.push(file);
      continue;
    }
    const info = await stat(join(dir, file)).catch(() => undefined);
    if (info && now.getTime() - info.mtimeMs > PART_STALE_MS) {
      await rm(join(dir, file), { force: true });
      removed += 1;
    }
  }
  const ids = [...new Set(copies.map(linkIdOf))];
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += SWEEP_BATCH) {
    const rows = await db
      .selectFrom('material_links')
      .select('id')
      .where('id', 'in', ids.slice(i, i + SWEEP_BATCH))
      .where('expires_at', '>', now.toISOString())
      .execute();
    for (const row of rows) live.add(row.id);
  }
  for (const file of copies) {
    if (live.has(linkIdOf(file))) continue;
    await rm(join(dir, file), { force: true });
    removed += 1;
  }
  return removed;
}

/** Sweeps this instance's copies now and every COPY_SWEEP_INTERVAL_MS; stop() ends it. */
export function startCopySweeps(deps: { db: Db; dir: string; log: Logger }): { stop(): void } {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await removeStaleCopies(deps.db, deps.dir);
      if (removed > 0) deps.log.info({ removed }, 'materials: stamped copies of expired links removed');
    } catch (error) {
      deps.log.error({ err: error }, 'materials: sweeping stamped copies failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(sweep, 5_000);
  const timer = setInterval(sweep, COPY_SWEEP_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
