/**
 * Reading a request's body in a route or an action: at most the route's cap (the one table in
 * src/http/body-cap.server.ts), never throwing. Our node server has usually refused a body over
 * the cap before Astro sees it; these readers apply the same cap again for `astro dev` and
 * tests, which run without that server, and turn a refused or broken body into a value.
 */
import { BODY_TOO_LARGE, bodyCapFor } from '../http/body-cap.server.ts';

const isTooLarge = (error: unknown): boolean => {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === BODY_TOO_LARGE) return true;
  }
  return false;
};

export type BodyRead =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; problem: 'too-large' | 'unreadable' };

/**
 * The request's body, at most `max` bytes (the route's cap by default). Never throws: a body
 * over the cap is 'too-large' (without reading further), a broken or aborted one 'unreadable'.
 */
export async function readBody(
  request: Request,
  max = bodyCapFor(request.method, new URL(request.url).pathname),
): Promise<BodyRead> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return { ok: false, problem: 'too-large' };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        // Not cancelled (undici's FormData bodies throw on a cancel): the rest is simply not
        // read, and the server closes the connection after the answer.
        reader.releaseLock();
        return { ok: false, problem: 'too-large' };
      }
      chunks.push(value);
    }
  } catch (error) {
    return { ok: false, problem: isTooLarge(error) ? 'too-large' : 'unreadable' };
  }
  return { ok: true, bytes: new Uint8Array(Buffer.concat(chunks)) };
}

/** UTF-8 text, or undefined when the bytes are not UTF-8 (no browser sends such a body). */
function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The body as UTF-8 text; a body that is not valid UTF-8 is 'unreadable'. */
export async function readText(
  request: Request,
  max?: number,
): Promise<{ ok: true; text: string } | { ok: false; problem: 'too-large' | 'unreadable' }> {
  const read = await readBody(request, max);
  if (!read.ok) return read;
  const text = utf8(read.bytes);
  return text === undefined ? { ok: false, problem: 'unreadable' } : { ok: true, text };
}

/**
 * An urlencoded form, strictly: undefined when an escape is broken or does not decode to UTF-8
 * (URLSearchParams would quietly turn those into U+FFFD). A repeated name keeps its last value.
 */
export function parseUrlencoded(text: string): Map<string, string> | undefined {
  const fields = new Map<string, string>();
  try {
    for (const pair of text.split('&')) {
      if (pair === '') continue;
      const at = pair.indexOf('=');
      const decode = (part: string) => decodeURIComponent(part.replaceAll('+', ' '));
      fields.set(decode(at < 0 ? pair : pair.slice(0, at)), at < 0 ? '' : decode(pair.slice(at + 1)));
    }
  } catch {
    return undefined;
  }
  return fields;
}

export type FormRead =
  | { ok: true; fields: Map<string, string>; files: Map<string, File> }
  | { ok: false; problem: 'too-large' | 'unreadable' | 'not-form' };

/**
 * A posted form (urlencoded or multipart): its text fields (the last value of a repeated name)
 * and its files. Anything else, or a multipart body that does not parse, is 'not-form'; an
 * urlencoded body that is not UTF-8 is 'unreadable'.
 */
export async function readFormBody(request: Request, max?: number): Promise<FormRead> {
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
    return { ok: false, problem: 'not-form' };
  }
  const read = await readBody(request, max);
  if (!read.ok) return read;
  const files = new Map<string, File>();
  if (type === 'application/x-www-form-urlencoded') {
    const text = utf8(read.bytes);
    const fields = text === undefined ? undefined : parseUrlencoded(text);
    return fields ? { ok: true, fields, files } : { ok: false, problem: 'unreadable' };
  }
  const fields = new Map<string, string>();
  let data: FormData;
  try {
    data = await new Response(read.bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, problem: 'not-form' };
  }
  for (const [name, value] of data) {
    if (typeof value === 'string') fields.set(name, value);
    else files.set(name, value);
  }
  return { ok: true, fields, files };
}

/** The posted form's text fields, or null when it is not a form, unreadable or too large. */
export async function readForm(request: Request): Promise<Map<string, string> | null> {
  const read = await readFormBody(request);
  return read.ok ? read.fields : null;
}
