/**
 * Issue 41, finding 4: unproven posts wrote the funnel report. Leads held as 要確認 counted in
 * /admin/reports, and each distinct `utm_source` they carried became a channel row: 60 posts
 * without proof from 60 addresses made 60 rows. Now a held lead counts once staff release it,
 * and the report's rows are bounded (the long tail folds into one 「その他」 row).
 */
import { FIRST_TOUCH_FIELDS } from '../../../src/domain/lead/attribution.ts';
import { loadLead } from '../../setup/load-run.ts';
import { check, raw, staffCookie } from '../attack-support.ts';
import type { AttackScenario } from './scenario.ts';

const POSTS = 60;

export const scenarios: AttackScenario[] = [
  {
    name: 'funnel: 60 unproven posts with 60 utm_source tags',
    env: { TRUST_PROXY: '1' },
    async run(context) {
      const { cookie } = await staffCookie(context.db, 'admin');
      const report = async (group: string) => {
        const answer = await raw(`${context.url}/admin/reports?group=${group}&format=csv`, { headers: { cookie } });
        check(answer.status === 200, `/admin/reports answered ${answer.status}`);
        return answer.text;
      };
      const before = [await report('channel'), await report('campaign')];
      const label = `ファネル${Date.now()}`;
      const statuses: number[] = [];
      for (let i = 0; i < POSTS; i += 1) {
        // JSON without the signed token or a solved challenge, each from an address of its own.
        const { idempotency_key: _key, ...fields } = loadLead(i, label);
        const answer = await raw(`${context.url}/api/brochure-requests`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: context.url,
            'x-forwarded-for': `198.51.${(i >> 8) & 255}.${i & 255}`,
          },
          body: JSON.stringify({
            ...fields,
            agreement: true,
            [FIRST_TOUCH_FIELDS.page]: `/?utm_source=bot-${i}`,
            [FIRST_TOUCH_FIELDS.utm_source]: `bot-${i}`,
            [FIRST_TOUCH_FIELDS.utm_medium]: 'cpc',
            [FIRST_TOUCH_FIELDS.utm_campaign]: `bot-${i}`,
          }),
        });
        statuses.push(answer.status);
      }
      const held = await context.db
        .selectFrom('material_requests')
        .select(['review', 'first_touch_utm_source'])
        .where('name', 'like', `${label} %`)
        .execute();
      const tags = new Set(held.map((row) => row.first_touch_utm_source));
      check(held.length === POSTS, `${held.length} of ${POSTS} posts stored (answers ${[...new Set(statuses)]})`);
      check(tags.size === POSTS, `the posts carried ${tags.size} distinct tags, not ${POSTS}`);
      check(
        held.every((row) => Boolean(row.review)),
        'an unproven post was not held for review',
      );
      const after = [await report('channel'), await report('campaign')];
      check(after[0] === before[0], `the channel report changed:\n${before[0]}\n---\n${after[0]}`);
      check(after[1] === before[1], `the campaign report changed:\n${before[1]}\n---\n${after[1]}`);
      const rows = (after[0] ?? '').trim().split('\r\n').length;
      return `${POSTS} posts held as 要確認 with ${tags.size} tags; the report unchanged (${rows} CSV lines)`;
    },
  },
];
