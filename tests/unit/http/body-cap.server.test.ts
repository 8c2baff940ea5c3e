import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BodyRead, parseUrlencoded, readBody, readFormBody, readText } from '../../../src/actions/body.ts';
import {
  BODY_TOO_LARGE,
  BROCHURE_BODY_MAX_BYTES,
  bodyCapFor,
  CLINIC_IMPORT_MAX_BYTES,
  DEFAULT_BODY_MAX_BYTES,
  DISPATCH_FORM_MAX_BYTES,
  NEWS_FORM_MAX_BYTES,
  tooLargeAnswer,
} from '../../../src/http/body-cap.server.ts';
import { createSiteHandler } from '../../../src/http/http.server.ts';

const KB = 1024;

describe('bodyCapFor', () => {
  it.each([
    ['POST', '/admin/login', 8 * KB],
    ['POST', '/Admin//Login/?next=/admin', 8 * KB],
    ['POST', '/admin/setup', 16 * KB],
    ['POST', '/admin/login/factor', 8 * KB],
    ['POST', '/admin/enrol', 8 * KB],
    ['POST', '/admin/reauth', 8 * KB],
    ['POST', '/admin/forgot-password', 4 * KB],
    ['POST', '/admin/invitation/abc', 16 * KB],
    ['POST', '/admin/reset-password/abc', 16 * KB],
    ['POST', '/admin/users', 32 * KB],
    ['POST', '/api/brochure-requests', BROCHURE_BODY_MAX_BYTES],
    ['POST', '/api/events', 4 * KB],
    ['POST', '/admin/news/new', NEWS_FORM_MAX_BYTES],
    ['POST', '/admin/news/0f6e', NEWS_FORM_MAX_BYTES],
    ['POST', '/admin/clinics/import', CLINIC_IMPORT_MAX_BYTES],
    ['POST', '/admin/leads/import', 5 * 1024 * KB + 64 * KB],
    ['POST', '/admin/leads/0f6e', 32 * KB],
    ['POST', '/admin/leads/dispatch?status=pending', DISPATCH_FORM_MAX_BYTES],
    ['POST', '/api/admin/test-email', 32 * KB],
    ['POST', '/api/admin/passkeys/authenticate', 16 * KB],
    ['POST', '/api/admin/passkeys/register', 16 * KB],
    ['POST', '/admin/account', 8 * KB],
    ['POST', '/', DEFAULT_BODY_MAX_BYTES],
    ['GET', '/admin/news/new', DEFAULT_BODY_MAX_BYTES],
  ])('%s %s → %i bytes', (method, path, max) => {
    expect(bodyCapFor(method, path)).toBe(max);
  });

  it('gives the news form a 5 MB image and the clinic import a base64 5 MB file, with room to spare', () => {
    expect(NEWS_FORM_MAX_BYTES).toBeGreaterThan(5 * 1024 * KB);
    expect(CLINIC_IMPORT_MAX_BYTES).toBeGreaterThan(Math.ceil((5 * 1024 * KB * 4) / 3));
  });
});

describe('tooLargeAnswer', () => {
  it('answers the brochure API in the language of the page the visitor came from, as JSON when JSON was sent', () => {
    const en = tooLargeAnswer('POST', '/api/brochure-requests', {
      'content-type': 'application/json',
      referer: 'https://www.example.jp/en/products',
    });
    expect(en.contentType).toContain('application/json');
    expect(JSON.parse(en.body)).toEqual({ ok: false, errors: {}, message: expect.stringContaining('too long') });
    const form = tooLargeAnswer('POST', '/api/brochure-requests', {
      'content-type': 'application/x-www-form-urlencoded',
      referer: 'https://www.example.jp/zh-cn/',
    });
    expect(form).toEqual({ contentType: 'text/plain; charset=utf-8', body: '输入内容过长。请缩短后再试。' });
  });

  it('falls back to the path when the Referer is malformed', () => {
    const answer = tooLargeAnswer('POST', '/api/brochure-requests', { referer: 'http://[' });
    expect(answer.body).toBe('入力内容が長すぎます。内容を短くして再度お試しください。');
    expect(tooLargeAnswer('POST', '/en/anything', {}).body).toContain('too long');
  });

  it('answers the admin area in Japanese, and the JSON APIs with JSON', () => {
    expect(tooLargeAnswer('POST', '/admin/login', {}).body).toContain('大きすぎる');
    expect(tooLargeAnswer('POST', '/admin/news/new', {}).body).toContain('5MB');
    expect(tooLargeAnswer('POST', '/admin/clinics/import', {}).body).toContain('5MB');
    expect(JSON.parse(tooLargeAnswer('POST', '/api/events', {}).body)).toEqual({
      error: 'body larger than 4096 bytes',
    });
    expect(JSON.parse(tooLargeAnswer('POST', '/api/admin/test-email', {}).body)).toMatchObject({ error: 'too large' });
  });
});

