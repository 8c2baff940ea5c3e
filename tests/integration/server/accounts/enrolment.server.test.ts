import { describe, expect, it, vi } from 'vitest';
import { openAccountMail } from '../../../../src/server/accounts/account-mail-queue.server.ts';
import { listAudit } from '../../../../src/server/accounts/audit.server.ts';
import {
  confirmEnrolment,
  openPendingKey,
  PENDING_KEY_MS,
  pendingEnrolment,
} from '../../../../src/server/accounts/enrolment.server.ts';
import { resetSecondFactors } from '../../../../src/server/accounts/factor-reset.server.ts';
import { secondFactorsOf, verifyFactorCode } from '../../../../src/server/accounts/second-factor.server.ts';
import { createSession, readSession } from '../../../../src/server/accounts/sessions.server.ts';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../../../src/server/accounts/totp.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 120_000 });

const keys = { totp: Buffer.alloc(32, 5), mail: Buffer.alloc(32, 6) };
const now = new Date('2026-03-01T09:00:05.000Z');
const later = (steps: number) => new Date(now.getTime() + steps * TOTP_PERIOD_SECONDS * 1000);

describe.each(testBackends())('enrolling TOTP on %s', (backend) => {
  const t = useTestDb(backend);

  it('keeps the shown key on the account, sealed, the same on every load until it expires', async () => {
    const user = await createAdmin(t.db);
    const other = await createAdmin(t.db);
    const pending = await pendingEnrolment(t.db, keys.totp, user, now);
    expect(pending.base32).toMatch(/^[A-Z2-7]{32}$/);
    expect(pending.grouped.replaceAll(' ', '')).toBe(pending.base32);
    expect(pending.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(pending.qrDataUrl.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    // Issue 30: a reload (any instance) shows the key already scanned.
    expect((await pendingEnrolment(t.db, keys.totp, user, later(10))).base32).toBe(pending.base32);
    expect((await pendingEnrolment(t.db, keys.totp, other, now)).base32).not.toBe(pending.base32);
    const row = await t.db
      .selectFrom('admin_users')
      .select('totp_pending')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const sealed = row.totp_pending ?? '';
    expect(sealed).not.toContain(pending.base32);
    expect(openPendingKey(keys.totp, sealed, user.id, now)).toBe(pending.base32);
    expect(openPendingKey(keys.totp, sealed, other.id, now)).toBeNull();
    expect(openPendingKey(keys.mail, sealed, user.id, now)).toBeNull();
    expect(openPendingKey(keys.totp, 'forged', user.id, now)).toBeNull();
    // Once expired, a new key is drawn; the expired one confirms nothing.
    const expired = new Date(now.getTime() + PENDING_KEY_MS);
    expect(openPendingKey(keys.totp, sealed, user.id, expired)).toBeNull();
    expect(await confirmEnrolment(t.db, keys, user, totpCode(pending.base32, expired), { now: expired })).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect((await pendingEnrolment(t.db, keys.totp, user, expired)).base32).not.toBe(pending.base32);
    // Nothing is the account's key until a code confirms it.
    expect(await secondFactorsOf(t.db, user.id)).toEqual({ totp: false, passkeys: 0, recoveryCodesLeft: 0 });
  });

  it('two loads at once, as on two instances, store one key between them', async () => {
    const user = await createAdmin(t.db);
    const shown = await Promise.all(Array.from({ length: 6 }, () => pendingEnrolment(t.db, keys.totp, user, now)));
    expect(new Set(shown.map((pending) => pending.base32)).size).toBe(1);
  });

  it('stores the key on a right code, with ten recovery codes, a notice and an audit row', async () => {
    const user = await createAdmin(t.db, { email: 'enrol@example.jp' });
    const { base32 } = await pendingEnrolment(t.db, keys.totp, user, now);
    expect(await confirmEnrolment(t.db, keys, user, '000000', { now })).toEqual({ ok: false, problem: 'invalid' });
    const code = totpCode(base32, now);
    const done = await confirmEnrolment(t.db, keys, user, code, { ip: '203.0.113.9', now });
    if (!done.ok) throw new Error('refused');
    expect(done.recoveryCodes).toHaveLength(10);
    expect(done.replaced).toBe(false);
    expect(await secondFactorsOf(t.db, user.id)).toEqual({ totp: true, passkeys: 0, recoveryCodesLeft: 10 });
    const row = await t.db
      .selectFrom('admin_users')
      .select('totp_pending')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.totp_pending).toBeNull();
    // The confirming code's step is spent: it cannot sign in afterwards.
    expect(await verifyFactorCode(t.db, keys.totp, user.id, code, now)).toEqual({ ok: false });
    expect(await verifyFactorCode(t.db, keys.totp, user.id, totpCode(base32, later(2)), later(2))).toEqual({
      ok: true,
      method: 'totp',
    });
    const jobs = await t.db.selectFrom('outbox_jobs').select(['kind', 'payload']).execute();
    const mails = jobs
      .filter((job) => job.kind === 'account.mail')
      .map((job) => openAccountMail(keys.mail, job.payload));
    expect(mails).toEqual([
      expect.objectContaining({ type: 'credential_notice', to: 'enrol@example.jp', change: 'totp_added' }),
    ]);
    const audit = (await listAudit(t.db, { action: 'factor.totp_enrol' }, 1)).rows;
    expect(audit).toHaveLength(1);
  });

  it('replacing keeps the old key working until the new one is confirmed', async () => {
    const user = await createAdmin(t.db);
    const old = await pendingEnrolment(t.db, keys.totp, user, now);
    await confirmEnrolment(t.db, keys, user, totpCode(old.base32, now), { now });
    const fresh = await pendingEnrolment(t.db, keys.totp, user, later(1));
    expect(fresh.base32).not.toBe(old.base32);
    // Shown, not confirmed: the old key still signs in, the new one does not.
    expect(await verifyFactorCode(t.db, keys.totp, user.id, totpCode(fresh.base32, later(2)), later(2))).toEqual({
      ok: false,
    });
    expect(await verifyFactorCode(t.db, keys.totp, user.id, totpCode(old.base32, later(2)), later(2))).toMatchObject({
      ok: true,
    });
    const done = await confirmEnrolment(t.db, keys, user, totpCode(fresh.base32, later(4)), {
      now: later(4),
    });
    expect(done).toMatchObject({ ok: true, replaced: true });
    expect(await verifyFactorCode(t.db, keys.totp, user.id, totpCode(old.base32, later(6)), later(6))).toEqual({
      ok: false,
    });
  });

  it('the break-glass reset removes every factor, ends the sessions, mails and audits', async () => {
    const user = await createAdmin(t.db, { email: 'lost@example.jp' });
    const pending = await pendingEnrolment(t.db, keys.totp, user, now);
    await confirmEnrolment(t.db, keys, user, totpCode(pending.base32, now), { now });
    const session = await createSession(t.db, user.id, { now });
    const cli = { id: 'cli', email: 'cli' };
    expect(await resetSecondFactors(t.db, keys.mail, 'nobody@example.jp', cli, { now })).toEqual({
      ok: false,
      problem: 'notFound',
    });
    expect(await resetSecondFactors(t.db, keys.mail, 'LOST@example.jp', cli, { now })).toMatchObject({ ok: true });
    expect(await secondFactorsOf(t.db, user.id)).toEqual({ totp: false, passkeys: 0, recoveryCodesLeft: 0 });
    expect(await readSession(t.db, session.token, now)).toBeNull();
    const jobs = await t.db.selectFrom('outbox_jobs').select(['kind', 'payload']).execute();
    const changes = jobs
      .map((job) => openAccountMail(keys.mail, job.payload))
      .map((mail) => mail && 'change' in mail && mail.change);
    expect(changes).toContain('factors_reset');
    const [row] = (await listAudit(t.db, { action: 'factor.reset' }, 1)).rows;
    expect(row).toMatchObject({ actor_email: 'cli', target_id: user.id });
  });
});
