/**
 * The PDF worker thread (started by pdf-jobs.server.ts): a brochure's upload check and the
 * stamping of a personal copy, off the server's event loop and inside the worker's own heap
 * limits, so that a heavy PDF costs this thread (which the pool may end) and never the process.
 * A stamped copy is written here, owner-only, under a temporary name and renamed when whole.
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { inspectBrochure } from './pdf-inspect.server.ts';
import { type StampText, stampPdf } from './stamp.server.ts';

export type PdfJobRequest =
  | { id: number; kind: 'inspect'; data: Uint8Array }
  | { id: number; kind: 'stamp'; data: Uint8Array; text: StampText; file: string };

export type PdfJobReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

async function run(job: PdfJobRequest): Promise<{ value: unknown; transfer: ArrayBuffer[] }> {
  if (job.kind === 'inspect') {
    const value = await inspectBrochure(job.data);
    const transfer = value.ok && value.data ? [value.data.buffer as ArrayBuffer] : [];
    return { value, transfer };
  }
  const pdf = await stampPdf(job.data, job.text);
  const part = `${job.file}.part`;
  try {
    await writeFile(part, pdf, { mode: 0o600 });
    await rename(part, job.file);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  return { value: { size: pdf.byteLength }, transfer: [] };
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
