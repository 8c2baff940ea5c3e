import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  changeDisplayName,
  changeOwnEmail,
  changeOwnPassword,
  regenerateOwnRecoveryCodes,
} from '../../../../src/server/accounts/account-profile.server.ts';
import {
  endOtherSessions,
  endSession,
  listUserSessions,
} from '../../../../src/server/accounts/account-sessions.server.ts';
import { attemptLogin } from '../../../../src/server/accounts/login.server.ts';
import { countRecoveryCodesLeft } from '../../../../src/server/accounts/recovery-codes.server.ts';
import { createSession, hashToken, readSession } from '../../../../src/server/accounts/sessions.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = 'a long enough passphrase';
const mailKey = randomBytes(32);
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(testBackends())('one’s own account and sessions on %s', (backend) => {
  const t = useTestDb(backend);

  async function signedIn() {
    const admin = await createAdmin(t.db, { password: PASSWORD });
    const here = await createSession(t.db, admin.id, { ip: '192.0.2.1', userAgent: MAC });
    const phone = await createSession(t.db, admin.id, { ip: '198.51.100.7', userAgent: IPHONE });
    const actor = {
      id: admin.id,
      email: admin.email,
      displayName: admin.displayName,
      sessionId: hashToken(here.token),
    };
    return { admin, here, phone, actor };
  }

  const actions = async (userId: string) =>
    (await t.db.selectFrom('audit_log').select('action').where('actor_id', '=', userId).execute()).map((r) => r.action);

  it('lists the sessions with a readable device, marks this one, ends one and then all the others', async () => {
    const { admin, here, phone, actor } = await signedIn();
    const third = await createSession(t.db, admin.id, { userAgent: 'curl/8.0' });
    await createSession(t.db, admin.id, { stage: 'factor' });
    const listed = await listUserSessions(t.db, admin.id, actor.sessionId);
    expect(listed).toHaveLength(3);
    expect(listed.find((s) => s.current)).toMatchObject({ device: 'Chrome / macOS', ip: '192.0.2.1' });
    const iphone = listed.find((s) => s.device === 'Safari / iPhone');
    expect(iphone).toBeDefined();
    expect(listed.some((s) => s.handle === actor.sessionId)).toBe(false);
    // Another account cannot end it; its owner can; this one is ended by signing out instead.
    const stranger = await createAdmin(t.db);
    const strangerActor = { id: stranger.id, email: stranger.email, sessionId: 'x' };
    expect(await endSession(t.db, strangerActor, iphone?.handle ?? '')).toEqual({ ok: false, problem: 'notFound' });
    const current = listed.find((s) => s.current)?.handle ?? '';
    expect(await endSession(t.db, actor, current)).toEqual({ ok: false, problem: 'current' });
    expect(await endSession(t.db, actor, iphone?.handle ?? '')).toEqual({ ok: true });
    expect(await readSession(t.db, phone.token)).toBeNull();
    expect(await endOtherSessions(t.db, admin.id, actor.sessionId, { actor })).toBe(2);
    expect(await readSession(t.db, third.token)).toBeNull();
    expect(await readSession(t.db, here.token)).not.toBeNull();
    expect(await actions(admin.id)).toEqual(expect.arrayContaining(['session.end', 'session.end_others']));
  });

  it('changes the name, audited', async () => {
    const { admin, actor } = await signedIn();
    expect(await changeDisplayName(t.db, actor, '   ')).toEqual({ ok: false, problem: 'name' });
    expect(await changeDisplayName(t.db, actor, ' 佐藤 花子 ')).toEqual({ ok: true });
    const row = await t.db
      .selectFrom('admin_users')
      .select('display_name')
      .where('id', '=', admin.id)
      .executeTakeFirst();
    expect(row?.display_name).toBe('佐藤 花子');
    expect(await actions(admin.id)).toContain('user.profile');
  });

  it('changes the password only with the current one, ends the other sessions and queues a notice', async () => {
    const { admin, here, phone, actor } = await signedIn();
    const next = 'another long passphrase';
    const change = (input: Partial<{ current: string; next: string; confirm: string }>) =>
      changeOwnPassword(t.db, mailKey, actor, { current: PASSWORD, next, confirm: next, ...input });
    expect(await change({ current: 'wrong password!!' })).toEqual({ ok: false, problem: 'current' });
    expect(await change({ next: 'short', confirm: 'short' })).toEqual({ ok: false, problem: 'tooShort' });
    expect(await change({ confirm: 'something else entirely' })).toEqual({ ok: false, problem: 'mismatch' });
    expect(await change({ next: PASSWORD, confirm: PASSWORD })).toEqual({ ok: false, problem: 'same' });
    expect(await readSession(t.db, phone.token)).not.toBeNull();
    expect(await change({})).toEqual({ ok: true, sessionsEnded: 1 });
    expect(await readSession(t.db, phone.token)).toBeNull();
    expect(await readSession(t.db, here.token)).not.toBeNull();
    expect(await attemptLogin(t.db, { email: admin.email, password: next, ip: '192.0.2.9' })).toMatchObject({
      ok: true,
    });
    expect(await actions(admin.id)).toContain('password.change');
    const jobs = await t.db.selectFrom('outbox_jobs').select('kind').execute();
    expect(jobs.map((job) => job.kind)).toEqual(['account.mail']);
  });

  it('changes the e-mail to a free address, ends the other sessions and queues the notice', async () => {
    const { admin, phone, actor } = await signedIn();
    const taken = await createAdmin(t.db);
    expect(await changeOwnEmail(t.db, mailKey, actor, 'not an address')).toEqual({ ok: false, problem: 'email' });
    expect(await changeOwnEmail(t.db, mailKey, actor, taken.email.toUpperCase())).toEqual({
      ok: false,
      problem: 'taken',
    });
    expect(await changeOwnEmail(t.db, mailKey, actor, admin.email)).toEqual({ ok: false, problem: 'same' });
    expect(await changeOwnEmail(t.db, mailKey, actor, 'New.Address@Example.jp')).toEqual({
      ok: true,
      email: 'new.address@example.jp',
    });
    expect(await readSession(t.db, phone.token)).toBeNull();
    expect(await actions(admin.id)).toContain('user.email');
    expect(await t.db.selectFrom('outbox_jobs').select('id').execute()).toHaveLength(1);
  });

  it('regenerates ten recovery codes, audited, with a notice', async () => {
    const { admin, actor } = await signedIn();
    const codes = await regenerateOwnRecoveryCodes(t.db, mailKey, actor);
    expect(codes).toHaveLength(10);
    expect(await countRecoveryCodesLeft(t.db, admin.id)).toBe(10);
    expect(await actions(admin.id)).toContain('factor.recovery_regenerate');
  });
});
