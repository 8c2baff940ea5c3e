/** The materials' process parts for tests: a PDF worker, a folder of stamped copies, limits. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copiesDirOf } from '../../src/server/materials/copies.server.ts';
import { downloadCopy, type OpenLink } from '../../src/server/materials/download.server.ts';
import { createDownloadLimits } from '../../src/server/materials/download-limits.server.ts';
import { createPdfJobs, type PdfJobsOptions } from '../../src/server/materials/pdf-jobs.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';

export async function materialsRuntime(options: PdfJobsOptions = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'materials-'));
  const jobs = createPdfJobs(options);
  return {
    jobs,
    copiesDir: copiesDirOf(dataDir),
    limits: createDownloadLimits(),
    async close() {
      await jobs.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestRuntime = Awaited<ReturnType<typeof materialsRuntime>>;

/** One download read to the end: the stamped PDF's bytes, or why none. */
export async function downloadAll(db: Db, runtime: TestRuntime, link: OpenLink, now?: Date, clientKey = 'client') {
  const download = await downloadCopy(db, runtime, link, { clientKey, ...(now ? { now } : {}) });
  if (!download.ok) return download;
  const pdf = new Uint8Array(await new Response(download.body).arrayBuffer());
  return { ok: true as const, pdf, first: download.first, size: download.size };
}
