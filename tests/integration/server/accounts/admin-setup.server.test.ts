/**
 * Two first-run setup forms sent at the same moment by two processes (as two server instances
 * would): exactly one admin comes out of it, the other form is told an account already exists,
 * and the winner can sign in. Writes are held back until both forms are on their way to write,
 * so they really meet (each first spends ~100 ms on argon2id).
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { Client } from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { completeSetup, createSetupToken } from '../../../../src/server/accounts/admin-setup.server.ts';
import { listAdminUsers } from '../../../../src/server/accounts/admin-users.server.ts';
import { attemptLogin } from '../../../../src/server/accounts/login.server.ts';
import { SQLITE_FILE_NAME } from '../../../../src/server/platform/db.server.ts';
import { postgresOptions, type TestDb, testBackends, useTestDb } from '../../../setup/db.ts';

// Each form starts a process and hashes its password before the race is decided.
vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = 'a long enough passphrase';
const formProcess = fileURLToPath(new URL('../../../setup/setup-form-process.ts', import.meta.url));

/** A setup form in its own process; `send()` posts it and resolves with what it answered. */
async function startForm(current: TestDb, token: string, email: string) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [formProcess, JSON.stringify(current.options), token, email],
    { stdio: 'pipe' },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`setup form process ended early: ${stderr}`);
    return value as string;
  };
  expect(await next()).toBe('ready');
  return {
    go: () => child.stdin.write('go\n'),
    result: async () => JSON.parse(await next()) as { ok: boolean; email?: string; problem?: string },
  };
}

/**
 * Blocks writes to the accounts from other connections until released. On PostgreSQL,
 * `waiting` resolves once `count` inserts queue behind the lock; SQLite cannot tell, so it
 * waits long enough for both forms to finish hashing and reach their insert.
 */
async function holdAccountWrites(current: TestDb, count: number) {
  if (current.backend === 'sqlite') {
    const database = new DatabaseSync(join(current.location, SQLITE_FILE_NAME));
    database.exec('BEGIN IMMEDIATE');
    return {
      waiting: () => new Promise<void>((resolve) => setTimeout(resolve, 1500)),
      release: async () => {
        database.exec('COMMIT');
        database.close();
      },
    };
  }
  const client = new Client({ connectionString: postgresOptions(current).databaseUrl });
  await client.connect();
  await client.query(`set search_path to ${current.location}`);
  await client.query('begin');
  await client.query('lock table admin_users in share row exclusive mode');
  return {
    waiting: async () => {
      for (;;) {
        const { rows } = await client.query<{ n: string }>(
          "select count(*) as n from pg_locks where not granted and relation = 'admin_users'::regclass",
        );
        if (Number(rows[0]?.n) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    release: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}

describe.each(testBackends())('first-admin setup under concurrency on %s', (backend) => {
  const t = useTestDb(backend);

  it.each([
    ['the same setup URL', 1],
    ['two setup URLs (two servers started at once)', 2],
  ])('creates exactly one admin from two forms sent at once with %s', async (_name, tokenCount) => {
    const first = await createSetupToken(t.db);
    const second = tokenCount === 1 ? first : await createSetupToken(t.db);
    const forms = await Promise.all([
      startForm(t.current, first, 'sato@example.jp'),
      startForm(t.current, second, 'suzuki@example.jp'),
    ]);
    const hold = await holdAccountWrites(t.current, 2);
    for (const form of forms) form.go();
    await hold.waiting();
    await hold.release();
    const results = await Promise.all(forms.map((form) => form.result()));

    const winners = results.filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, problem: 'alreadySetUp' }]);
    const users = await listAdminUsers(t.db);
    expect(users.map((u) => [u.email, u.role, u.disabled])).toEqual([[winners[0]?.email, 'admin', false]]);
    expect(
      await attemptLogin(t.db, { email: users[0]?.email ?? '', password: PASSWORD, ip: '10.0.0.1' }),
    ).toMatchObject({ ok: true });
  });

  it('refuses a second setup after the first, and after an account was made another way', async () => {
    const token = await createSetupToken(t.db);
    const spare = await createSetupToken(t.db);
    expect(
      await completeSetup(t.db, token, { email: 'a@example.jp', displayName: 'A', password: PASSWORD }),
    ).toMatchObject({ ok: true });
    expect(await completeSetup(t.db, spare, { email: 'b@example.jp', displayName: 'B', password: PASSWORD })).toEqual({
      ok: false,
      problem: 'token',
    });
    expect((await listAdminUsers(t.db)).map((u) => u.email)).toEqual(['a@example.jp']);
  });
});
