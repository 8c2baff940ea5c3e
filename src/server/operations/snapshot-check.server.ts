/**
 * Whether a snapshot file is whole and readable (backup.server.ts's verifySnapshot), with nothing
 * but node's own modules: the verification worker (verify-worker.server.ts) loads this file
 * alone, so it costs a thread and SQLite's page cache, not a second copy of Kysely and every
 * migration (issue 30). The migrations this version knows are the caller's to pass.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';

/** The checksum beside a snapshot: `<name>.sha256`. */
export const CHECKSUM = '.sha256';

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export type VerifyResult =
  | { ok: true; file: string; bytes: number; migration: string | undefined; leads: number; checksum: boolean }
  | { ok: false; file: string; errors: string[] };

/**
 * Checks a snapshot without touching the live database: its checksum (when `<file>.sha256` is
 * there), `PRAGMA integrity_check`, and that its schema is one this version knows (`known`: no
 * migration newer than ours). Never throws for a bad file: the errors say what is wrong.
 */
export async function checkSnapshot(file: string, known: readonly string[]): Promise<VerifyResult> {
  const errors: string[] = [];
  let bytes: number;
  try {
    bytes = (await stat(file)).size;
  } catch {
    return { ok: false, file, errors: ['no such file'] };
  }
  let checksum = false;
  const expected = await readFile(`${file}${CHECKSUM}`, 'utf8').then(
    (text) => text.trim().split(/\s+/)[0],
    () => undefined,
  );
  if (expected !== undefined) {
    checksum = true;
    const actual = await sha256File(file);
    if (actual !== expected) {
      errors.push(`checksum mismatch: the file changed after it was taken (expected ${expected}, found ${actual})`);
    }
  }
  let database: DatabaseSync | undefined;
  let migration: string | undefined;
  let leads = 0;
  try {
    database = new DatabaseSync(file, { readOnly: true });
    const rows = database.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
    const problems = rows.map((row) => row.integrity_check).filter((text) => text !== 'ok');
    if (problems.length > 0) errors.push(`integrity check failed: ${problems.slice(0, 5).join('; ')}`);
    const applied = (
      database.prepare('select name from kysely_migration order by name').all() as { name: string }[]
    ).map((row) => row.name);
    const unknown = applied.filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      errors.push(`made by a newer version of the site (migrations ${unknown.join(', ')} are unknown here)`);
    }
    migration = applied.at(-1);
    leads = Number((database.prepare('select count(*) as n from material_requests').get() as { n: number }).n);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    errors.push(`not a readable site database: ${reason}`);
  } finally {
    database?.close();
  }
  if (errors.length > 0) return { ok: false, file, errors };
  return { ok: true, file, bytes, migration, leads, checksum };
}
