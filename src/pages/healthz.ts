import type { APIRoute } from 'astro';
import { checkDb } from '../server/platform/db.server.ts';

export const prerender = false;

/** 200 when the database answers, 503 otherwise: what a load balancer polls. */
export const GET: APIRoute = async ({ locals }) => {
  const ok = await checkDb(locals.services.db);
  return new Response(JSON.stringify({ status: ok ? 'ok' : 'unavailable', database: ok }), {
    status: ok ? 200 : 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
};
