/**
 * Issue 41, finding 6: past 100 wrong codes anyone who knows the password held the owner out for
 * up to a day. The hold's mail (real SMTP stand-in) carries a one-time link; the browser that
 * opens it may try its code again, under its own small count, while every other client stays held.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { factorReleaseUrlOn } from '../../../../src/actions/paths.ts';
import { accountMailCopy } from '../../../../src/content/admin/account-mail.ts';
import { ACCOUNT_CODE_LIMIT } from '../../../../src/server/accounts/factor-guess-limit.server.ts';
import {
  RELEASE_CODE_LIMIT,
  RELEASE_LINK_TTL_MS,
  releaseLinkIsLive,
  spendReleaseLink,
} from '../../../../src/server/accounts/factor-release.server.ts';
import { completeFactorStep } from '../../../../src/server/accounts/factor-step.server.ts';
import { attemptLogin } from '../../../../src/server/accounts/login.server.ts';
import { readSession } from '../../../../src/server/accounts/sessions.server.ts';
import { enrolTotp, newTotpKey, TOTP_PERIOD_SECONDS, totpCode } from '../../../../src/server/accounts/totp.server.ts';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { runDueJobs } from '../../../../src/server/delivery/outbox.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { JOB_KINDS } from '../../../../src/server/services.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';
import { parseMail } from '../../../setup/mime.ts';
import { startSmtp } from '../../../setup/smtp.ts';

vi.setConfig({ testTimeout: 120_000 });

const log = createLogger('silent');
const PASSWORD = 'a long enough passphrase';
const keys = { totp: Buffer.alloc(32, 9), mail: Buffer.alloc(32, 7) };
const start = new Date('2026-03-01T00:00:05.000Z');
const later = (steps: number) => new Date(start.getTime() + steps * TOTP_PERIOD_SECONDS * 1000);
const linkFor = factorReleaseUrlOn('https://www.example.jp');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(testBackends())('the release link of a held account on %s', (backend) => {
  const t = useTestDb(backend);

  async function deliver(at: Date) {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', log });
    cleanups.push(() => mailer.close());
    const staff = { notifyTo: 'sales@example.jp', leadUrl: (id: string) => `https://www.example.jp/admin/leads/${id}` };
    await runDueJobs(
      {
        db: t.db,
        log,
        mailer,
        staff,
        accountMailKey: keys.mail,
        leaseMs: 60_000,
        sendTimeoutMs: 10_000,
        retryDelaysMs: [1000],
        kinds: JOB_KINDS,
      },
      () => at,
    );
    return Promise.all(smtp.received.map((mail) => parseMail(mail.raw)));
  }

  async function heldAccount(email: string) {
    const user = await createAdmin(t.db, { email, password: PASSWORD });
    const base32 = newTotpKey();
    expect(await enrolTotp(t.db, keys.totp, user.id, base32, totpCode(base32, start), start)).toBe(true);
    const now = later(2);
    const login = await attemptLogin(t.db, { email, password: PASSWORD, ip: '203.0.113.1', now });
    if (!login.ok) throw new Error(login.reason);
    const pending = await readSession(t.db, login.session.token, now);
    if (!pending) throw new Error('no session');
    const attempt = (code: string, ip: string, when: Date, releaseToken?: string) =>
      completeFactorStep(t.db, keys, {
        user: pending,
        pendingSessionId: pending.sessionId,
        code,
        ip,
        now: when,
        releaseToken: releaseToken ?? null,
        releaseLinkFor: linkFor,
      });
    await t.db
      .updateTable('admin_users')
      .set({ factor_failures: ACCOUNT_CODE_LIMIT - 1 })
      .where('id', '=', user.id)
      .execute();
    const held = later(3);
    expect(await attempt('000000', '198.18.0.1', held)).toEqual({ ok: false, reason: 'invalid' });
    return { user, base32, attempt, held };
  }

  it('mails the owner a link; the browser that opens it signs in with its code, every other client stays held', async () => {
    const { user, base32, attempt, held } = await heldAccount('kept-out@example.jp');
    const now = new Date(held.getTime() + 1_000);
    expect(await attempt(totpCode(base32, now), '203.0.113.7', now)).toMatchObject({ ok: false, reason: 'held' });

    const mails = await deliver(now);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.to).toContain(user.email);
    expect(mail?.subject).toBe(accountMailCopy.factorGuessing.subject);
    const link = /https:\/\/www\.example\.jp\/admin\/factor-release\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';
    expect(await releaseLinkIsLive(t.db, token, now)).toBe(true);

    // Opened: this browser gets its mark; the link is spent.
    const released = await spendReleaseLink(t.db, token, now);
    expect(released?.userId).toBe(user.id);
    expect(await spendReleaseLink(t.db, token, now)).toBeNull();
    const browser = released?.browserToken ?? '';

    // Another client (the password holder) is still held, right code or not; a forged mark is nothing.
    expect(await attempt(totpCode(base32, now), '198.18.0.9', now)).toMatchObject({ reason: 'held' });
    expect(await attempt(totpCode(base32, now), '198.18.0.9', now, 'x'.repeat(43))).toMatchObject({
      reason: 'held',
    });
    // The owner's browser: a typo is a wrong code, the right one signs in and lifts the hold.
    expect(await attempt('123456', '203.0.113.7', now, browser)).toEqual({ ok: false, reason: 'invalid' });
    expect(await attempt(totpCode(base32, now), '203.0.113.7', now, browser)).toMatchObject({ ok: true });
    const row = await t.db
      .selectFrom('admin_users')
      .select(['factor_failures', 'factor_blocked_until'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ factor_failures: 0, factor_blocked_until: null });
  });

  it('gives the released browser only a few codes, and the link only 30 minutes, once', async () => {
    const { base32, attempt, held } = await heldAccount('typo-prone@example.jp');
    const mails = await deliver(held);
    const token = /factor-release\/([A-Za-z0-9_-]{43})/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    expect(await spendReleaseLink(t.db, token, new Date(held.getTime() + RELEASE_LINK_TTL_MS + 1))).toBeNull();
    const released = await spendReleaseLink(t.db, token, held);
    const browser = released?.browserToken ?? '';
    for (let i = 0; i < RELEASE_CODE_LIMIT; i += 1) {
      // From a fresh address each time, so the per-client throttle never speaks first.
      expect(await attempt(String(300000 + i), `203.0.113.${10 + i}`, held, browser)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    // Its own count spent: held like everyone else, and no further mail during this hold.
    expect(await attempt(totpCode(base32, held), '203.0.113.50', held, browser)).toMatchObject({ reason: 'held' });
    expect(await deliver(held)).toHaveLength(0);
  });
});
