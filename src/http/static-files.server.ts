/**
 * The prerendered build held in memory: every small file of dist/client (and its .br/.gz) is
 * read once at start, with its whole header set worked out then, so a request for it costs a
 * Map lookup and one write. Profiling the sirv path showed most of a request's time in three
 * file-system calls per request (open, read, close of a stream) plus per-request header work;
 * docs/product.md#caches. Files above MAX_FILE_BYTES, and anything not found here, still go to sirv.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { lookup } from 'mrmime';

/** Larger files are streamed by sirv rather than held in memory. */
export const MAX_FILE_BYTES = 512 * 1024;
/** All files together: a build far beyond today's ~4 MB streams the rest from disk. */
export const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  /** Headers for plain HTTP and for HTTPS (the same plus HSTS), built once. */
  http: OutgoingHttpHeaders;
  https: OutgoingHttpHeaders;
}

export interface StaticFile {
  etag: string;
  br?: Variant;
  gzip?: Variant;
  identity: Variant;
  /** What a 304 carries: validators and caching, no body headers. */
  notModified: { http: OutgoingHttpHeaders; https: OutgoingHttpHeaders };
}

export interface StaticFilesOptions {
  /** Headers every response carries (security headers), before the file's own. */
  baseHeaders: Readonly<Record<string, string>>;
  /** Sent only to visitors known to be on HTTPS. */
  hsts: string;
  /** Cache-Control and CSP for a request path (what sirv's setHeaders gave before). */
  headersFor: (pathname: string) => Record<string, string>;
}

const TEXT_TYPES = /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

function contentType(file: string): string {
  const type = lookup(file) ?? 'application/octet-stream';
  return TEXT_TYPES.test(type) ? `${type}; charset=utf-8` : type;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

const readIfPresent = (file: string): Buffer | undefined => {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
};

/** The request paths a file answers to, as sirv resolved them (extensions: ['html']). */
export function pathsFor(relativePath: string): string[] {
  const path = `/${relativePath.split(sep).join('/')}`;
  if (path.endsWith('/index.html')) {
    const dir = path.slice(0, -'index.html'.length);
    return dir === '/' ? [path, '/'] : [path, dir, dir.slice(0, -1)];
  }
  if (path.endsWith('.html')) return [path, path.slice(0, -'.html'.length)];
  return [path];
}

/** Reads dist/client into a path → file map; an absent folder gives an empty map. */
export function loadStaticFiles(clientDir: string, options: StaticFilesOptions): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  let total = 0;
  let paths: string[];
  try {
    paths = [...walk(clientDir)];
  } catch {
    return files;
  }
  // Shorter names first, so index.html wins a path over a same-named file in a deeper folder.
  paths.sort((a, b) => a.length - b.length);
  for (const file of paths) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const size = statSync(file).size;
    if (size > MAX_FILE_BYTES || total + size > MAX_TOTAL_BYTES) continue;
    const body = readFileSync(file);
    const br = readIfPresent(`${file}.br`);
    const gz = readIfPresent(`${file}.gz`);
    total += body.length + (br?.length ?? 0) + (gz?.length ?? 0);
    const rel = relative(clientDir, file);
    const [first] = pathsFor(rel);
    if (!first) continue;
    const entry = buildFile(body, { br, gzip: gz }, contentType(file), options.headersFor(first), options);
    for (const path of pathsFor(rel)) if (!files.has(path)) files.set(path, entry);
  }
  return files;
}

/** One response body in up to three encodings, with every header precomputed. */
export function buildFile(
  body: Buffer,
  compressed: { br?: Buffer | undefined; gzip?: Buffer | undefined },
  type: string,
  own: Record<string, string>,
  options: Pick<StaticFilesOptions, 'baseHeaders' | 'hsts'>,
): StaticFile {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  const varies = Boolean(compressed.br || compressed.gzip);
  // The file's own headers replace base ones whatever their case (Astro's are lower-case).
  const overridden = new Set(Object.keys(own).map((name) => name.toLowerCase()));
  const common: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.baseHeaders)) {
    if (!overridden.has(name.toLowerCase())) common[name] = value;
  }
  Object.assign(common, own, { ETag: etag });
  if (varies) common.Vary = 'Accept-Encoding';
  const variant = (data: Buffer, encoding: Encoding): Variant => {
    const http: OutgoingHttpHeaders = { ...common, 'Content-Type': type, 'Content-Length': data.length };
    if (encoding !== 'identity') http['Content-Encoding'] = encoding;
    return { body: data, http, https: { ...http, 'Strict-Transport-Security': options.hsts } };
  };
  const notModified: OutgoingHttpHeaders = { ...common };
  return {
    etag,
    identity: variant(body, 'identity'),
    ...(compressed.br ? { br: variant(compressed.br, 'br') } : {}),
    ...(compressed.gzip ? { gzip: variant(compressed.gzip, 'gzip') } : {}),
    notModified: { http: notModified, https: { ...notModified, 'Strict-Transport-Security': options.hsts } },
  };
}

/** Whether If-None-Match names this ETag (weak comparison, as for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === etag || tag === `W/${etag}`) return true;
  }
  return false;
}

/** br if accepted and present, else gzip, else identity (q=0 honoured). */
export function pickVariant(file: StaticFile, acceptEncoding: string | undefined): Variant {
  if (acceptEncoding) {
    if (file.br && accepts(acceptEncoding, 'br')) return file.br;
    if (file.gzip && accepts(acceptEncoding, 'gzip')) return file.gzip;
  }
  return file.identity;
}

function accepts(header: string, coding: string): boolean {
  const at = header.indexOf(coding);
  if (at === -1) return false;
  // The common case, `gzip, deflate, br`, has no parameters at all.
  if (!header.includes(';')) return true;
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    if (name?.trim() !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** Writes the file (or a 304) for a GET or HEAD. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, https: boolean): void {
  if (etagMatches(req.headers['if-none-match'], file.etag)) {
    res.writeHead(304, https ? file.notModified.https : file.notModified.http);
    res.end();
    return;
  }
  const variant = pickVariant(file, req.headers['accept-encoding']);
  res.writeHead(200, https ? variant.https : variant.http);
  if (req.method === 'HEAD') res.end();
  else res.end(variant.body);
}
