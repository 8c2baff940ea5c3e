import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { setupUrlOn } from '../../../../src/actions/paths.ts';
import {
  announceSetupUrl,
  completeSetup,
  createSetupToken,
  isSetupTokenValid,
  SETUP_TOKEN_TTL_MS,
} from '../../../../src/server/accounts/admin-setup.server.ts';
import {
  countAdminUsers,
  createAdminUser,
  disableAdminUser,
  listAdminUsers,
  resetAdminPassword,
} from '../../../../src/server/accounts/admin-users.server.ts';
import { listAudit, recordAudit } from '../../../../src/server/accounts/audit.server.ts';
import {
  attemptLogin,
  FREE_FAILURES,
  LOCKOUT_FAILURES,
  throttleDelayMs,
} from '../../../../src/server/accounts/login.server.ts';
import {
  createSession,
  hashToken,
  purgeExpiredSessions,
  readSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '../../../../src/server/accounts/sessions.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

// Every login verifies an argon2id hash (about 50 ms alone, several times that on a busy machine).
vi.setConfig({ testTimeout: 20_000 });

const PASSWORD = 'a long enough passphrase';
const at = (iso: string) => new Date(iso);

describe.each(testBackends())('admin accounts and sessions on %s', (backend) => {
  const t = useTestDb(backend);

  it('creates accounts with case-insensitive unique e-mails and refuses weak passwords', async () => {
    const created = await createAdminUser(t.db, {
      email: ' Sato@Example.JP ',
      displayName: '佐藤',
      role: 'staff',
      password: PASSWORD,
    });
    expect(created).toMatchObject({ ok: true, user: { email: 'sato@example.jp', role: 'staff', disabled: false } });
    const again = await createAdminUser(t.db, {
      email: 'SATO@example.jp',
      displayName: 'x',
      role: 'admin',
      password: PASSWORD,
    });
    expect(again).toEqual({ ok: false, problem: 'taken' });
    const input = { email: 'b@example.jp', displayName: 'b', role: 'admin' };
    expect(await createAdminUser(t.db, { ...input, password: 'short' })).toEqual({ ok: false, problem: 'tooShort' });
    expect(await createAdminUser(t.db, { ...input, password: 'Password1234' })).toEqual({
      ok: false,
      problem: 'common',
    });
    expect(await createAdminUser(t.db, { ...input, role: 'root', password: PASSWORD })).toEqual({
      ok: false,
      problem: 'role',
    });
    const row = await t.db.selectFrom('admin_users').select('password_hash').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
    expect((await listAdminUsers(t.db)).map((u) => u.email)).toEqual(['sato@example.jp']);
  });

  it('signs in with a fresh session whose token is stored only as its hash', async () => {
    const user = await createAdmin(t.db, { email: 'kato@example.jp', password: PASSWORD });
    const result = await attemptLogin(t.db, { email: 'KATO@example.jp', password: PASSWORD, ip: '10.0.0.1' });
    if (!result.ok) throw new Error('login failed');
    expect(result.session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.selectFrom('admin_sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(hashToken(result.session.token));
    expect(JSON.stringify(rows)).not.toContain(result.session.token);
    expect(await readSession(t.db, result.session.token)).toMatchObject({ id: user.id, role: 'admin' });
  });

  it('rotates the session at login and deletes it at logout', async () => {
    await createAdmin(t.db, { email: 'rot@example.jp', password: PASSWORD });
    const first = await attemptLogin(t.db, { email: 'rot@example.jp', password: PASSWORD });
    if (!first.ok) throw new Error('login failed');
    const second = await attemptLogin(t.db, {
      email: 'rot@example.jp',
      password: PASSWORD,
      previousSessionId: hashToken(first.session.token),
    });
    if (!second.ok) throw new Error('login failed');
    expect(second.session.token).not.toBe(first.session.token);
    expect(await readSession(t.db, first.session.token)).toBeNull();
    const current = await readSession(t.db, second.session.token);
    expect(current).not.toBeNull();
    const { deleteSession } = await import('../../../../src/server/accounts/sessions.server.ts');
    await deleteSession(t.db, current?.sessionId ?? '');
    expect(await readSession(t.db, second.session.token)).toBeNull();
  });

  it('ends a session after 8 idle hours and after 7 days whatever the activity', async () => {
    const user = await createAdmin(t.db);
    const start = at('2026-03-01T00:00:00.000Z');
    const idle = await createSession(t.db, user.id, { now: start });
    expect(await readSession(t.db, idle.token, new Date(start.getTime() + SESSION_IDLE_MS - 1000))).not.toBeNull();
    // That read counted as activity: 8 h from it is still fine, 8 h and a bit is not.
    const lastSeen = start.getTime() + SESSION_IDLE_MS - 1000;
    expect(await readSession(t.db, idle.token, new Date(lastSeen + SESSION_IDLE_MS + 1000))).toBeNull();

    const busy = await createSession(t.db, user.id, { now: start });
    for (let h = 4; h < 7 * 24; h += 4) {
      expect(await readSession(t.db, busy.token, new Date(start.getTime() + h * 3_600_000))).not.toBeNull();
    }
    expect(await readSession(t.db, busy.token, new Date(start.getTime() + SESSION_ABSOLUTE_MS))).toBeNull();
    expect(await t.db.selectFrom('admin_sessions').selectAll().execute()).toEqual([]);
  });

  it('refuses malformed and unknown tokens and purges ended sessions', async () => {
    const user = await createAdmin(t.db);
    expect(await readSession(t.db, undefined)).toBeNull();
    expect(await readSession(t.db, "' or 1=1 --")).toBeNull();
    expect(await readSession(t.db, 'A'.repeat(43))).toBeNull();
    const start = at('2026-03-01T00:00:00.000Z');
    await createSession(t.db, user.id, { now: start });
    await createSession(t.db, user.id, { now: new Date() });
    expect(await purgeExpiredSessions(t.db)).toBe(1);
  });

  it('ends every session of a disabled user or after a password reset', async () => {
    const user = await createAdmin(t.db, { email: 'dis@example.jp', password: PASSWORD });
    const a = await createSession(t.db, user.id);
    expect(await resetAdminPassword(t.db, 'dis@example.jp', 'another long passphrase')).toMatchObject({ ok: true });
    expect(await readSession(t.db, a.token)).toBeNull();
    expect(await attemptLogin(t.db, { email: 'dis@example.jp', password: PASSWORD })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const b = await createSession(t.db, user.id);
    await disableAdminUser(t.db, 'dis@example.jp');
    expect(await readSession(t.db, b.token)).toBeNull();
    expect(await attemptLogin(t.db, { email: 'dis@example.jp', password: 'another long passphrase' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('answers an unknown e-mail and a wrong password alike, and audits both without the unknown e-mail', async () => {
    await createAdmin(t.db, { email: 'real@example.jp', password: PASSWORD });
    const unknown = await attemptLogin(t.db, { email: 'ghost@example.jp', password: PASSWORD, ip: '10.0.0.9' });
    const wrong = await attemptLogin(t.db, { email: 'real@example.jp', password: 'not the password', ip: '10.0.0.9' });
    expect(unknown).toEqual(wrong);
    const { rows } = await listAudit(t.db, { action: 'login.failure' }, 1);
    expect(rows.map((r) => [r.actor_email, r.ip, JSON.parse(r.detail ?? '{}').reason]).sort()).toEqual([
      [null, '10.0.0.9', 'unknown_user'],
      ['real@example.jp', '10.0.0.9', 'bad_password'],
    ]);
    // What was typed is in no column of the log.
    expect(JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute())).not.toContain('ghost');
  });

  it('counts attempts refused while throttled instead of auditing each one', async () => {
    await createAdmin(t.db, { email: 'flood@example.jp', password: PASSWORD });
    const now = at('2026-03-01T00:00:00.000Z');
    const attempt = (email: string, password: string, when = now) =>
      attemptLogin(t.db, { email, password, ip: '10.7.7.7', now: when });
    for (let i = 0; i < FREE_FAILURES; i += 1) await attempt('flood@example.jp', 'wrong password!!');
    const auditRows = async () => (await t.db.selectFrom('audit_log').selectAll().execute()).length;
    expect(await auditRows()).toBe(FREE_FAILURES);

    // A flood inside the delay, for the account and for unknown e-mails from the same IP.
    for (let i = 0; i < 200; i += 1) {
      const answer = await attempt(i % 2 === 0 ? 'flood@example.jp' : `nobody${i}@example.jp`, PASSWORD);
      expect(answer).toMatchObject({ ok: false, reason: 'throttled' });
    }
    // One audit entry for the whole episode, with the account's e-mail (it exists).
    expect(await auditRows()).toBe(FREE_FAILURES + 1);
    const { rows } = await listAudit(t.db, { action: 'login.failure' }, 1);
    const episodes = rows.filter((row) => JSON.parse(row.detail ?? '{}').reason === 'throttled');
    expect(episodes).toMatchObject([{ actor_email: 'flood@example.jp', ip: '10.7.7.7' }]);
    const counters = await t.db.selectFrom('login_throttle').select(['key', 'refused']).orderBy('key').execute();
    expect(counters.reduce((sum, row) => sum + row.refused, 0)).toBe(200);

    // The next attempt that gets through reports the count and starts a new episode.
    const later = new Date(now.getTime() + throttleDelayMs(FREE_FAILURES));
    expect(await attempt('flood@example.jp', PASSWORD, later)).toMatchObject({ ok: true });
    const success = (await listAudit(t.db, { action: 'login.success' }, 1)).rows[0];
    // No factor enrolled while 2FA is required: the password opens enrolment (`next`).
    expect(JSON.parse(success?.detail ?? '{}')).toEqual({
      method: 'password',
      next: 'enrol',
      refusedWhileThrottled: 200,
    });
    // Reported once: the next audited attempt does not repeat the count.
    expect(await attempt('flood@example.jp', 'wrong password!!', later)).toEqual({ ok: false, reason: 'invalid' });
    const failures = (await listAudit(t.db, { action: 'login.failure' }, 1)).rows;
    expect(failures.filter((row) => (row.detail ?? '').includes('refused'))).toEqual([]);
  }, 60_000);

  it('throttles an account from one client with growing delays, then locks that client out', async () => {
    await createAdmin(t.db, { email: 'th@example.jp', password: PASSWORD });
    let now = at('2026-03-01T00:00:00.000Z').getTime();
    const attempt = (password: string, ip: string) =>
      attemptLogin(t.db, { email: 'th@example.jp', password, ip, now: new Date(now) });
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect(await attempt('wrong password!!', '10.1.0.1')).toEqual({ ok: false, reason: 'invalid' });
    }
    const throttled = await attempt(PASSWORD, '10.1.0.1');
    expect(throttled).toEqual({ ok: false, reason: 'throttled', retryAfterSeconds: 1 });
    // Growing delays: wait each out and fail again until the lockout.
    for (let failures = FREE_FAILURES; failures < LOCKOUT_FAILURES; failures += 1) {
      now += throttleDelayMs(failures);
      expect(await attempt('wrong password!!', '10.1.0.1')).toEqual({ ok: false, reason: 'invalid' });
    }
    now += throttleDelayMs(LOCKOUT_FAILURES);
    expect(await attempt(PASSWORD, '10.1.0.1')).toMatchObject({ ok: false, reason: 'locked' });
    now += 60 * 60_000;
    expect(await attempt(PASSWORD, '10.1.0.1')).toMatchObject({ ok: true });
  }, 60_000);

  it('throttles per IP across different accounts', async () => {
    const now = at('2026-03-01T00:00:00.000Z');
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      await attemptLogin(t.db, { email: `n${i}@example.jp`, password: 'wrong password!!', ip: '10.9.9.9', now });
    }
    await createAdmin(t.db, { email: 'other@example.jp', password: PASSWORD });
    expect(await attemptLogin(t.db, { email: 'other@example.jp', password: PASSWORD, ip: '10.9.9.9', now })).toEqual({
      ok: false,
      reason: 'throttled',
      retryAfterSeconds: 1,
    });
    expect(
      await attemptLogin(t.db, { email: 'other@example.jp', password: PASSWORD, ip: '10.9.9.8', now }),
    ).toMatchObject({ ok: true });
  }, 30_000);

  it('throttles by the client key (an IPv6 /64) and audits and signs in with the full address', async () => {
    const now = at('2026-03-01T00:00:00.000Z');
    const client = (host: string) => ({ ip: `2001:db8:5:6::${host}`, clientKey: '2001:db8:5:6::/64', now });
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      await attemptLogin(t.db, { email: `v6-${i}@example.jp`, password: 'wrong password!!', ...client(`${i + 1}`) });
    }
    await createAdmin(t.db, { email: 'six@example.jp', password: PASSWORD });
    // Another address in the same /64 is the same client.
    expect(await attemptLogin(t.db, { email: 'six@example.jp', password: PASSWORD, ...client('99') })).toMatchObject({
      ok: false,
      reason: 'throttled',
    });
    const later = new Date(now.getTime() + 2_000);
    const ok = await attemptLogin(t.db, { email: 'six@example.jp', password: PASSWORD, ...client('99'), now: later });
    expect(ok).toMatchObject({ ok: true });
    const keys = (await t.db.selectFrom('login_throttle').select('key').execute()).map((row) => row.key);
    expect(keys).toContain('ip:2001:db8:5:6::/64');
    const audit = await t.db.selectFrom('audit_log').select(['action', 'ip']).orderBy('created_at').execute();
    expect(audit.at(-1)).toEqual({ action: 'login.success', ip: '2001:db8:5:6::99' });
    const session = await t.db.selectFrom('admin_sessions').select('ip').executeTakeFirstOrThrow();
    expect(session.ip).toBe('2001:db8:5:6::99');
  }, 30_000);

  it('logs a one-time setup URL only while no account exists, and it works once', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const printed: string[] = [];
    const url = await announceSetupUrl({
      db: t.db,
      log,
      setupUrl: setupUrlOn('https://www.example.jp'),
      print: (text) => printed.push(text),
    });
    expect(url).toMatch(/^https:\/\/www\.example\.jp\/admin\/setup\?token=[A-Za-z0-9_-]{43}$/);
    expect(lines.join('')).toContain(url);
    // Also a line of its own a person can copy, not only inside the JSON log line.
    expect(printed.join('').split('\n')).toContain(url);
    const token = new URL(url ?? '').searchParams.get('token') ?? '';
    expect(await isSetupTokenValid(t.db, token)).toBe(true);
    expect(await isSetupTokenValid(t.db, 'nope')).toBe(false);

    const weak = await completeSetup(t.db, token, {
      email: 'first@example.jp',
      displayName: '最初',
      password: 'short',
    });
    expect(weak).toEqual({ ok: false, problem: 'tooShort' });
    const done = await completeSetup(t.db, token, {
      email: 'first@example.jp',
      displayName: '最初',
      password: PASSWORD,
    });
    expect(done).toMatchObject({ ok: true, user: { role: 'admin', email: 'first@example.jp' } });
    expect(await countAdminUsers(t.db)).toBe(1);
    expect(
      await completeSetup(t.db, token, { email: 'second@example.jp', displayName: 'x', password: PASSWORD }),
    ).toEqual({ ok: false, problem: 'token' });
    expect(await announceSetupUrl({ db: t.db, log, setupUrl: setupUrlOn('https://www.example.jp') })).toBeNull();
    const { rows } = await listAudit(t.db, { action: 'setup.first_admin' }, 1);
    expect(rows).toHaveLength(1);
  });

  it('refuses an expired setup token, and any token once an account exists', async () => {
    const issued = at('2026-03-01T00:00:00.000Z');
    const token = await createSetupToken(t.db, issued);
    expect(await isSetupTokenValid(t.db, token, new Date(issued.getTime() + SETUP_TOKEN_TTL_MS - 1000))).toBe(true);
    expect(await isSetupTokenValid(t.db, token, new Date(issued.getTime() + SETUP_TOKEN_TTL_MS))).toBe(false);
    const fresh = await createSetupToken(t.db);
    await createAdmin(t.db);
    expect(await isSetupTokenValid(t.db, fresh)).toBe(false);
  });

  it('lists the audit log newest first with filters', async () => {
    const actor = { id: 'u1', email: 'yamada@example.jp' };
    await recordAudit(t.db, { action: 'login.success', actor, ip: '10.0.0.1', now: at('2026-03-01T00:00:00Z') });
    await recordAudit(t.db, {
      action: 'lead.status',
      actor,
      target: { type: 'lead', id: 'L1' },
      detail: { from: 'pending', to: 'contacted' },
      now: at('2026-03-02T00:00:00Z'),
    });
    await recordAudit(t.db, { action: 'logout', actor: { id: 'u2', email: 'suzuki@example.jp' } });
    const all = await listAudit(t.db, {}, 1);
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.action)).toEqual(['logout', 'lead.status', 'login.success']);
    expect((await listAudit(t.db, { actor: 'YAMADA' }, 1)).total).toBe(2);
    expect((await listAudit(t.db, { actor: '%' }, 1)).total).toBe(0);
    expect((await listAudit(t.db, { action: 'lead.status' }, 1)).rows[0]?.target_id).toBe('L1');
    const ranged = await listAudit(t.db, { from: '2026-03-01T12:00:00.000Z', to: '2026-03-03T00:00:00.000Z' }, 1);
    expect(ranged.rows.map((r) => r.action)).toEqual(['lead.status']);
    // A page number from the query string may be anything: past the end is an empty page.
    for (const page of [Number.POSITIVE_INFINITY, 1e29, Number.NaN, -5]) {
      const listed = await listAudit(t.db, {}, page);
      expect(listed.total).toBe(3);
      expect(listed.rows).toHaveLength(page === -5 || Number.isNaN(page) ? 3 : 0);
    }
  });
});
