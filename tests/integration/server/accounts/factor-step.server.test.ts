import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it, vi } from 'vitest';
import { setSecondFactorRequired } from '../../../../src/server/accounts/account-policy.server.ts';
import { listAudit } from '../../../../src/server/accounts/audit.server.ts';
import { completeFactorStep, reauthenticate } from '../../../../src/server/accounts/factor-step.server.ts';
import { attemptLogin } from '../../../../src/server/accounts/login.server.ts';
import { issueLoginChallenge } from '../../../../src/server/accounts/login-proof.server.ts';
import { ACCOUNT_CEILING, FREE_FAILURES } from '../../../../src/server/accounts/login-throttle.server.ts';
import { regenerateRecoveryCodes } from '../../../../src/server/accounts/recovery-codes.server.ts';
import { readSession } from '../../../../src/server/accounts/sessions.server.ts';
import { enrolTotp, newTotpKey, TOTP_PERIOD_SECONDS, totpCode } from '../../../../src/server/accounts/totp.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

// Passwords and recovery codes are argon2id hashes: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

const PASSWORD = 'a long enough passphrase';
const totpKey = Buffer.alloc(32, 9);
const keys = { totp: totpKey, mail: Buffer.alloc(32, 7) };
const start = new Date('2026-03-01T00:00:05.000Z');
const later = (steps: number) => new Date(start.getTime() + steps * TOTP_PERIOD_SECONDS * 1000);