const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1${path}`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

const streamOf = (chunks: number, size: number, error?: Error) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < chunks; i += 1) controller.enqueue(new Uint8Array(size));
      if (error) controller.error(error);
      else controller.close();
    },
  });

describe('readBody', () => {
  it('returns the body up to the route cap', async () => {
    const read = await readText(post('/api/events', '{"a":1}'));
    expect(read).toEqual({ ok: true, text: '{"a":1}' });
    const full = await readBody(post('/api/events', 'x'.repeat(4 * KB)));
    expect(full.ok && full.bytes.byteLength).toBe(4 * KB);
    expect(await readBody(post('/api/events', null))).toEqual({ ok: true, bytes: new Uint8Array() });
  });

  it('refuses a body over the cap, declared or streamed, and honours an explicit cap', async () => {
    const tooLarge: BodyRead = { ok: false, problem: 'too-large' };
    expect(await readBody(post('/api/events', 'x'.repeat(4 * KB + 1)))).toEqual(tooLarge);
    expect(await readBody(post('/api/events', '{}', { 'content-length': '5000' }))).toEqual(tooLarge);
    expect(await readBody(post('/api/events', streamOf(5, KB)))).toEqual(tooLarge);
    expect(await readBody(post('/api/brochure-requests', 'x'.repeat(100)), 10)).toEqual(tooLarge);
  });

  it('never throws: a broken stream is unreadable, the server refusing it is too-large', async () => {
    expect(await readBody(post('/api/events', streamOf(1, 10, new Error('reset'))))).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    const refused = Object.assign(new Error('cap'), { code: BODY_TOO_LARGE });
    const wrapped = new TypeError('terminated', { cause: refused });
    expect(await readBody(post('/api/events', streamOf(1, 10, wrapped)))).toEqual({ ok: false, problem: 'too-large' });
  });
});

describe('strict decoding', () => {
  const notUtf8 = new Uint8Array([0x61, 0xff, 0xfe, 0x62]);

  it('refuses a body that is not UTF-8 instead of storing U+FFFD', async () => {
    expect(await readText(post('/api/events', notUtf8))).toEqual({ ok: false, problem: 'unreadable' });
    const form = post('/admin/login', notUtf8, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(await readFormBody(form)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('parses urlencoded forms like a browser sends them, and refuses broken escapes', () => {
    expect(parseUrlencoded('a=1&b=x+y%2Bz&&c&d=%E3%81%82&a=2')).toEqual(
      new Map([
        ['a', '2'],
        ['b', 'x y+z'],
        ['c', ''],
        ['d', 'あ'],
      ]),
    );
    expect(parseUrlencoded('')).toEqual(new Map());
    for (const broken of ['a=%FF', 'a=%E3%81', 'a=%zz', 'a=%', '%C3%28=1'])
      expect(parseUrlencoded(broken)).toBeUndefined();
  });
});

describe('readFormBody', () => {
  it('reads urlencoded and multipart forms: text fields and files', async () => {
    const encoded = await readFormBody(
      post('/admin/login', 'email=a%40b.jp&password=%E3%81%82&email=c%40d.jp', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    expect(encoded.ok && Object.fromEntries(encoded.fields)).toEqual({ email: 'c@d.jp', password: 'あ' });
    const data = new FormData();
    data.set('title', 'タイトル');
    data.set('image', new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }));
    const multipart = await readFormBody(post('/admin/news/new', data));
    expect(multipart.ok && multipart.fields.get('title')).toBe('タイトル');
    expect(multipart.ok && multipart.files.get('image')?.size).toBe(3);
  });

  it('says not-form for anything else, without reading it', async () => {
    const json = post('/admin/login', '{}', { 'content-type': 'application/json' });
    expect(await readFormBody(json)).toEqual({ ok: false, problem: 'not-form' });
    expect(json.bodyUsed).toBe(false);
    const broken = post('/admin/login', '--x\r\nnonsense', { 'content-type': 'multipart/form-data; boundary=x' });
    expect(await readFormBody(broken)).toEqual({ ok: false, problem: 'not-form' });
    const big = post('/admin/login', `a=${'x'.repeat(9 * KB)}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(await readFormBody(big)).toEqual({ ok: false, problem: 'too-large' });
  });
});

