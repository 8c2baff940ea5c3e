/**
 * Issue 20, finding 7: a draft's thumbnail was public and cached `immutable`, so a draft's
 * picture leaked before its news did (and stayed in shared caches). A draft's image is a 404
 * without a staff session, and `private` with one; once published it is public and cacheable.
 */
import sharp from 'sharp';
import { saveNewsImage } from '../../../src/server/content/news-images.server.ts';
import { createNews } from '../../setup/factories.ts';
import { check, raw, staffCookie } from '../attack-support.ts';
import type { AttackScenario } from './scenario.ts';

export const scenarios: AttackScenario[] = [
  {
    name: 'drafts: a draft thumbnail is for signed-in staff only, and never publicly cached',
    async run({ url, db }) {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a0c' } })
        .png()
        .toBuffer();
      const saved = await saveNewsImage(db, new Uint8Array(png), 'image/png');
      if (!saved.ok) throw new Error('image refused');
      const news = await createNews(db, { status: 'draft', thumbnail: saved.path, title: '未公開の新製品' });
      const { cookie } = await staffCookie(db, 'staff');

      const anonymous = await raw(`${url}${saved.path}`);
      check(anonymous.status === 404, `a draft's image answered ${anonymous.status} without a session`);
      const revalidate = await raw(`${url}${saved.path}`, { headers: { 'if-none-match': `"${saved.hash}"` } });
      check(revalidate.status === 404, `a draft's image revalidated as ${revalidate.status} without a session`);
      const staff = await raw(`${url}${saved.path}`, { headers: { cookie } });
      check(staff.status === 200, `staff got ${staff.status}`);
      const caching = String(staff.headers['cache-control'] ?? '');
      check(/private/.test(caching) && !/public|immutable/.test(caching), `a draft's image cached as ${caching}`);

      await db.updateTable('news').set({ status: 'published' }).where('id', '=', String(news.id)).execute();
      const published = await raw(`${url}${saved.path}`);
      check(published.status === 200, `a published image answered ${published.status}`);
      check(/public/.test(String(published.headers['cache-control'])), 'a published image is not publicly cacheable');
      return `draft: 404 anonymous, 200 private for staff; published: ${published.headers['cache-control']}`;
    },
  },
];
