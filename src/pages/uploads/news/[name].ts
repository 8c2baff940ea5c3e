/**
 * Uploaded news thumbnails, served from the database (src/server/content/news-images.server.ts). The
 * name carries the hash of the bytes, so a name always means the same bytes: it may be cached
 * for a year, its ETag is the hash, and a browser that already has it gets a 304 without the
 * bytes being read. Every request asks the database, so a deleted image is a 404 on every
 * instance at once. A name from when uploads were files redirects to the hashed one.
 *
 * An image no published item uses (a draft's) is served only with a staff session, marked
 * `private, no-cache`, and is a 404 to anyone else: a draft is not public until it is published.
 */
import type { APIRoute } from 'astro';
import { readSession, sessionCookieName } from '../../../server/accounts/sessions.server.ts';
import { etagMatches, isNewsImagePublic, lookupNewsImage } from '../../../server/content/news-images.server.ts';

export const prerender = false;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A draft's image: the browser may keep it, asking each time; no shared cache may. */
const PRIVATE = 'private, no-cache';

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export const GET: APIRoute = async ({ params, locals, request, cookies }) => {
  const name = params.name ?? '';
  const ifNoneMatch = request.headers.get('if-none-match');
  // A revalidation only needs to know the image still exists, not its bytes.
  const found = await lookupNewsImage(locals.services.db, name, { withData: ifNoneMatch === null });
  if (found.found === 'none') return notFound();
  if (found.found === 'moved') return new Response(null, { status: 301, headers: { Location: found.path } });
  const isPublic = await isNewsImagePublic(locals.services.db, found.hash);
  if (!isPublic) {
    const staff = await readSession(locals.services.db, cookies.get(sessionCookieName(locals.https))?.value);
    if (!staff) return notFound();
  }
  const caching = isPublic ? IMMUTABLE : PRIVATE;
  const etag = `"${found.hash}"`;
  if (etagMatches(ifNoneMatch, etag)) {
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': caching } });
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
      'Cache-Control': caching,
      ETag: etag,
    },
  });
};
