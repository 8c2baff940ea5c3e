/**
 * Restoring a snapshot into DATA_DIR (docs/operations.md#restore), for `npm run db:restore`:
 * only while no server uses the folder; the snapshot is verified first (checksum, integrity,
 * a migration level this version knows); the current database, with its WAL and shared-memory
 * files, is moved aside rather than deleted; the snapshot is copied in under a temporary name
 * and renamed over `site.db`, so an interrupted restore leaves either the old file or the new.
 */
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { SQLITE_FILE_NAME } from '../platform/db.server.ts';
import { verifySnapshot } from './backup.server.ts';
import { runningServer } from './server-lock.server.ts';

export type RestoreResult =
  | { ok: true; restored: string; keptAside: string | undefined; leads: number; migration: string | undefined }
  | { ok: false; errors: string[] };

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export async function restoreSnapshot(options: { file: string; dataDir: string; now?: Date }): Promise<RestoreResult> {
  const { file, dataDir } = options;
  const pid = runningServer(dataDir);
  if (pid !== undefined) {
    return {
      ok: false,
      errors: [`a server (pid ${pid}) is using ${dataDir}: stop it first (systemctl stop pelvia, or Ctrl-C)`],
    };
  }
  const check = await verifySnapshot(file);
  if (!check.ok) return { ok: false, errors: check.errors.map((e) => `${file}: ${e}`) };
  await mkdir(dataDir, { recursive: true });
  const live = join(dataDir, SQLITE_FILE_NAME);
  let keptAside: string | undefined;
  if (await exists(live)) {
    const stamp = (options.now ?? new Date())
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    keptAside = join(dataDir, `${SQLITE_FILE_NAME}.before-restore-${stamp}`);
    // The three files move together, so the set aside database opens with its last writes.
    for (const suffix of ['', '-wal', '-shm']) {
      if (await exists(`${live}${suffix}`)) await rename(`${live}${suffix}`, `${keptAside}${suffix}`);
    }
  }
  const incoming = `${live}.restoring`;
  await rm(incoming, { force: true });
  await copyFile(file, incoming);
  const handle = await open(incoming, 'r');
  await handle.sync();
  await handle.close();
  await rename(incoming, live);
  return { ok: true, restored: live, keptAside, leads: check.leads, migration: check.migration };
}
