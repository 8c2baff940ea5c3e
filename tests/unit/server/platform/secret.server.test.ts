import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/server/platform/db.server.ts';
import { deriveKey, loadServerSecret, SECRET_FILE } from '../../../../src/server/platform/secret.server.ts';

const noDb = {} as Db;

describe('the server secret', () => {
  it('is generated once in DATA_DIR, owner-only, and read back on the next start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pelvia-secret-'));
    try {
      const first = await loadServerSecret({ DATA_DIR: dir }, noDb);
      const again = await loadServerSecret({ DATA_DIR: dir }, noDb);
      expect(first).toHaveLength(32);
      expect(again.equals(first)).toBe(true);
      expect((await stat(join(dir, SECRET_FILE))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is APP_SECRET when set, and derives a different key per purpose', async () => {
    const secret = await loadServerSecret({ APP_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent' }, noDb);
    expect(secret.toString()).toBe('x'.repeat(32));
    expect(deriveKey(secret, 'form-token').equals(deriveKey(secret, 'challenge'))).toBe(false);
  });
});
