/**
 * Site photos' encodings (issue 43), served from the database (src/server/content/
 * site-photos.server.ts) like news images (ADR 007). A photo's bytes never change (a new upload
 * is a new id), so a name always means the same bytes: cached for a year, its name as ETag, and
 * a revalidation answers 304 without reading the bytes. Every request asks the database, so a
 * deleted photo is a 404 on every instance at once. Photos are public from their upload.
 */
import type { APIRoute } from 'astro';
import { etagMatches } from '../../../server/content/news-images.server.ts';
import { lookupSitePhotoVariant } from '../../../server/content/site-photos.server.ts';

export const prerender = false;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export const GET: APIRoute = async ({ params, locals, request }) => {
  const name = params.name ?? '';
  const ifNoneMatch = request.headers.get('if-none-match');
  const found = await lookupSitePhotoVariant(locals.services.db, name, { withData: ifNoneMatch === null });
  if (!found.found) return notFound();
  const etag = `"${name.replace(/\.webp$/, '')}"`;
  if (etagMatches(ifNoneMatch, etag)) {
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': IMMUTABLE } });
  }
  const data =
    found.data ??
    (await lookupSitePhotoVariant(locals.services.db, name, { withData: true }).then((again) =>
      again.found ? again.data : null,
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
