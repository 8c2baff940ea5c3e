/**
 * Issue 41, finding 1: the advertising check read the text as typed. 「尿漏れが治る」 was refused,
 * but published with no override and shown on the home page with a zero-width space, a word
 * joiner or a soft hyphen between two characters, or in half-width katakana; the news editor's
 * check found nothing in them either. Now /admin/site and the news editor refuse each variant:
 * an invisible character by its position, the half-width words as the claim they are.
 */
import { defaultSiteFacts } from '../../../src/content/site-facts.ts';
import { factValues } from '../../../src/domain/site-facts/form.ts';
import { check, formPost, STACK_TRACE, staffCookie } from '../attack-support.ts';
import type { AttackScenario } from './scenario.ts';

const CLAIM = '尿漏れが治る';
const variants: [string, string][] = [
  ['zero-width space', '尿\u200b漏れが治る'],
  ['word joiner', '尿漏\u2060れが治る'],
  ['soft hyphen', '尿漏れが\u00ad治る'],
  ['half-width katakana', 'ﾆｮｳﾓﾚｶﾞﾅｵﾙ'],
];

export const scenarios: AttackScenario[] = [
  {
    name: 'advertising: a claim hidden by invisible characters or half-width kana, on /admin/site and in news',
    async run(context) {
      const { cookie } = await staffCookie(context.db, 'admin');
      const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
      for (const [name, text] of variants) {
        const banner = `${text}チェアの展示会`;
        const site = await formPost(
          context.url,
          '/admin/site',
          { ...factValues(defaultSiteFacts), banner_ja: banner, intent: 'publish' },
          { cookie },
        );
        check(site.status === 422, `/admin/site published the ${name} variant (${site.status})`);
        check(!STACK_TRACE.test(site.text), `/admin/site leaked a stack trace for the ${name} variant`);
        const named =
          name === 'half-width katakana' ? site.text.includes('治') : site.text.includes('文字目に見えない文字');
        check(named, `/admin/site did not say why the ${name} variant was refused`);

        const form = new FormData();
        for (const [key, value] of Object.entries({
          title: 'お知らせ',
          content: `${text}と好評です。`,
          url: '',
          publishDate: today,
          locale: 'ja',
          status: 'published',
        }))
          form.set(key, value);
        const news = await fetch(`${context.url}/admin/news/new`, {
          method: 'POST',
          headers: { cookie, origin: context.url },
          body: form,
          redirect: 'manual',
        });
        const newsText = await news.text();
        check(news.status === 422, `the news editor published the ${name} variant (${news.status})`);
        check(!STACK_TRACE.test(newsText), `the news editor leaked a stack trace for the ${name} variant`);
        const stored = await context.db
          .selectFrom('news')
          .select('id')
          .where('content', '=', `${text}と好評です。`)
          .execute();
        check(stored.length === 0, `the news editor stored the ${name} variant`);
      }
      const published = await context.db
        .selectFrom('site_fact_versions')
        .select('facts')
        .where('status', '=', 'published')
        .execute();
      check(
        published.every((row) => !row.facts.includes('チェアの展示会')),
        'a banner with the claim was published',
      );
      const home = await (await fetch(`${context.url}/`)).text();
      check(!home.includes('チェアの展示会'), 'the home page shows the banner with the claim');
      return `${variants.length} variants of 「${CLAIM}」 refused by /admin/site and the news editor (422), nothing published`;
    },
  },
];