async function solve(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe.each(testBackends())('the factor step on %s', (backend) => {
  const t = useTestDb(backend);

  /** An account with TOTP enrolled (the enrolment code's step spent), signed in to the factor step. */
  async function enrolled(email: string) {
    const user = await createAdmin(t.db, { email, password: PASSWORD });
    const base32 = newTotpKey();
    expect(await enrolTotp(t.db, totpKey, user.id, base32, totpCode(base32, start), start)).toBe(true);
    return { user, base32 };
  }
  const login = async (email: string, now: Date, ip = '203.0.113.1') => {
    const result = await attemptLogin(t.db, { email, password: PASSWORD, ip, now });
    if (!result.ok) throw new Error(`login refused: ${result.reason}`);
    const pending = await readSession(t.db, result.session.token, now);
    if (!pending) throw new Error('no session');
    return { result, pending };
  };

  it('a right password opens only the factor step; a right code gives a fresh full session', async () => {
    const { user, base32 } = await enrolled('totp@example.jp');
    const now = later(2);
    const { result, pending } = await login(user.email, now);
    expect(result.stage).toBe('factor');
    expect(pending.stage).toBe('factor');
    expect(pending.reauthAt).toBeNull();

    const wrong = await completeFactorStep(t.db, keys, {
      user: pending,
      pendingSessionId: pending.sessionId,
      code: '000000',
      ip: '203.0.113.1',
      now,
    });
    expect(wrong).toEqual({ ok: false, reason: 'invalid' });

    const code = totpCode(base32, now);
    const done = await completeFactorStep(t.db, keys, {
      user: pending,
      pendingSessionId: pending.sessionId,
      code,
      ip: '203.0.113.1',
      now,
    });
    if (!done.ok) throw new Error(done.reason);
    expect(done.method).toBe('totp');
    expect(done.session.token).not.toBe(result.session.token);
    // The pending session is gone; the new one is signed in and counts as re-authenticated.
    expect(await readSession(t.db, result.session.token, now)).toBeNull();
    const full = await readSession(t.db, done.session.token, now);
    expect(full).toMatchObject({ id: user.id, stage: 'full', reauthAt: now.toISOString() });
    const row = await t.db
      .selectFrom('admin_users')
      .select('last_login_at')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.last_login_at).toBe(now.toISOString());

    // The same code again, on a second sign-in in the same 30 s: refused (replay).
    const again = await login(user.email, now);
    const replay = await completeFactorStep(t.db, keys, {
      user: again.pending,
      pendingSessionId: again.pending.sessionId,
      code,
      ip: '203.0.113.1',
      now,
    });
    expect(replay).toEqual({ ok: false, reason: 'invalid' });

    const audit = (await listAudit(t.db, {}, 1)).rows.map((r) => [r.action, r.detail]);
    expect(audit).toContainEqual(['login.success', JSON.stringify({ method: 'totp' })]);
    expect(audit.filter(([action]) => action === 'login.factor_failure')).toHaveLength(2);
  });

  it('a recovery code signs in once and only once, audited, with the count left', async () => {
    const { user } = await enrolled('recovery@example.jp');
    const codes = await regenerateRecoveryCodes(t.db, user.id, start);
    const now = later(3);
    const first = await login(user.email, now);
    const used = await completeFactorStep(t.db, keys, {
      user: first.pending,
      pendingSessionId: first.pending.sessionId,
      code: (codes[0] ?? '').toUpperCase(),
      now,
    });
    expect(used).toMatchObject({ ok: true, method: 'recovery', recoveryCodesLeft: 9 });
    const second = await login(user.email, now);
    const reused = await completeFactorStep(t.db, keys, {
      user: second.pending,
      pendingSessionId: second.pending.sessionId,
      code: codes[0] ?? '',
      now,
    });
    expect(reused).toEqual({ ok: false, reason: 'invalid' });
    const actions = (await listAudit(t.db, {}, 1)).rows.map((r) => r.action);
    expect(actions).toContain('factor.recovery_used');
  });

  it('is throttled per account and client: the guesser waits, the owner elsewhere does not', async () => {
    const { user, base32 } = await enrolled('guessed@example.jp');
    const now = later(4);
    const guesser = await login(user.email, now, '198.51.100.7');
    const guess = (code: string, ip = '198.51.100.7', proof?: string) =>
      completeFactorStep(t.db, keys, {
        user: guesser.pending,
        pendingSessionId: guesser.pending.sessionId,
        code,
        ip,
        proof,
        now,
      });
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect(await guess(String(100000 + i))).toEqual({ ok: false, reason: 'invalid' });
    }
    // Even the right code waits now, from this client.
    expect(await guess(totpCode(base32, now))).toMatchObject({ ok: false, reason: 'throttled' });
    // The owner, from another client, gets in.
    const owner = await login(user.email, now, '203.0.113.50');
    const ok = await completeFactorStep(t.db, keys, {
      user: owner.pending,
      pendingSessionId: owner.pending.sessionId,
      code: totpCode(base32, now),
      ip: '203.0.113.50',
      now,
    });
    expect(ok).toMatchObject({ ok: true });
    // Refused attempts are counted once in the audit log, not one row each.
    const failures = (await listAudit(t.db, { action: 'login.factor_failure' }, 1)).rows;
    expect(failures).toHaveLength(FREE_FAILURES + 1);
  });

  it('past the account ceiling, a client that has failed must bring a proof of work', async () => {
    const { user, base32 } = await enrolled('ceiling@example.jp');
    const now = later(5);
    for (let i = 0; i < ACCOUNT_CEILING; i += 1) {
      const ip = `192.0.2.${i}`;
      const { pending } = await login(user.email, now, ip);
      await completeFactorStep(t.db, keys, {
        user: pending,
        pendingSessionId: pending.sessionId,
        code: '999999',
        ip,
        now,
      });
    }
    const { pending } = await login(user.email, now, '192.0.2.1');
    const attempt = (proof?: string) =>
      completeFactorStep(t.db, keys, {
        user: pending,
        pendingSessionId: pending.sessionId,
        code: totpCode(base32, now),
        ip: '192.0.2.1',
        proof,
        now,
      });
    expect(await attempt()).toEqual({ ok: false, reason: 'proof' });
    const proof = await solve((await issueLoginChallenge(t.db)) ?? '');
    expect(await attempt(proof)).toMatchObject({ ok: true });
  });

  it('sends an account without a factor to enrolment while required, and signs it in when not', async () => {
    const user = await createAdmin(t.db, { email: 'none@example.jp', password: PASSWORD });
    const now = later(6);
    const required = await login(user.email, now);
    expect(required.result.stage).toBe('enrol');
    expect(required.pending.stage).toBe('enrol');
    await setSecondFactorRequired(t.db, false, { id: user.id, email: user.email }, { now });
    const lifted = await login(user.email, now);
    expect(lifted.result.stage).toBe('full');
    expect(lifted.pending).toMatchObject({ stage: 'full', reauthAt: now.toISOString() });
  });

  it('re-authenticates with the password and a code, refusing either wrong and a replayed code', async () => {
    const { user, base32 } = await enrolled('reauth@example.jp');
    const now = later(7);
    const { pending } = await login(user.email, now);
    const session = await completeFactorStep(t.db, keys, {
      user: pending,
      pendingSessionId: pending.sessionId,
      code: totpCode(base32, now),
      now,
    });
    if (!session.ok) throw new Error(session.reason);
    const full = await readSession(t.db, session.session.token, now);
    if (!full) throw new Error('no session');
    const when = later(30);
    const attempt = (password: string, code: string) =>
      reauthenticate(t.db, keys, { user: full, sessionId: full.sessionId, password, code, now: when });
    expect(await attempt('not the password!!', totpCode(base32, when))).toEqual({ ok: false, reason: 'invalid' });
    expect(await attempt(PASSWORD, '123456')).toEqual({ ok: false, reason: 'invalid' });
    expect(await attempt(PASSWORD, totpCode(base32, when))).toEqual({ ok: true });
    expect(await attempt(PASSWORD, totpCode(base32, when))).toEqual({ ok: false, reason: 'invalid' });
    const reread = await readSession(t.db, session.session.token, when);
    expect(reread?.reauthAt).toBe(when.toISOString());
    const actions = (await listAudit(t.db, {}, 1)).rows.map((r) => r.action);
    expect(actions).toContain('reauth.success');
    expect(actions.filter((a) => a === 'reauth.failure')).toHaveLength(3);
  });
});
