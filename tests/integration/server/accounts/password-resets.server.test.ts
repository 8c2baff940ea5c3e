/**
 * Password resets on SQLite and PostgreSQL: the forgotten-password page queues the same job for
 * any address and only the job issues a link (for an active account); a link is single-use,
 * valid one hour, and a newer one kills the older; with a TOTP factor the code is required; the
 * reset ends every session, is audited and sends a notice. An admin can start one for a colleague.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resetPasswordUrlOn } from '../../../../src/actions/paths.ts';
import { forgotPasswordJobKind } from '../../../../src/server/account-mail/forgot-password-job.server.ts';
import { openAccountMail } from '../../../../src/server/accounts/account-mail-queue.server.ts';
import { queueForgottenPassword } from '../../../../src/server/accounts/forgot-password.server.ts';
import { newLinkToken, PASSWORD_RESET_TTL_MS } from '../../../../src/server/accounts/link-tokens.server.ts';
import { attemptLogin } from '../../../../src/server/accounts/login.server.ts';
import {
  completePasswordReset,
  RESET_FACTOR_FAILURES,
  RESETS_PER_HOUR,
  startPasswordReset,
  usableReset,
} from '../../../../src/server/accounts/password-resets.server.ts';
import { createSession, readSession } from '../../../../src/server/accounts/sessions.server.ts';
import { enrolTotp, newTotpKey, totpCode } from '../../../../src/server/accounts/totp.server.ts';
import { setAccountDisabled } from '../../../../src/server/accounts/user-admin.server.ts';
import type { Db } from '../../../../src/server/platform/db.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

const keys = { totp: randomBytes(32), mail: randomBytes(32) };
const start = new Date('2026-11-26T03:00:00.000Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const NEW_PASSWORD = 'another long passphrase';
const linkFor = resetPasswordUrlOn('https://www.example.jp');
const tokenOf = (link: string) => link.split('/').at(-1) ?? '';

/** Runs every queued forgotten-password job the way the outbox would. */
async function runForgotJobs(db: Db) {
  const jobs = await db.selectFrom('outbox_jobs').selectAll().where('kind', '=', 'account.forgot').execute();
  for (const job of jobs) {
    await forgotPasswordJobKind.handler({ db, accountMailKey: keys.mail }, { ...job, lease_token: 'x' } as never);
    await db.deleteFrom('outbox_jobs').where('id', '=', job.id).execute();
  }
}
async function accountMails(db: Db) {
  const jobs = await db
    .selectFrom('outbox_jobs')
    .selectAll()
    .where('kind', '=', 'account.mail')
    .orderBy('created_at')
    .execute();
  return jobs.map((job) => openAccountMail(keys.mail, job.payload));
}