/**
 * The server side, through createSiteHandler and Astro's own node glue (the request Astro
 * builds from `req`, and its writeResponse): a fake route that reads the body and answers.
 */
describe('the capped stream in front of Astro', () => {
  let port: number;
  let dir: string;
  let close: () => void;
  const reads: BodyRead[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'body-cap-'));
    const handler = createSiteHandler({
      clientDir: dir,
      log: pino({ level: 'silent' }),
      prerenderedCsp: new Map(),
      locals: {},
      astroHandler: async (req, res) => {
        // What @astrojs/node does: the body Astro sees comes from `req`, capped at 1 GB.
        const request = createRequestFromNodeRequest(req, { bodySizeLimit: 1024 * 1024 * 1024 });
        const read = await readBody(request);
        reads.push(read);
        const body = read.ok ? `read ${read.bytes.byteLength}` : `route says ${read.problem}`;
        await writeResponse(new Response(body, { status: read.ok ? 200 : 400 }), res);
      },
    });
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(async () => {
    close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A raw POST: `chunks` chunks of 16 KB (chunked), or only a declared Content-Length. */
  function send(path: string, options: { chunks?: number; declare?: number }): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      const received: Buffer[] = [];
      let answered = false;
      socket.on('data', (data) => {
        received.push(data);
        answered = true;
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(Buffer.concat(received).toString('utf8')));
      const framing =
        options.declare === undefined ? 'Transfer-Encoding: chunked' : `Content-Length: ${options.declare}`;
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\n${framing}\r\n\r\n`,
      );
      if (options.declare !== undefined) return;
      const chunk = Buffer.alloc(16 * KB, 'a');
      let left = options.chunks ?? 0;
      const pump = () => {
        while (!answered && left > 0) {
          left -= 1;
          socket.write(`${chunk.length.toString(16)}\r\n`);
          socket.write(chunk);
          if (!socket.write('\r\n')) return void socket.once('drain', pump);
        }
        if (!answered) socket.write('0\r\n\r\n');
      };
      pump();
    });
  }

  it('lets a body within the cap through to the route', async () => {
    const answer = await send('/api/brochure-requests', { chunks: 2 });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('read 32768');
  });

  it('refuses a declared Content-Length over the cap at once, without calling the route', async () => {
    const before = reads.length;
    const answer = await send('/api/events', { declare: 64 * 1024 * KB });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('Connection: close');
    expect(answer).toContain('{"error":"body larger than 4096 bytes"}');
    expect(reads.length).toBe(before);
  });

  it('answers 413 the moment a streamed body passes the cap; the route’s later answer is dropped', async () => {
    const answer = await send('/api/brochure-requests', { chunks: 4096 });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.match(/HTTP\/1\.1/g)).toHaveLength(1);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ ok: false });
    await expect.poll(() => reads.at(-1)).toEqual({ ok: false, problem: 'too-large' });
  });
});

describe('an answer sent before the body has arrived', () => {
  it('says Connection: close, so a keep-alive client does not reuse a socket that is about to close', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'body-cap-'));
    // A route that refuses without reading the body, as Astro's origin check does.
    const handler = createSiteHandler({
      clientDir: dir,
      log: pino({ level: 'silent' }),
      prerenderedCsp: new Map(),
      locals: {},
      astroHandler: async (_req, res) => {
        res.statusCode = 403;
        res.end('forbidden');
      },
    });
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        const received: Buffer[] = [];
        socket.on('data', (data) => {
          received.push(data);
          if (Buffer.concat(received).includes('forbidden')) resolve(Buffer.concat(received).toString('utf8'));
        });
        socket.on('error', () => undefined);
        // Keep-alive, and the 10-byte body never sent.
        socket.write('POST /admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\n');
      });
      expect(answer).toMatch(/^HTTP\/1\.1 403 /);
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    } finally {
      server.closeAllConnections();
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
