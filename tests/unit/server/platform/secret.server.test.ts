import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  deriveKey,
  loadServerSecret,
  missingSecretProblem,
  SECRET_FILE,
} from '../../../../src/server/platform/secret.server.ts';

describe('the server secret', () => {
  it('is generated once in DATA_DIR, owner-only, and read back on the next start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pelvia-secret-'));
    try {
      const first = await loadServerSecret({ DATA_DIR: dir });
      const again = await loadServerSecret({ DATA_DIR: dir });
      expect(first).toHaveLength(32);
      expect(again.equals(first)).toBe(true);
      expect((await stat(join(dir, SECRET_FILE))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is APP_SECRET when set, and derives a different key per purpose', async () => {
    const secret = await loadServerSecret({ APP_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent' });
    expect(secret.toString()).toBe('x'.repeat(32));
    expect(deriveKey(secret, 'form-token').equals(deriveKey(secret, 'challenge'))).toBe(false);
  });

  it('is required from the environment with PostgreSQL (several instances), naming APP_SECRET', async () => {
    const source = { DATABASE_URL: 'postgres://db.example/site', DATA_DIR: '/nonexistent' };
    expect(missingSecretProblem(source)).toMatch(/^APP_SECRET is required when DATABASE_URL is set/);
    await expect(loadServerSecret(source)).rejects.toThrow(/APP_SECRET is required/);
    expect(missingSecretProblem({ ...source, APP_SECRET: 'y'.repeat(32) })).toBeNull();
    expect(missingSecretProblem({})).toBeNull();
  });
});
