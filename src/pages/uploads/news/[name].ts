/**
 * Uploaded news thumbnails, served from the database (src/server/content/news-images.server.ts). The
 * name carries the hash of the bytes, so a name always means the same bytes: it may be cached
 * for a year, its ETag is the hash, and a browser that already has it gets a 304 without the
 * bytes being read. Every request asks the database, so a deleted image is a 404 on every
 * instance at once. A name from when uploads were files redirects to the hashed one.
 */
import type { APIRoute } from 'astro';
import { etagMatches, lookupNewsImage } from '../../../server/content/news-images.server.ts';

export const prerender = false;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export const GET: APIRoute = async ({ params, locals, request }) => {
  const name = params.name ?? '';
  const ifNoneMatch = request.headers.get('if-none-match');
  // A revalidation only needs to know the image still exists, not its bytes.
  const found = await lookupNewsImage(locals.services.db, name, { withData: ifNoneMatch === null });
  if (found.found === 'none') return notFound();
  if (found.found === 'moved') return new Response(null, { status: 301, headers: { Location: found.path } });
  const etag = `"${found.hash}"`;
  if (etagMatches(ifNoneMatch, etag)) {
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': IMMUTABLE } });
  }
  const data =
    found.data ??
    (await lookupNewsImage(locals.services.db, name, { withData: true }).then((again) =>
      again.found === 'image' ? again.data : null,
    ));
  // Deleted between the two reads.
  if (!data) return notFound();
  // The drivers' bytes are never shared memory; a view over them spares a copy.
  return new Response(new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength), {
    headers: {
      'Content-Type': found.contentType,
      'Content-Length': String(data.byteLength),
      'Cache-Control': IMMUTABLE,
      ETag: etag,
    },
  });
};
