/**
 * Uploaded news thumbnails, served from DATA_DIR/uploads/news. Only names the upload itself
 * produces are read (no path can be smuggled in); each name is random and never reused, so
 * the file may be cached for a year.
 */
import type { APIRoute } from 'astro';
import { readNewsImage } from '../../../server/news-images.server.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params, locals }) => {
  const file = await readNewsImage(locals.services.env.DATA_DIR, params.name ?? '');
  if (!file) {
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(new Uint8Array(file), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(file.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
};
