/**
 * Invitations on SQLite and PostgreSQL: invite → accept (an 'enrol' session, the invited role),
 * single use (also under two posts at once), revoke, re-send (the old link dies), expiry, no
 * role above the inviter, refusals for a taken address or a live invitation; audit rows and the
 * sealed invitation mail.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invitationUrlOn } from '../../../../src/actions/paths.ts';
import { openAccountMail } from '../../../../src/server/accounts/account-mail-queue.server.ts';
import { findUserByEmail } from '../../../../src/server/accounts/admin-users.server.ts';
import {
  acceptInvitation,
  createInvitation,
  type Inviter,
  listOpenInvitations,
  resendInvitation,
  revokeInvitation,
  usableInvitation,
} from '../../../../src/server/accounts/invitations.server.ts';
import { INVITATION_TTL_MS } from '../../../../src/server/accounts/link-tokens.server.ts';
import { readSession } from '../../../../src/server/accounts/sessions.server.ts';
import type { Db } from '../../../../src/server/platform/db.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

const mailKey = randomBytes(32);
const start = new Date('2026-11-26T03:00:00.000Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const PASSWORD = 'a long enough passphrase';
const tokenOf = (link: string) => link.split('/').at(-1) ?? '';

async function mails(db: Db) {
  const jobs = await db.selectFrom('outbox_jobs').selectAll().where('kind', '=', 'account.mail').execute();
  return jobs.map((job) => openAccountMail(mailKey, job.payload));
}
const actions = async (db: Db) =>
  (await db.selectFrom('audit_log').select('action').orderBy('created_at').execute()).map((row) => row.action);

describe.each(testBackends())('invitations on %s', (backend) => {
  const t = useTestDb(backend);
  const context = (now = start) => ({
    mailKey,
    linkFor: invitationUrlOn('https://www.example.jp'),
    ip: '192.0.2.1',
    now,
  });
  async function admin(role: 'admin' | 'staff' = 'admin'): Promise<Extract<Inviter, { kind: 'user' }>> {
    const user = await createAdmin(t.db, { role });
    return { kind: 'user', id: user.id, email: user.email, displayName: user.displayName, role };
  }

  it('invites, mails the link sealed, and the accepted link makes the account with an enrol session', async () => {
    const inviter = await admin();
    const invited = await createInvitation(t.db, { email: ' New@Example.jp ', role: 'staff' }, inviter, context());
    if (!invited.ok) throw new Error(invited.problem);
    expect(invited.invitation).toMatchObject({ email: 'new@example.jp', role: 'staff', expired: false });
    expect(invited.invitation.expiresAt).toBe(later(INVITATION_TTL_MS).toISOString());
    expect(invited.link).toMatch(/^https:\/\/www\.example\.jp\/admin\/invitation\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(invited.link);
    const stored = await t.db.selectFrom('admin_invitations').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);
    const [mail] = await mails(t.db);
    expect(mail).toMatchObject({ type: 'invitation', to: 'new@example.jp', link: invited.link, role: 'staff' });
    const raw = await t.db.selectFrom('outbox_jobs').select('payload').executeTakeFirstOrThrow();
    expect(raw.payload).not.toContain(token);
    expect((await listOpenInvitations(t.db, start)).map((i) => i.email)).toEqual(['new@example.jp']);

    const accepted = await acceptInvitation(
      t.db,
      token,
      { displayName: '新人', password: PASSWORD },
      { now: later(1000) },
    );
    if (!accepted.ok) throw new Error(accepted.problem);
    expect(accepted.user).toMatchObject({ email: 'new@example.jp', role: 'staff', displayName: '新人' });
    const session = await readSession(t.db, accepted.session.token, later(2000));
    expect(session?.stage).toBe('enrol');
    expect(await usableInvitation(t.db, token, later(3000))).toBeNull();
    const again = await acceptInvitation(t.db, token, { displayName: 'x', password: PASSWORD }, { now: later(4000) });
    expect(again).toEqual({ ok: false, problem: 'invalid' });
    expect(await listOpenInvitations(t.db, start)).toEqual([]);
    expect(await actions(t.db)).toEqual(['invitation.create', 'invitation.accept']);
  });

  it('accepts one of two posts sent at once', async () => {
    const invited = await createInvitation(t.db, { email: 'race@example.jp', role: 'admin' }, await admin(), context());
    if (!invited.ok) throw new Error(invited.problem);
    const token = tokenOf(invited.link);
    const results = await Promise.all(
      ['一', '二'].map((name) =>
        acceptInvitation(t.db, token, { displayName: name, password: PASSWORD }, { now: later(1) }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, problem: 'invalid' }]);
    const users = await t.db.selectFrom('admin_users').select('email').where('email', '=', 'race@example.jp').execute();
    expect(users).toHaveLength(1);
  });

  it('keeps the link open when the password is refused', async () => {
    const invited = await createInvitation(t.db, { email: 'p@example.jp', role: 'staff' }, await admin(), context());
    if (!invited.ok) throw new Error(invited.problem);
    const token = tokenOf(invited.link);
    expect(await acceptInvitation(t.db, token, { displayName: 'P', password: 'short' }, { now: start })).toEqual({
      ok: false,
      problem: 'tooShort',
    });
    expect(await acceptInvitation(t.db, token, { displayName: ' ', password: PASSWORD }, { now: start })).toEqual({
      ok: false,
      problem: 'name',
    });
    expect(await usableInvitation(t.db, token, start)).not.toBeNull();
  });

  it('dies after 7 days, when revoked, and when re-sent (the new link works)', async () => {
    const inviter = await admin();
    const a = await createInvitation(t.db, { email: 'a@example.jp', role: 'staff' }, inviter, context());
    const b = await createInvitation(t.db, { email: 'b@example.jp', role: 'staff' }, inviter, context());
    if (!a.ok || !b.ok) throw new Error('invite');
    expect(await usableInvitation(t.db, tokenOf(a.link), later(INVITATION_TTL_MS - 1))).not.toBeNull();
    expect(await usableInvitation(t.db, tokenOf(a.link), later(INVITATION_TTL_MS))).toBeNull();
    const expired = await acceptInvitation(
      t.db,
      tokenOf(a.link),
      { displayName: 'A', password: PASSWORD },
      { now: later(INVITATION_TTL_MS) },
    );
    expect(expired).toEqual({ ok: false, problem: 'invalid' });
    expect(
      (await listOpenInvitations(t.db, later(INVITATION_TTL_MS))).find((i) => i.email === 'a@example.jp')?.expired,
    ).toBe(true);

    const resent = await resendInvitation(t.db, a.invitation.id, inviter, context(later(INVITATION_TTL_MS + 1)));
    if (!resent.ok) throw new Error(resent.problem);
    expect(resent.link).not.toBe(a.link);
    expect(await usableInvitation(t.db, tokenOf(a.link), later(1))).toBeNull();
    expect(await usableInvitation(t.db, tokenOf(resent.link), later(INVITATION_TTL_MS + 2))).not.toBeNull();
    expect((await mails(t.db)).filter((m) => m?.to === 'a@example.jp')).toHaveLength(2);

    expect(await revokeInvitation(t.db, b.invitation.id, inviter, { now: later(5) })).toEqual({ ok: true });
    expect(await usableInvitation(t.db, tokenOf(b.link), later(6))).toBeNull();
    expect(await revokeInvitation(t.db, b.invitation.id, inviter, { now: later(7) })).toEqual({
      ok: false,
      problem: 'notFound',
    });
    expect(await resendInvitation(t.db, b.invitation.id, inviter, context(later(8)))).toEqual({
      ok: false,
      problem: 'notFound',
    });
    expect((await actions(t.db)).sort()).toEqual([
      'invitation.create',
      'invitation.create',
      'invitation.resend',
      'invitation.revoke',
    ]);
  });

  it('refuses a role above the inviter, a taken address, a live invitation and bad input', async () => {
    const staff = await admin('staff');
    const boss = await admin();
    expect(await createInvitation(t.db, { email: 'x@example.jp', role: 'admin' }, staff, context())).toEqual({
      ok: false,
      problem: 'above',
    });
    expect((await createInvitation(t.db, { email: 'x@example.jp', role: 'staff' }, staff, context())).ok).toBe(true);
    expect(await createInvitation(t.db, { email: 'X@example.jp', role: 'staff' }, boss, context())).toEqual({
      ok: false,
      problem: 'pending',
    });
    if (boss.kind !== 'user') throw new Error('user');
    expect(await createInvitation(t.db, { email: boss.email, role: 'staff' }, boss, context())).toEqual({
      ok: false,
      problem: 'taken',
    });
    expect(await createInvitation(t.db, { email: 'not an address', role: 'staff' }, boss, context())).toEqual({
      ok: false,
      problem: 'email',
    });
    expect(await createInvitation(t.db, { email: 'y@example.jp', role: 'owner' }, boss, context())).toEqual({
      ok: false,
      problem: 'role',
    });
    const cli = await createInvitation(
      t.db,
      { email: 'ops@example.jp', role: 'admin' },
      { kind: 'cli', operator: 'root' },
      context(),
    );
    expect(cli.ok).toBe(true);
    const row = await t.db.selectFrom('audit_log').selectAll().where('actor_id', '=', 'cli').executeTakeFirstOrThrow();
    expect(row.action).toBe('invitation.create');
    expect(await findUserByEmail(t.db, 'ops@example.jp')).toBeUndefined();
  });
});