describe.each(testBackends())('password resets on %s', (backend) => {
  const t = useTestDb(backend);

  it('queues the same sealed job for any address; only an active account gets a link', async () => {
    const user = await createAdmin(t.db, { role: 'staff' });
    const gone = await createAdmin(t.db, { role: 'staff' });
    const boss = await createAdmin(t.db);
    await setAccountDisabled(t.db, gone.id, true, boss, { now: start });
    for (const email of [user.email, 'nobody@example.jp', gone.email]) {
      await queueForgottenPassword(t.db, keys.mail, email, { linkFor, ip: '192.0.2.9', now: start });
    }
    const jobs = await t.db.selectFrom('outbox_jobs').selectAll().where('kind', '=', 'account.forgot').execute();
    expect(jobs).toHaveLength(3);
    for (const job of jobs) {
      expect(job.payload).not.toContain('@');
    }
    await runForgotJobs(t.db);
    const mails = await accountMails(t.db);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      type: 'password_reset',
      to: user.email,
      expiresAt: later(PASSWORD_RESET_TTL_MS).toISOString(),
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'password.reset_request')
      .execute();
    expect(audit.map((row) => row.target_id)).toEqual([user.id]);
  });

  it('resets once within the hour, kills older links, and ends every session', async () => {
    const user = await createAdmin(t.db, { role: 'staff' });
    const old = await createSession(t.db, user.id, { now: start });
    await queueForgottenPassword(t.db, keys.mail, user.email, { linkFor, now: start });
    await runForgotJobs(t.db);
    await queueForgottenPassword(t.db, keys.mail, user.email, { linkFor, now: later(1000) });
    await runForgotJobs(t.db);
    const [first, second] = (await accountMails(t.db)).map((mail) =>
      mail?.type === 'password_reset' ? tokenOf(mail.link) : '',
    );
    expect(await usableReset(t.db, first, later(2000))).toBeNull();
    const reset = await usableReset(t.db, second, later(2000));
    expect(reset).toMatchObject({ userId: user.id, needsFactor: false });
    expect(await usableReset(t.db, second, later(1000 + PASSWORD_RESET_TTL_MS))).toBeNull();

    const result = await completePasswordReset(
      t.db,
      keys,
      second ?? '',
      { password: NEW_PASSWORD, code: '' },
      { ip: '192.0.2.3', now: later(3000) },
    );
    expect(result).toEqual({ ok: true, email: user.email });
    expect(await readSession(t.db, old.token, later(4000))).toBeNull();
    expect(
      await completePasswordReset(t.db, keys, second ?? '', { password: NEW_PASSWORD, code: '' }, { now: later(5000) }),
    ).toEqual({ ok: false, problem: 'invalid' });
    const login = await attemptLogin(t.db, {
      email: user.email,
      password: NEW_PASSWORD,
      ip: null,
      clientKey: 'k',
      userAgent: null,
      previousSessionId: null,
      proof: null,
    });
    expect(login.ok).toBe(true);
    const notices = (await accountMails(t.db)).filter((mail) => mail?.type === 'credential_notice');
    expect(notices).toEqual([expect.objectContaining({ to: user.email, change: 'password_reset', ip: '192.0.2.3' })]);
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', user.id).execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'password.reset_request',
      'password.reset_request',
      'user.reset_password',
    ]);
  });

  it('asks for the TOTP code when one is enrolled, and a link dies after too many wrong codes', async () => {
    const user = await createAdmin(t.db, { role: 'staff' });
    const base32 = newTotpKey();
    expect(await enrolTotp(t.db, keys.totp, user.id, base32, totpCode(base32, start), start)).toBe(true);
    const boss = await createAdmin(t.db);
    const token = newLinkToken();
    const started = await startPasswordReset(t.db, user.id, boss, {
      mailKey: keys.mail,
      token,
      link: linkFor(token.token),
      now: later(60_000),
    });
    expect(started.ok).toBe(true);
    expect(await usableReset(t.db, token.token, later(61_000))).toMatchObject({ needsFactor: true });
    const at = later(120_000);
    expect(
      await completePasswordReset(t.db, keys, token.token, { password: NEW_PASSWORD, code: '' }, { now: at }),
    ).toEqual({ ok: false, problem: 'code' });
    const ok = await completePasswordReset(
      t.db,
      keys,
      token.token,
      { password: NEW_PASSWORD, code: totpCode(base32, at) },
      { now: at },
    );
    expect(ok.ok).toBe(true);

    const again = newLinkToken();
    await startPasswordReset(t.db, user.id, boss, {
      mailKey: keys.mail,
      token: again,
      link: linkFor(again.token),
      now: later(200_000),
    });
    const results = [];
    for (let i = 0; i < RESET_FACTOR_FAILURES; i++) {
      results.push(
        (
          await completePasswordReset(
            t.db,
            keys,
            again.token,
            { password: NEW_PASSWORD, code: '000000' },
            { now: later(210_000) },
          )
        ).ok === false,
      );
    }
    expect(results.every(Boolean)).toBe(true);
    expect(await usableReset(t.db, again.token, later(211_000))).toBeNull();
    const requested = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'password.reset_request')
      .executeTakeFirstOrThrow();
    expect(requested.actor_id).toBe(boss.id);
  });

  it(`mails one account at most ${RESETS_PER_HOUR} links an hour`, async () => {
    const user = await createAdmin(t.db, { role: 'staff' });
    for (let i = 0; i < RESETS_PER_HOUR + 2; i++) {
      await queueForgottenPassword(t.db, keys.mail, user.email, { linkFor, now: later(i * 1000) });
      await runForgotJobs(t.db);
    }
    expect(await accountMails(t.db)).toHaveLength(RESETS_PER_HOUR);
  });
});
