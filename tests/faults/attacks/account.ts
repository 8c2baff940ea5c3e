/**
 * Issue 21, one's own account and passkeys, attacked from outside: a passkey answer replayed,
 * posted from another site or signed for another origin (a phishing page); a sensitive change
 * without a recent re-authentication (a session left open on a shared computer); a session of
 * another account ended by its handle.
 */
import { listUserSessions } from '../../../src/server/accounts/account-sessions.server.ts';
import {
  passkeyRegistrationOptions,
  registerPasskey,
  relyingPartyFor,
} from '../../../src/server/accounts/passkeys.server.ts';
import { verifyPassword } from '../../../src/server/accounts/password.server.ts';
import { createSession, hashToken, readSession, SESSION_COOKIE } from '../../../src/server/accounts/sessions.server.ts';
import { createAdmin } from '../../setup/factories.ts';
import { softwarePasskey } from '../../setup/software-passkey.ts';
import { check, formPost, raw } from '../attack-support.ts';
import type { AttackScenario } from './scenario.ts';

const PASSWORD = 'the owner knows this one';

const jsonPost = (url: string, path: string, body: unknown, origin = url, cookie?: string) =>
  raw(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

export const scenarios: AttackScenario[] = [
  {
    name: 'passkeys: an answer replayed, posted from another site or signed for another origin never signs in',
    async run({ url, db }) {
      const owner = await createAdmin(db, { password: PASSWORD });
      const rp = relyingPartyFor(url, 'Pelvia');
      const user = { id: owner.id, email: owner.email, displayName: owner.displayName };
      const key = softwarePasskey(rp.id, owner.id);
      const made = await registerPasskey(
        db,
        rp,
        user,
        { name: 'キー', response: key.register(await passkeyRegistrationOptions(db, rp, user), rp.origin) },
        { mailKey: Buffer.alloc(32) },
      );
      check(made.ok, 'the passkey was not registered');
      const options = async () => {
        const answer = await jsonPost(url, '/api/admin/passkeys/authenticate-options', {});
        check(answer.status === 200, `options answered ${answer.status}`);
        return JSON.parse(answer.text) as { challenge: string; rpId: string };
      };
      const assertion = key.assert(await options(), rp.origin);
      const crossSite = await jsonPost(
        url,
        '/api/admin/passkeys/authenticate',
        { response: assertion },
        'https://evil.example',
      );
      check(crossSite.status === 403, `a post from another site answered ${crossSite.status}`);
      const phished = await jsonPost(url, '/api/admin/passkeys/authenticate', {
        response: key.assert(await options(), 'https://pelvia-login.example'),
      });
      check(phished.status === 401, `an answer signed for another origin answered ${phished.status}`);
      const genuine = await jsonPost(url, '/api/admin/passkeys/authenticate', { response: assertion });
      check(genuine.status === 200, `the genuine answer answered ${genuine.status}`);
      check(String(genuine.headers['set-cookie'] ?? '').includes(SESSION_COOKIE), 'no session cookie');
      const replayed = await jsonPost(url, '/api/admin/passkeys/authenticate', { response: assertion });
      check(replayed.status === 401, `the same answer again answered ${replayed.status}`);
      check(!replayed.headers['set-cookie'], 'a replay set a cookie');
      return 'cross-site 403, other origin 401, genuine 200 once, replay 401';
    },
  },
  {
    name: 'account: a password change without a recent re-authentication goes to re-authentication',
    async run({ url, db }) {
      const owner = await createAdmin(db, { password: PASSWORD });
      // A session signed in hours ago, left open: no re-authentication in it.
      const session = await createSession(db, owner.id);
      const cookie = `${SESSION_COOKIE}=${session.token}`;
      const answer = await formPost(
        url,
        '/admin/account',
        { intent: 'password', current: PASSWORD, next: 'taken over by someone', confirm: 'taken over by someone' },
        { cookie },
      );
      check(answer.status === 303, `the change answered ${answer.status}`);
      check(String(answer.headers.location).startsWith('/admin/reauth?next='), `went to ${answer.headers.location}`);
      const row = await db
        .selectFrom('admin_users')
        .select('password_hash')
        .where('id', '=', owner.id)
        .executeTakeFirst();
      check(row && (await verifyPassword(PASSWORD, row.password_hash)), 'the password was changed');
      return `303 to ${answer.headers.location}; password unchanged`;
    },
  },
  {
    name: "sessions: one account cannot end another's session by its handle",
    async run({ url, db }) {
      const victim = await createAdmin(db);
      const victimSession = await createSession(db, victim.id);
      const [handle] = (await listUserSessions(db, victim.id, null)).map((session) => session.handle);
      const attacker = await createAdmin(db, { role: 'staff' });
      const attackerSession = await createSession(db, attacker.id);
      const answer = await formPost(
        url,
        '/admin/account',
        { intent: 'session-end', session: handle ?? '' },
        { cookie: `${SESSION_COOKIE}=${attackerSession.token}` },
      );
      check(answer.status === 409, `ending another's session answered ${answer.status}`);
      check(await readSession(db, victimSession.token), "the other account's session ended");
      check(handle !== hashToken(victimSession.token), 'the handle is the stored session id');
      return `409; the other session lives`;
    },
  },
];
