/** RSS 2.0 feed of the published Japanese news, on demand so admin edits show at once. */
import type { APIRoute } from 'astro';
import { buildNewsRss } from '../../components/news/news-feed.ts';
import { ja } from '../../content/pages/news/ja.ts';
import { site } from '../../content/site.ts';
import { listNews } from '../../server/news.server.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, site: siteUrl, url }) => {
  const items = await listNews(locals.services.db, { locale: 'ja' });
  const body = buildNewsRss(items, {
    origin: (siteUrl ?? url).origin,
    pagePath: '/news',
    feedPath: '/news/rss.xml',
    title: `${site.brand} ${ja.rss.feedTitle}`,
    description: ja.rss.feedDescription,
    language: ja.feedLanguage,
  });
  return new Response(body, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
};
