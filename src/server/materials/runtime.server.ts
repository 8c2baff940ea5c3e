/**
 * What the materials need from the process (issue 30), made once by the composition root
 * (services.server.ts) and reached by pages through `locals.services.materials`: the PDF worker's
 * jobs, this instance's folder of stamped copies with its hourly sweep, and the download limits.
 */
import type { Db, DbOptions } from '../platform/db.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import { copiesDirOf, startCopySweeps } from './copies.server.ts';
import { createDownloadLimits, type DownloadLimits } from './download-limits.server.ts';
import { createPdfJobs, type PdfJobs } from './pdf-jobs.server.ts';

export interface MaterialsRuntime {
  jobs: PdfJobs;
  copiesDir: string;
  limits: DownloadLimits;
  close(): Promise<void>;
}

export function createMaterialsRuntime(deps: {
  db: Db;
  /** Where the PDF worker reads brochures on a connection of its own. */
  database: DbOptions;
  dataDir: string;
  log: Logger;
}): MaterialsRuntime {
  const jobs = createPdfJobs({ log: deps.log, database: deps.database });
  const copiesDir = copiesDirOf(deps.dataDir);
  const sweeps = startCopySweeps({ db: deps.db, dir: copiesDir, log: deps.log });
  return {
    jobs,
    copiesDir,
    limits: createDownloadLimits(),
    async close() {
      sweeps.stop();
      await jobs.close();
    },
  };
}
