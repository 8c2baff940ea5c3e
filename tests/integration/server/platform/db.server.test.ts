import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, SQLITE_FILE_NAME } from '../../../../src/server/platform/db.server.ts';

describe('the SQLite database file', () => {
  it('is created owner-only (0600), and so are its -wal and -shm files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pelvia-db-mode-'));
    const db = createDb({ dataDir: dir });
    try {
      await sql`create table t (x integer)`.execute(db);
      await sql`insert into t values (1)`.execute(db);
      for (const name of [SQLITE_FILE_NAME, `${SQLITE_FILE_NAME}-wal`, `${SQLITE_FILE_NAME}-shm`]) {
        expect((await stat(join(dir, name))).mode & 0o777, name).toBe(0o600);
      }
    } finally {
      await db.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
