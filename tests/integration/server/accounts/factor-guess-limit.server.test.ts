import { describe, expect, it, vi } from 'vitest';
import { openAccountMail } from '../../../../src/server/accounts/account-mail-queue.server.ts';
import { ACCOUNT_CODE_LIMIT, accountCodeWaitMs } from '../../../../src/server/accounts/factor-guess-limit.server.ts';
import { completeFactorStep, reauthenticate } from '../../../../src/server/accounts/factor-step.server.ts';
import { attemptLogin } from '../../../../src/server/accounts/login.server.ts';
import { readSession } from '../../../../src/server/accounts/sessions.server.ts';
import { enrolTotp, newTotpKey, TOTP_PERIOD_SECONDS, totpCode } from '../../../../src/server/accounts/totp.server.ts';
import { openAnotherHandle, testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 120_000 });

const PASSWORD = 'a long enough passphrase';
const keys = { totp: Buffer.alloc(32, 9), mail: Buffer.alloc(32, 7) };
const start = new Date('2026-03-01T00:00:05.000Z');
const later = (steps: number) => new Date(start.getTime() + steps * TOTP_PERIOD_SECONDS * 1000);

describe('the wait after the limit', () => {
  it('is none below it, then a minute doubling with each wrong code, at most a day', () => {
    expect(accountCodeWaitMs(ACCOUNT_CODE_LIMIT - 1)).toBe(0);
    expect(accountCodeWaitMs(ACCOUNT_CODE_LIMIT)).toBe(60_000);
    expect(accountCodeWaitMs(ACCOUNT_CODE_LIMIT + 1)).toBe(120_000);
    expect(accountCodeWaitMs(ACCOUNT_CODE_LIMIT + 40)).toBe(24 * 60 * 60_000);
  });
});

describe.each(testBackends())("the account's limit on second-factor codes on %s", (backend) => {
  const t = useTestDb(backend);

  async function signedInToFactorStep(email: string) {
    const user = await createAdmin(t.db, { email, password: PASSWORD });
    const base32 = newTotpKey();
    expect(await enrolTotp(t.db, keys.totp, user.id, base32, totpCode(base32, start), start)).toBe(true);
    const now = later(2);
    const login = await attemptLogin(t.db, { email, password: PASSWORD, ip: '203.0.113.1', now });
    if (!login.ok) throw new Error(login.reason);
    const pending = await readSession(t.db, login.session.token, now);
    if (!pending) throw new Error('no session');
    return { user, base32, pending };
  }

  it('refuses even the right code after 100 wrong ones from 100 clients, mails the owner once', async () => {
    const { user, base32, pending } = await signedInToFactorStep('guessed-everywhere@example.jp');
    const now = later(3);
    // Each guess from a client of its own: no client's own counter ever slows it.
    const attempt = (code: string, ip: string, when = now) =>
      completeFactorStep(t.db, keys, { user: pending, pendingSessionId: pending.sessionId, code, ip, now: when });
    for (let i = 0; i < ACCOUNT_CODE_LIMIT; i += 1) {
      const wrong = await attempt(String(100000 + i), `198.18.${i >> 8}.${i & 255}`);
      expect(wrong, `guess ${i + 1}`).toEqual({ ok: false, reason: 'invalid' });
    }
    const refused = await attempt(totpCode(base32, now), '203.0.113.99');
    expect(refused).toEqual({ ok: false, reason: 'held', retryAfterSeconds: 60 });

    const mails = await t.db.selectFrom('outbox_jobs').select('payload').where('kind', '=', 'account.mail').execute();
    const notices = mails
      .map((row) => openAccountMail(keys.mail, row.payload))
      .filter((m) => m?.type === 'factor_guessing');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: user.email, failures: ACCOUNT_CODE_LIMIT });
    const audited = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'login.factor_failure')
      .execute();
    expect(audited.filter((row) => String(row.detail).includes('account_limit'))).toHaveLength(1);

    // After the wait, one more wrong code doubles it; the right one after that signs in and clears.
    const afterWait = new Date(now.getTime() + 61_000);
    expect(await attempt('000000', '203.0.113.100', afterWait)).toEqual({ ok: false, reason: 'invalid' });
    expect(await attempt(totpCode(base32, afterWait), '203.0.113.101', afterWait)).toMatchObject({
      reason: 'held',
      retryAfterSeconds: 120,
    });
    const afterSecondWait = later(10);
    expect(await attempt(totpCode(base32, afterSecondWait), '203.0.113.102', afterSecondWait)).toMatchObject({
      ok: true,
    });
    const row = await t.db
      .selectFrom('admin_users')
      .select(['factor_failures', 'factor_blocked_until'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ factor_failures: 0, factor_blocked_until: null });
  });

  it('counts the codes of re-authentication too', async () => {
    const { user, base32, pending } = await signedInToFactorStep('reauth-guessed@example.jp');
    const now = later(3);
    await t.db
      .updateTable('admin_users')
      .set({ factor_failures: ACCOUNT_CODE_LIMIT - 1 })
      .where('id', '=', user.id)
      .execute();
    const reauth = (code: string, ip: string) =>
      reauthenticate(t.db, keys, { user: pending, sessionId: pending.sessionId, password: PASSWORD, code, ip, now });
    expect(await reauth('111111', '198.18.0.1')).toEqual({ ok: false, reason: 'invalid' });
    expect(await reauth(totpCode(base32, now), '198.18.0.2')).toMatchObject({ ok: false, reason: 'held' });
  });

  it('holds for two instances guessing at once: no code is checked past the limit', async () => {
    const { user, pending } = await signedInToFactorStep('raced@example.jp');
    const now = later(3);
    const start = ACCOUNT_CODE_LIMIT - 5;
    await t.db.updateTable('admin_users').set({ factor_failures: start }).where('id', '=', user.id).execute();
    const other = openAnotherHandle(t.current);
    try {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          completeFactorStep(i % 2 ? other : t.db, keys, {
            user: pending,
            pendingSessionId: pending.sessionId,
            code: String(200000 + i),
            ip: `198.19.0.${i}`,
            now,
          }),
        ),
      );
      const checked = results.filter((result) => !result.ok && result.reason === 'invalid');
      expect(checked.length).toBeLessThanOrEqual(ACCOUNT_CODE_LIMIT - start);
      expect(results.every((result) => !result.ok)).toBe(true);
    } finally {
      await other.destroy();
    }
    const row = await t.db
      .selectFrom('admin_users')
      .select('factor_failures')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.factor_failures)).toBeLessThanOrEqual(ACCOUNT_CODE_LIMIT);
  });
});
