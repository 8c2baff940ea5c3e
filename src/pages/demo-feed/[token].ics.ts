/**
 * A staff member's private, read-only demo calendar (issue 44), for a calendar app: the token in
 * the URL is the only key (demo/demo-feed.server.ts). Unknown or revoked: 404.
 */
import type { APIRoute } from 'astro';
import { leadUrlOn } from '../../actions/paths.ts';
import { readFeed } from '../../server/demo/demo-feed.server.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, params }) => {
  const { db, env } = locals.services;
  const body = await readFeed(db, params.token ?? '', leadUrlOn(env.SITE_URL));
  if (body === null)
    return new Response('Not found\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
};
