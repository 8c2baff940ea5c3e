/**
 * Issue 30, the admin area's writes: logout accepted a foreign Origin with a JSON body (every
 * form refused it); an admin could disable a colleague, reset their factors or mail them a reset
 * link without re-authenticating (role changes did ask); and /admin/enrol drew a new TOTP key at
 * every load, so whoever scanned it and reloaded had their codes refused.
 */
import { createSession, readSession, SESSION_COOKIE } from '../../../src/server/accounts/sessions.server.ts';
import { totpCode } from '../../../src/server/accounts/totp.server.ts';
import { createAdmin } from '../../setup/factories.ts';
import { check, formPost, raw, staffCookie } from '../attack-support.ts';
import type { AttackScenario } from './scenario.ts';

/** A signed-in admin whose last re-authentication is an hour old (a session left open). */
async function staleAdmin(db: Parameters<AttackScenario['run']>[0]['db']) {
  const user = await createAdmin(db, { role: 'admin' });
  const session = await createSession(db, user.id, { reauthAt: new Date(Date.now() - 60 * 60_000) });
  return { user, session, cookie: `${SESSION_COOKIE}=${session.token}` };
}

export const scenarios: AttackScenario[] = [
  {
    name: 'logout: a foreign Origin is refused whatever the body, the session stays',
    async run({ url, db }) {
      const { session, cookie } = await staleAdmin(db);
      for (const [type, body] of [
        ['application/json', '{}'],
        ['application/octet-stream', 'x'],
        ['application/x-www-form-urlencoded', ''],
      ] as const) {
        const answer = await raw(`${url}/admin/logout`, {
          method: 'POST',
          headers: { 'content-type': type, origin: 'https://evil.example', cookie },
          body,
        });
        check(answer.status === 403, `logout with a foreign Origin and ${type} answered ${answer.status}`);
      }
      check(await readSession(db, session.token), 'the session was ended from another site');
      const own = await raw(`${url}/admin/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, cookie },
        body: '{}',
      });
      check(own.status === 303 && !(await readSession(db, session.token)), `our own logout answered ${own.status}`);
      return '3 foreign logouts refused (403), the session kept; our own logout ends it';
    },
  },
  {
    name: 'colleagues: every action on their account asks for re-authentication first',
    async run({ url, db }) {
      // On PostgreSQL the scenarios share one database: only what this one queues counts.
      const since = new Date().toISOString();
      const { user: actor, cookie } = await staleAdmin(db);
      const colleague = await createAdmin(db, { role: 'staff' });
      const intents: Record<string, string>[] = [
        { intent: 'disable' },
        { intent: 'enable' },
        { intent: 'reset-factors' },
        { intent: 'send-reset' },
        { intent: 'role', role: 'admin' },
      ];
      for (const fields of intents) {
        const answer = await formPost(url, '/admin/users', { ...fields, user: colleague.id }, { cookie });
        check(
          answer.status === 303 && String(answer.headers.location).startsWith('/admin/reauth'),
          `${fields.intent} without re-authentication answered ${answer.status} ${answer.headers.location ?? ''}`,
        );
      }
      const row = await db
        .selectFrom('admin_users')
        .select(['disabled', 'role'])
        .where('id', '=', colleague.id)
        .executeTakeFirstOrThrow();
      check(!row.disabled && row.role === 'staff', 'the colleague was changed');
      const mails = await db
        .selectFrom('outbox_jobs')
        .select('id')
        .where('kind', '=', 'account.mail')
        .where('created_at', '>=', since)
        .execute();
      check(mails.length === 0, `${mails.length} account mail(s) queued`);
      const audited = await db.selectFrom('audit_log').select('action').where('actor_id', '=', actor.id).execute();
      check(audited.length === 0, `audited: ${audited.map((a) => a.action).join(', ')}`);
      // Re-authenticated a moment ago, the same action goes through.
      const { cookie: fresh } = await staffCookie(db, 'admin');
      const done = await formPost(url, '/admin/users', { intent: 'disable', user: colleague.id }, { cookie: fresh });
      check(String(done.headers.location).includes('done=disabled'), `after re-authentication: ${done.status}`);
      return `${intents.length} actions sent to re-authenticate, nothing changed; after it, disable works`;
    },
  },
  {
    name: 'enrolment: the key shown stays the same across reloads, and its code confirms it',
    async run({ url, db }) {
      const { user, cookie } = await staffCookie(db, 'admin');
      const keyOf = async () => {
        const page = await raw(`${url}/admin/enrol`, { headers: { cookie } });
        check(page.status === 200, `/admin/enrol answered ${page.status}`);
        const grouped = /[A-Z2-7]{4}(?: [A-Z2-7]{4}){7}/.exec(page.text)?.[0];
        check(grouped, 'no key shown');
        return grouped.replaceAll(' ', '');
      };
      const first = await keyOf();
      const again = await keyOf();
      check(first === again, 'a reload showed another key');
      const confirmed = await formPost(
        url,
        '/admin/enrol',
        { code: totpCode(first, new Date()), next: '/admin' },
        { cookie },
      );
      check(confirmed.status === 200, `confirming answered ${confirmed.status}`);
      const row = await db
        .selectFrom('admin_users')
        .select(['totp_secret', 'totp_pending'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      check(row.totp_secret && row.totp_pending === null, 'the key was not stored, or the pending one kept');
      return 'the same key on two loads, confirmed with its code, the pending key cleared';
    },
  },
];
