/**
 * The news editor's check (checkNewsCopy) runs the same rules as npm run lint:copy: claims of
 * each kind are errors in a news item whatever it names, so publishing over them is held back.
 */
import { expect, it } from 'vitest';
import { checkNewsCopy, hasAdvertisingErrors } from '../../../../src/server/content/news-advertising.server.ts';

it.each([
  ['ja', '展示会のお知らせ', '当社の新製品は副作用は一切ありません。', 'ja-absolute-safety'],
  ['ja', '新製品', '尿もれがなおると好評です。', 'ja-cure'],
  ['en', 'New at the show', 'Our chair is 100% effective.', 'en-guarantee'],
  ['zh-cn', '新品上市', '告别漏尿，从今天开始。', 'zh-cure'],
])('holds back a %s news item claiming %s / %s', async (locale, title, content, rule) => {
  const hits = await checkNewsCopy({ title, content, url: '', locale });
  expect(hits).not.toBeNull();
  expect(hits?.find((hit) => hit.rule === rule)).toMatchObject({ severity: 'error' });
  expect(hasAdvertisingErrors(hits ?? [])).toBe(true);
});

it('lets a news item with a disclaimer and a safety instruction through', async () => {
  const content =
    '本製品は医療機器ではありません。効果には個人差があります。副作用が出た場合は使用を中止してください。';
  expect(await checkNewsCopy({ title: 'ご案内', content, url: '', locale: 'ja' })).toEqual([]);
});
