/**
 * Issue 41, findings 2, 3 and 7: 500s for anyone from a doubled slash (`/api//brochure-form`:
 * Astro rendered it without the request's services), 500s for staff from an impossible date
 * (`2026-13-45`, `0000-00-00` in /admin/site, /admin/reports?from=, /admin/audit?from=), years 0000
 * to 9999 accepted (0001-01-01 published at once), and a banner link with NUL or a right-to-left
 * override. Every route with each `/` doubled in turn, GET and POST, signed out and in; every admin
 * date field with impossible and out-of-range dates: never a 5xx, and a Japanese message.
 */
import { dateCopy } from '../../../src/content/admin/dates.ts';
import { siteFactsCopy } from '../../../src/content/admin/site.ts';
import { defaultSiteFacts } from '../../../src/content/site-facts.ts';
import { factValues } from '../../../src/domain/site-facts/form.ts';
import { routeFiles, routePath } from '../../e2e/support/routes.ts';
import { check, formPost, raw, STACK_TRACE, staffCookie } from '../attack-support.ts';
import type { AttackScenario } from './scenario.ts';

/** Every route on disk, as a path (the sweeps' own enumeration: a new route is in at once). */
const routes = [...new Set(routeFiles('src/pages').map(routePath))].sort();

/** `path` with each of its slashes doubled in turn. */
function doubledSlashes(path: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < path.length; i += 1) if (path[i] === '/') out.push(`${path.slice(0, i)}/${path.slice(i)}`);
  return out;
}

const IMPOSSIBLE = ['2026-13-45', '0000-00-00', '2026-02-30'];
const OUT_OF_RANGE = ['1999-12-31', '0001-01-01', '2101-01-01', '9999-12-31'];
const BAD_DAYS = [...IMPOSSIBLE, ...OUT_OF_RANGE];

export const scenarios: AttackScenario[] = [
  {
    name: 'doubled slashes: every route with each / doubled, GET and POST, signed out and in, gets no 5xx',
    async run({ url, db }) {
      const { cookie } = await staffCookie(db, 'admin');
      let requests = 0;
      const statuses = new Map<number, number>();
      for (const route of routes) {
        for (const path of doubledSlashes(route)) {
          for (const signedIn of [false, true]) {
            const headers: Record<string, string> = signedIn ? { cookie } : {};
            const get = await raw(`${url}${path}`, { headers });
            const post = await formPost(url, path, { intent: 'x', email: 'a@example.jp' }, headers);
            for (const [method, answer] of [
              ['GET', get],
              ['POST', post],
            ] as const) {
              requests += 1;
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
              check(
                answer.status < 500,
                `${method} ${path} (${signedIn ? 'signed in' : 'signed out'}) answered ${answer.status}`,
              );
              check(!STACK_TRACE.test(answer.text), `${method} ${path} answered with a stack`);
            }
            check(
              get.status === 308 && get.headers.location === path.replace(/\/{2,}/g, '/'),
              `GET ${path} answered ${get.status} ${get.headers.location}`,
            );
          }
        }
      }
      const seen = [...statuses].map(([status, n]) => `${status}×${n}`).join(', ');
      return `${routes.length} routes, ${requests} requests with a doubled slash: ${seen}`;
    },
  },
  {
    name: 'impossible dates: every admin date field and date parameter, no 5xx, a Japanese message on forms',
    async run({ url, db }) {
      const { cookie } = await staffCookie(db, 'admin');
      let requests = 0;
      // Query parameters: the default range (or no filter) instead, never a 500.
      for (const path of ['/admin/reports', '/admin/audit', '/admin/leads']) {
        for (const day of BAD_DAYS) {
          for (const query of [`from=${day}`, `to=${day}`, `from=${day}&to=${day}`]) {
            const answer = await raw(`${url}${path}?${query}`, { headers: { cookie } });
            requests += 1;
            check(answer.status === 200, `GET ${path}?${query} answered ${answer.status}`);
          }
        }
      }
      // /admin/site: launch dates, campaign and banner moments, price evidence; drafts and publishing.
      const valid = factValues(defaultSiteFacts);
      const fields: [string, (day: string) => string][] = [
        ['launch_on_plus', (day) => day],
        ['launch_on_dr', (day) => day],
        ['banner_from', (day) => `${day}T09:00`],
        ['banner_until', (day) => `${day}T09:00`],
        ['rental_evidence', (day) => `${day} 2026-11-30`],
      ];
      for (const intent of ['draft', 'publish']) {
        for (const [field, value] of fields) {
          for (const day of BAD_DAYS) {
            const answer = await formPost(url, '/admin/site', { ...valid, intent, [field]: value(day) }, { cookie });
            requests += 1;
            check(answer.status === 422, `${intent} with ${field}=${value(day)} answered ${answer.status}`);
            check(
              answer.text.includes(dateCopy.outOfRange),
              `${intent} with ${field}=${value(day)}: no Japanese message`,
            );
          }
        }
      }
      // A publication time in year 1 (or any bad day) publishes nothing, at once or ever.
      const published = async () =>
        (await db.selectFrom('site_fact_versions').select('id').where('published_at', 'is not', null).execute()).length;
      const before = await published();
      for (const day of BAD_DAYS) {
        const answer = await formPost(
          url,
          '/admin/site',
          { ...valid, intent: 'publish', publish_at: `${day}T00:00` },
          { cookie },
        );
        requests += 1;
        check(answer.status === 422, `publish_at ${day} answered ${answer.status}`);
        check(answer.text.includes(dateCopy.outOfRange), `publish_at ${day}: no Japanese message`);
      }
      check((await published()) === before, 'a version with an impossible publication time was published');
      // The banner link with NUL or a right-to-left override: refused with its message.
      for (const link of [
        'https://www.example.jp/\u0000x',
        'https://www.example.jp/\u202egpj.exe',
        'https://a.example/\u2066x',
      ]) {
        const answer = await formPost(url, '/admin/site', { ...valid, intent: 'draft', banner_link: link }, { cookie });
        requests += 1;
        check(answer.status === 422, `banner link ${JSON.stringify(link)} answered ${answer.status}`);
        check(answer.text.includes(siteFactsCopy.messages.hiddenUrlCharacters), 'no message for a hidden character');
      }
      return `${requests} requests with dates from ${BAD_DAYS.join(', ')} and hidden URL characters: no 5xx, each form refused in Japanese`;
    },
  },
];
