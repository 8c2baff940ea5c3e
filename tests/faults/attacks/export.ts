/**
 * Issue 20, finding 7: `HEAD /api/admin/leads/export` ran the export and audited it, and a link
 * from another site could start it (SameSite=Lax sends the cookie on a top-level GET). The
 * export is now a POST with the origin check of every admin form.
 */
import { createLead } from '../../setup/factories.ts';
import { check, raw, staffCookie } from '../attack-support.ts';
import type { AttackScenario } from './scenario.ts';

export const scenarios: AttackScenario[] = [
  {
    name: 'export: neither HEAD nor a cross-site link nor a cross-site form exports',
    async run({ url, db }) {
      await createLead(db, { name: '出力 される人' });
      const { cookie } = await staffCookie(db, 'staff');
      const exports = async () =>
        (await db.selectFrom('audit_log').select('id').where('action', '=', 'lead.export').execute()).length;
      const path = `${url}/api/admin/leads/export?encoding=utf8`;
      const head = await raw(path, { method: 'HEAD', headers: { cookie } });
      check(head.status === 405, `HEAD answered ${head.status}`);
      // What the browser sends for a link on evil.example: a GET with the cookie.
      const link = await raw(path, {
        headers: { cookie, referer: 'https://evil.example/', 'sec-fetch-site': 'cross-site' },
      });
      check(link.status === 405, `a cross-site GET answered ${link.status}`);
      const form = await raw(`${url}/api/admin/leads/export`, {
        method: 'POST',
        headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'encoding=utf8',
      });
      check(form.status === 403, `a cross-site form answered ${form.status}`);
      check((await exports()) === 0, 'an export was run and audited');
      // The site's own form still exports.
      const own = await raw(`${url}/api/admin/leads/export`, {
        method: 'POST',
        headers: { cookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'encoding=utf8',
      });
      check(own.status === 200 && own.text.includes('出力 される人'), `the own form answered ${own.status}`);
      check((await exports()) === 1, 'the own export was not audited once');
      return 'HEAD 405, cross-site GET 405, cross-site POST 403, nothing exported; own form exports';
    },
  },
];
