/**
 * The PDF worker thread (started by pdf-jobs.server.ts): a brochure's upload check and the
 * stamping of a personal copy, off the server's event loop and inside the worker's own heap
 * limits, so that a heavy PDF costs this thread (which the pool may end) and never the process.
 * A stamped copy is written here, owner-only, under a temporary name and renamed when whole.
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { createDb, type Db, type DbOptions } from '../platform/db.server.ts';
import { inspectBrochure } from './pdf-inspect.server.ts';
import { type StampText, stampPdf } from './stamp.server.ts';

export type PdfJobRequest =
  | { id: number; kind: 'inspect'; data: Uint8Array }
  /**
   * `data`: the brochure's bytes, or none when this worker reads version `versionId` itself
   * from the database it was given (the server: a brochure is megabytes, and node:sqlite would
   * read them on the request thread).
   */
  | { id: number; kind: 'stamp'; versionId: string; data?: Uint8Array; text: StampText; file: string };

/** What a stamp job answers: the copy's size, or that its version is gone. */
export type StampReply = { size: number } | { missing: true };

/** The worker's own connection, opened at its first stamp (pdf-jobs.server.ts passes the options). */
let db: Db | undefined;
const database = (workerData as { database?: DbOptions } | undefined)?.database;

async function brochureBytes(versionId: string): Promise<Uint8Array | undefined> {
  if (!database) throw new Error('the PDF worker has no database to read the brochure from');
  db ??= createDb('databaseUrl' in database ? { ...database, poolMax: 1 } : database);
  const row = await db.selectFrom('brochure_versions').select('data').where('id', '=', versionId).executeTakeFirst();
  return row?.data;
}

export type PdfJobReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

async function run(job: PdfJobRequest): Promise<{ value: unknown; transfer: ArrayBuffer[] }> {
  if (job.kind === 'inspect') {
    const value = await inspectBrochure(job.data);
    const transfer = value.ok && value.data ? [value.data.buffer as ArrayBuffer] : [];
    return { value, transfer };
  }
  const data = job.data ?? (await brochureBytes(job.versionId));
  if (!data) return { value: { missing: true } satisfies StampReply, transfer: [] };
  const pdf = await stampPdf(data, job.text);
  const part = `${job.file}.part`;
  try {
    await writeFile(part, pdf, { mode: 0o600 });
    await rename(part, job.file);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  return { value: { size: pdf.byteLength } satisfies StampReply, transfer: [] };
}

parentPort?.on('message', (job: PdfJobRequest) => {
  run(job).then(
    ({ value, transfer }) => parentPort?.postMessage({ id: job.id, ok: true, value } satisfies PdfJobReply, transfer),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies PdfJobReply),
  );
});
