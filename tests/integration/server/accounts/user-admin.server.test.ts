/**
 * Managing colleagues on SQLite and PostgreSQL: role changes and disabling end the account's
 * sessions, never touch the actor's own account and never leave no active admin; resetting a
 * colleague's factors removes them, ends the sessions, is audited and sends a notice.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openAccountMail } from '../../../../src/server/accounts/account-mail-queue.server.ts';
import { regenerateRecoveryCodes } from '../../../../src/server/accounts/recovery-codes.server.ts';
import { createSession, readSession } from '../../../../src/server/accounts/sessions.server.ts';
import { enrolTotp, newTotpKey, totpCode } from '../../../../src/server/accounts/totp.server.ts';
import {
  changeRole,
  listAccounts,
  resetAccountFactors,
  setAccountDisabled,
} from '../../../../src/server/accounts/user-admin.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

const mailKey = randomBytes(32);
const totpKey = randomBytes(32);
const now = new Date('2026-11-26T03:00:00.000Z');

describe.each(testBackends())('managing accounts on %s', (backend) => {
  const t = useTestDb(backend);

  it('changes a role and ends that account’s sessions; refuses itself and the last admin', async () => {
    const boss = await createAdmin(t.db);
    const rep = await createAdmin(t.db, { role: 'staff' });
    const session = await createSession(t.db, rep.id, { now });
    expect(await changeRole(t.db, rep.id, 'admin', boss, { now })).toMatchObject({ ok: true, user: { role: 'admin' } });
    expect(await readSession(t.db, session.token, now)).toBeNull();
    expect(await changeRole(t.db, rep.id, 'admin', boss, { now })).toEqual({ ok: false, problem: 'unchanged' });
    expect(await changeRole(t.db, boss.id, 'staff', boss, { now })).toEqual({ ok: false, problem: 'self' });
    expect(await changeRole(t.db, rep.id, 'owner', boss, { now })).toEqual({ ok: false, problem: 'role' });
    // rep is now an admin: demoting boss (by rep) leaves rep, so it is allowed; then rep is the last.
    expect((await changeRole(t.db, boss.id, 'staff', rep, { now })).ok).toBe(true);
    const other = await createAdmin(t.db, { role: 'staff' });
    expect(await setAccountDisabled(t.db, rep.id, true, other, { now })).toEqual({ ok: false, problem: 'lastAdmin' });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.role').execute();
    expect(audit.map((row) => JSON.parse(row.detail ?? '{}').to).sort()).toEqual(['admin', 'staff']);
  });

  it('disables (ending sessions) and enables, audited', async () => {
    const boss = await createAdmin(t.db);
    const rep = await createAdmin(t.db, { role: 'staff' });
    const session = await createSession(t.db, rep.id, { now });
    expect(await setAccountDisabled(t.db, rep.id, true, boss, { now })).toMatchObject({
      ok: true,
      user: { disabled: true },
    });
    expect(await readSession(t.db, session.token, now)).toBeNull();
    expect(await setAccountDisabled(t.db, rep.id, true, boss, { now })).toEqual({ ok: false, problem: 'unchanged' });
    expect(await setAccountDisabled(t.db, boss.id, true, boss, { now })).toEqual({ ok: false, problem: 'self' });
    expect((await setAccountDisabled(t.db, rep.id, false, boss, { now })).ok).toBe(true);
    const actions = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', rep.id).execute();
    expect(actions.map((row) => row.action).sort()).toEqual(['user.disable', 'user.enable']);
  });

  it('resets a colleague’s second factors, ends their sessions and sends a notice', async () => {
    const boss = await createAdmin(t.db);
    const rep = await createAdmin(t.db, { role: 'staff' });
    const base32 = newTotpKey();
    await enrolTotp(t.db, totpKey, rep.id, base32, totpCode(base32, now), now);
    await regenerateRecoveryCodes(t.db, rep.id, now);
    const session = await createSession(t.db, rep.id, { now });
    const before = (await listAccounts(t.db)).find((a) => a.id === rep.id);
    expect(before?.factors).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    expect((await resetAccountFactors(t.db, mailKey, rep.id, boss, { now, ip: '192.0.2.4' })).ok).toBe(true);
    const after = (await listAccounts(t.db)).find((a) => a.id === rep.id);
    expect(after?.factors).toMatchObject({ totp: false, passkeys: 0, recoveryCodesLeft: 0 });
    expect(await readSession(t.db, session.token, now)).toBeNull();
    const job = await t.db.selectFrom('outbox_jobs').selectAll().executeTakeFirstOrThrow();
    expect(openAccountMail(mailKey, job.payload)).toMatchObject({
      type: 'credential_notice',
      to: rep.email,
      change: 'factors_reset',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'factor.reset')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: boss.id, target_id: rep.id });
    expect(await resetAccountFactors(t.db, mailKey, boss.id, boss, { now })).toEqual({ ok: false, problem: 'self' });
  });
});
