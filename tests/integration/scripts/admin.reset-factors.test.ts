/**
 * `npm run admin -- user:reset-factors` as an operator runs it (the break-glass for a lost
 * phone): the script in a child process against a throwaway SQLite DATA_DIR, whose secret the
 * test reads to open the notice mail the script queued.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAccountMail } from '../../../src/server/accounts/account-mail-queue.server.ts';
import { listAudit } from '../../../src/server/accounts/audit.server.ts';
import { regenerateRecoveryCodes } from '../../../src/server/accounts/recovery-codes.server.ts';
import { secondFactorsOf } from '../../../src/server/accounts/second-factor.server.ts';
import { createSession, readSession } from '../../../src/server/accounts/sessions.server.ts';
import { enrolTotp, newTotpKey, totpCode } from '../../../src/server/accounts/totp.server.ts';
import { createDb, type Db } from '../../../src/server/platform/db.server.ts';
import { migrateToLatest } from '../../../src/server/platform/migrate.server.ts';
import { deriveKey, loadServerSecret } from '../../../src/server/platform/secret.server.ts';
import { createAdmin } from '../../setup/factories.ts';

vi.setConfig({ testTimeout: 120_000 });

const root = fileURLToPath(new URL('../../../', import.meta.url));
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'admin-cli-factors-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function admin(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const { DATABASE_URL: _ignored, APP_SECRET: _unset, ...inherited } = process.env;
    const child = spawn(process.execPath, ['scripts/admin.ts', ...args], {
      cwd: root,
      env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = createDb({ dataDir });
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

describe('npm run admin -- user:reset-factors', () => {
  it('removes every factor, ends the sessions, mails a notice and audits it as the command line', async () => {
    const secret = await loadServerSecret({ DATA_DIR: dataDir });
    const keys = { totp: deriveKey(secret, 'totp-at-rest'), mail: deriveKey(secret, 'account-mail') };
    const { user, token } = await withDb(async (db) => {
      await migrateToLatest(db);
      const user = await createAdmin(db, { email: 'lost@example.jp' });
      const base32 = newTotpKey();
      const now = new Date();
      await enrolTotp(db, keys.totp, user.id, base32, totpCode(base32, now), now);
      await regenerateRecoveryCodes(db, user.id, now);
      const session = await createSession(db, user.id);
      return { user, token: session.token };
    });

    const done = await admin(['user:reset-factors', '--email', 'LOST@example.jp']);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('Removed the second factors of lost@example.jp');

    await withDb(async (db) => {
      expect(await secondFactorsOf(db, user.id)).toEqual({ totp: false, passkeys: 0, recoveryCodesLeft: 0 });
      expect(await readSession(db, token)).toBeNull();
      const jobs = await db.selectFrom('outbox_jobs').select('payload').where('kind', '=', 'account.mail').execute();
      expect(jobs.map((job) => openAccountMail(keys.mail, job.payload))).toEqual([
        expect.objectContaining({ type: 'credential_notice', to: 'lost@example.jp', change: 'factors_reset' }),
      ]);
      const [row] = (await listAudit(db, { action: 'factor.reset' }, 1)).rows;
      expect(row).toMatchObject({ actor_email: 'cli', target_id: user.id });
    });
    expect(await readFile(join(dataDir, 'secret.key'), 'utf8')).toMatch(/^[A-Za-z0-9_-]{43}\n$/);
  });

  it('refuses an unknown e-mail, and PostgreSQL without APP_SECRET, with a message and exit code 1', async () => {
    const unknown = await admin(['user:reset-factors', '--email', 'nobody@example.jp']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('そのメールアドレスのアカウントはありません。');
    const noSecret = await admin(['user:reset-factors', '--email', 'a@example.jp'], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(noSecret.code).toBe(1);
    expect(noSecret.stderr).toContain('APP_SECRET is required when DATABASE_URL is set');
    expect(noSecret.stderr).not.toMatch(/\n\s+at /);
  });
});
