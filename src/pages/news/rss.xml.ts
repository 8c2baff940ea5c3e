/** RSS 2.0 feed of the published Japanese news, on demand so admin edits show at once. */
import type { APIRoute } from 'astro';
import { buildNewsRss, jaNewsFeed } from '../../components/news/news-feed.ts';
import { newsCopy } from '../../content/news/index.ts';
import { listNews } from '../../server/content/news.server.ts';

export const prerender = false;

const t = newsCopy.ja.page;

export const GET: APIRoute = async ({ locals, site: siteUrl, url }) => {
  const items = await listNews(locals.services.db, { locale: 'ja' });
  const body = buildNewsRss(items, {
    origin: (siteUrl ?? url).origin,
    // The news page's canonical URL, as in its head and the sitemap.
    pagePath: '/news/',
    feedPath: jaNewsFeed.path,
    title: jaNewsFeed.title,
    description: t.rss.feedDescription,
    language: t.feedLanguage,
  });
  return new Response(body, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
};
