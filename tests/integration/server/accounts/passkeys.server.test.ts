import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  reauthenticateWithPasskey,
  signInWithPasskey,
} from '../../../../src/server/accounts/passkey-sign-in.server.ts';
import {
  listPasskeys,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  relyingPartyFor,
  removePasskey,
  renamePasskey,
} from '../../../../src/server/accounts/passkeys.server.ts';
import { readSession } from '../../../../src/server/accounts/sessions.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';
import { softwarePasskey } from '../../../setup/software-passkey.ts';

vi.setConfig({ testTimeout: 60_000 });

const rp = relyingPartyFor('https://www.example.jp', 'Pelvia');
const mailKey = randomBytes(32);

describe.each(testBackends())('passkeys on %s', (backend) => {
  const t = useTestDb(backend);

  async function registered(name = '会社のMac') {
    const admin = await createAdmin(t.db);
    const user = { id: admin.id, email: admin.email, displayName: admin.displayName };
    const key = softwarePasskey(rp.id, admin.id);
    const options = await passkeyRegistrationOptions(t.db, rp, user);
    const result = await registerPasskey(
      t.db,
      rp,
      user,
      { name, response: key.register(options, rp.origin) },
      { mailKey },
    );
    expect(result).toMatchObject({ ok: true, passkey: { id: key.credentialId, name } });
    return { user, key };
  }

  it('registers a named passkey with user verification, audited and with a notice queued', async () => {
    const { user } = await registered();
    expect(await listPasskeys(t.db, user.id)).toEqual([expect.objectContaining({ name: '会社のMac' })]);
    const audit = await t.db.selectFrom('audit_log').select('action').where('actor_id', '=', user.id).execute();
    expect(audit.map((row) => row.action)).toContain('factor.passkey_add');
    const jobs = await t.db.selectFrom('outbox_jobs').select('kind').execute();
    expect(jobs.map((job) => job.kind)).toEqual(['account.mail']);
  });

  it('refuses a registration without user verification, a replayed challenge, another origin or an empty name', async () => {
    const admin = await createAdmin(t.db);
    const user = { id: admin.id, email: admin.email, displayName: admin.displayName };
    const key = softwarePasskey(rp.id, admin.id);
    const register = async (
      answer: (o: Awaited<ReturnType<typeof passkeyRegistrationOptions>>) => unknown,
      name = 'キー',
    ) =>
      registerPasskey(
        t.db,
        rp,
        user,
        { name, response: answer(await passkeyRegistrationOptions(t.db, rp, user)) },
        { mailKey },
      );
    expect(await register((o) => key.register(o, rp.origin, { uv: false }))).toEqual({ ok: false, problem: 'invalid' });
    expect(await register((o) => key.register(o, 'https://evil.example'))).toEqual({ ok: false, problem: 'invalid' });
    expect(await register((o) => key.register(o, rp.origin), '  ')).toEqual({ ok: false, problem: 'name' });
    expect(await register(() => ({ id: 'x', response: 'nonsense' }))).toEqual({ ok: false, problem: 'invalid' });
    const options = await passkeyRegistrationOptions(t.db, rp, user);
    const answer = key.register(options, rp.origin);
    expect(await registerPasskey(t.db, rp, user, { name: 'a', response: answer }, { mailKey })).toMatchObject({
      ok: true,
    });
    expect(await registerPasskey(t.db, rp, user, { name: 'b', response: answer }, { mailKey })).toEqual({
      ok: false,
      problem: 'invalid',
    });
  });

  it('signs in on its own, without an e-mail, into a full session; counter and challenge checked', async () => {
    const { user, key } = await registered();
    const options = await passkeyAuthenticationOptions(t.db, rp, 'login', null);
    expect(options.allowCredentials ?? []).toEqual([]);
    const answer = key.assert(options, rp.origin);
    const result = await signInWithPasskey(t.db, rp, answer, { ip: '192.0.2.1', userAgent: 'Chrome/1 Macintosh' });
    if (!result.ok) throw new Error(result.reason);
    const session = await readSession(t.db, result.session.token);
    expect(session).toMatchObject({ id: user.id, stage: 'full' });
    expect(session?.reauthAt).not.toBeNull();
    const login = await t.db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('action', '=', 'login.success')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(login.detail ?? '{}')).toEqual({ method: 'passkey' });
    // The same answer again: its challenge is spent.
    expect(await signInWithPasskey(t.db, rp, answer, { ip: '192.0.2.1' })).toEqual({ ok: false, reason: 'invalid' });
    // A cloned authenticator whose counter went backwards.
    const again = await passkeyAuthenticationOptions(t.db, rp, 'login', null);
    expect(await signInWithPasskey(t.db, rp, key.assert(again, rp.origin, { counter: 1 }), {})).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // Without user verification it is not both factors.
    const noUv = await passkeyAuthenticationOptions(t.db, rp, 'login', null);
    expect(await signInWithPasskey(t.db, rp, key.assert(noUv, rp.origin, { uv: false }), {})).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('finishes the factor step of its own user only, replacing the pending session', async () => {
    const { user, key } = await registered();
    const other = await registered('他人のキー');
    const { createSession, hashToken } = await import('../../../../src/server/accounts/sessions.server.ts');
    const pending = await createSession(t.db, user.id, { stage: 'factor' });
    const pendingId = hashToken(pending.token);
    const options = await passkeyAuthenticationOptions(t.db, rp, 'login', user.id);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([key.credentialId]);
    // Someone else's passkey does not finish this user's sign-in.
    const wrong = await signInWithPasskey(t.db, rp, other.key.assert(options, rp.origin), {
      pending: { userId: user.id, sessionId: pendingId },
    });
    expect(wrong).toEqual({ ok: false, reason: 'invalid' });
    const fresh = await passkeyAuthenticationOptions(t.db, rp, 'login', user.id);
    const result = await signInWithPasskey(t.db, rp, key.assert(fresh, rp.origin), {
      pending: { userId: user.id, sessionId: pendingId },
    });
    expect(result).toMatchObject({ ok: true, userId: user.id });
    expect(await readSession(t.db, pending.token)).toBeNull();
  });

  it('re-authenticates a full session', async () => {
    const { user, key } = await registered();
    const { createSession, hashToken } = await import('../../../../src/server/accounts/sessions.server.ts');
    const session = await createSession(t.db, user.id);
    const options = await passkeyAuthenticationOptions(t.db, rp, 'reauth', user.id);
    const ok = await reauthenticateWithPasskey(
      t.db,
      rp,
      key.assert(options, rp.origin),
      {
        userId: user.id,
        email: user.email,
        sessionId: hashToken(session.token),
      },
      {},
    );
    expect(ok).toEqual({ ok: true });
    expect((await readSession(t.db, session.token))?.reauthAt).not.toBeNull();
  });

  it('renames and removes only its owner’s passkeys, never the last factor while the policy requires one', async () => {
    const { user, key } = await registered();
    const stranger = await registered('他人のキー');
    expect(await renamePasskey(t.db, stranger.user, key.credentialId, '奪う', {})).toEqual({
      ok: false,
      problem: 'notFound',
    });
    expect(await renamePasskey(t.db, user, key.credentialId, 'iPhone', {})).toEqual({ ok: true });
    expect((await listPasskeys(t.db, user.id))[0]?.name).toBe('iPhone');
    expect(await removePasskey(t.db, user, key.credentialId, { mailKey })).toEqual({
      ok: false,
      problem: 'lastFactor',
    });
    const second = softwarePasskey(rp.id, user.id);
    const options = await passkeyRegistrationOptions(t.db, rp, user);
    await registerPasskey(t.db, rp, user, { name: '予備', response: second.register(options, rp.origin) }, { mailKey });
    expect(await removePasskey(t.db, user, key.credentialId, { mailKey })).toEqual({ ok: true });
    expect((await listPasskeys(t.db, user.id)).map((p) => p.name)).toEqual(['予備']);
  });
});
