/**
 * Issue 20, finding 7: `TRACE` on any path answered 500 with a TypeError, and HEAD ran a
 * side-effecting GET. TRACE and its kin answer 405, unknown methods 501, HEAD on a POST-only
 * route 405; never a stack.
 */
import { check, raw, STACK_TRACE, staffCookie } from '../attack-support.ts';
import type { AttackScenario } from './scenario.ts';

export const scenarios: AttackScenario[] = [
  {
    name: 'methods: TRACE, unknown methods and HEAD on POST-only routes are refused without a stack',
    async run({ url, db }) {
      const { cookie } = await staffCookie(db, 'admin');
      const seen: string[] = [];
      for (const path of ['/', '/admin', '/api/brochure-requests', '/news', '/no-such-page']) {
        for (const [method, expected] of [
          ['TRACE', [405]],
          ['TRACK', [501]],
          ['PROPFIND', [501]],
          ['PURGE', [501]],
          ['MKCOL', [501]],
        ] as const) {
          const answer = await raw(`${url}${path}`, { method, headers: { cookie } });
          check((expected as readonly number[]).includes(answer.status), `${method} ${path} answered ${answer.status}`);
          check(!STACK_TRACE.test(answer.text), `${method} ${path} answered with a stack`);
          seen.push(`${method} ${answer.status}`);
        }
      }
      const audits = async () => (await db.selectFrom('audit_log').select('id').execute()).length;
      const before = await audits();
      for (const path of [
        '/api/brochure-requests',
        '/api/events',
        '/admin/logout',
        '/api/admin/test-email',
        '/api/admin/leads/export',
      ]) {
        const answer = await raw(`${url}${path}`, { method: 'HEAD', headers: { cookie } });
        check(answer.status === 405, `HEAD ${path} answered ${answer.status}`);
      }
      check((await audits()) === before, 'a HEAD wrote to the audit log');
      return `${seen.length} refusals (405/501), HEAD 405 on 5 POST-only routes`;
    },
  },
];
