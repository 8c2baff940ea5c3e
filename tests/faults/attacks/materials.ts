/**
 * The materials (issue 24) under attack: guessing personal links, and uploading what is not a
 * brochure. A guessed token opens nothing and records nothing (32 random bytes, looked up by
 * hash); an upload over the raised cap is refused before it is read, and a file that is not a
 * PDF, whatever its name and type, stores nothing.
 *
 * And what the probe and real clients found in issue 30: twenty parallel downloads of one link
 * to a 9 MB, 36-page brochure while 3,000-page PDFs are uploaded (the server lives, /healthz
 * stays under 500 ms at p99, every answer a stamped PDF or a "try again" page with
 * Retry-After); a brochure carrying JavaScript, Launch and an embedded file (stored without
 * them, and the library says what went); the same file uploaded twice (refused, naming the
 * first); a client that hangs up mid-download (the stamping stops, nothing is recorded).
 *
 * And issue 41: a brochure whose links run `javascript:` (plain, hex-encoded, UTF-16, behind
 * control characters), open `file:` or `data:`, and a catalog base URI of `javascript:`: stored
 * and stamped with its web and mail links only.
 */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { createSession, SESSION_COOKIE } from '../../../src/server/accounts/sessions.server.ts';
import { copiesDirOf } from '../../../src/server/materials/copies.server.ts';
import { createAdmin } from '../../setup/factories.ts';
import {
  makeActivePdf,
  makeLinkTricksPdf,
  makeManyPagesPdf,
  makePhotoBrochure,
  pdfActions,
  pdfPagesText,
  WEB_LINKS,
} from '../../setup/pdf.ts';
import { check, staffCookie } from '../attack-support.ts';
import { downloadsUnderWatch, percentile, personalLink } from '../materials-load.ts';
import type { AttackContext, AttackScenario } from './scenario.ts';

/**
 * The longest /healthz may take at p99 while a link is downloaded in parallel (a balancer's
 * check, which gives up after seconds). It guards against the stall the probe found (downloads
 * holding the process for seconds), not the machine's noise: at 250 ms it failed by 50 ms on a
 * 2-core machine running nothing else, a flaky timing bound. On a loaded machine every answer is
 * slower: then the bound is what the same number of ordinary page requests (an unknown link's
 * page, the same layout) costs /healthz, measured just before, with half as much again.
 */
const HEALTH_P99_MS = 500;

/** Posts `file` to the library as a signed-in staff member. */
async function postBrochure(context: AttackContext, cookie: string, file: Uint8Array, title = 'カタログ') {
  const form = upload(Buffer.from(file), 'brochure.pdf', 'application/pdf', title);
  const response = await fetch(`${context.url}/admin/brochures`, {
    method: 'POST',
    headers: { 'Content-Type': form.contentType, Cookie: cookie, Origin: context.url },
    body: new Uint8Array(form.body),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

const GUESSES = 500;

async function stored(context: AttackContext): Promise<number> {
  const tables = ['brochures', 'brochure_versions', 'material_downloads'] as const;
  let total = 0;
  for (const table of tables) {
    const row = await context.db.selectFrom(table).select(context.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return total;
}

function upload(file: Buffer, name: string, type: string, title = 'カタログ'): { body: Buffer; contentType: string } {
  const boundary = `----materials${randomBytes(8).toString('hex')}`;
  const field = (key: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    `${field('title', title)}${field('locale', 'ja')}${field('product-other', '1')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const scenarios: AttackScenario[] = [
  {
    name: 'materials: guessing personal links',
    async run(context) {
      const before = await stored(context);
      const statuses = new Map<number, number>();
      for (let i = 0; i < GUESSES; i += 1) {
        const token = randomBytes(32).toString('base64url');
        const response = await fetch(`${context.url}/materials/${token}`, { redirect: 'manual' });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.headers.get('content-type')?.startsWith('application/pdf'))
          throw new Error(`a guess opened ${token}`);
      }
      if ((statuses.get(404) ?? 0) !== GUESSES) throw new Error(`guesses answered ${JSON.stringify([...statuses])}`);
      if ((await stored(context)) !== before) throw new Error('a guess recorded something');
      return `${GUESSES} guessed tokens: all 404, nothing recorded`;
    },
  },
  {
    name: 'materials: huge and non-PDF uploads',
    async run(context) {
      const admin = await createAdmin(context.db, { role: 'staff' });
      const session = await createSession(context.db, admin.id);
      const headers = (contentType: string) => ({
        'Content-Type': contentType,
        Cookie: `${SESSION_COOKIE}=${session.token}`,
        Origin: context.url,
      });
      const before = await stored(context);
      const huge = upload(Buffer.alloc(25 * 1024 * 1024, 0x25), 'huge.pdf', 'application/pdf');
      const big = await fetch(`${context.url}/admin/brochures`, {
        method: 'POST',
        headers: headers(huge.contentType),
        body: new Uint8Array(huge.body),
      }).catch(() => undefined);
      if (big && big.status !== 413) throw new Error(`a 25 MB upload answered ${big.status}`);
      const fakes = [
        upload(Buffer.from('<html>not a pdf</html>'), 'brochure.pdf', 'application/pdf'),
        upload(Buffer.from('%PDF-1.7\n garbage that no parser reads'), 'broken.pdf', 'application/pdf'),
        upload(randomBytes(5 * 1024 * 1024), 'random.pdf', 'application/pdf'),
      ];
      for (const fake of fakes) {
        const response = await fetch(`${context.url}/admin/brochures`, {
          method: 'POST',
          headers: headers(fake.contentType),
          body: new Uint8Array(fake.body),
          redirect: 'manual',
        });
        const text = await response.text();
        if (response.status !== 422) throw new Error(`a fake PDF answered ${response.status}`);
        if (!text.includes('PDF')) throw new Error('a fake PDF got no message');
      }
      if ((await stored(context)) !== before) throw new Error('a refused upload stored something');
      return 'a 25 MB upload refused with 413; three fake PDFs refused with 422; nothing stored';
    },
  },
  {
    name: 'materials: 20 parallel downloads of a 9 MB link while 3,000-page PDFs are uploaded',
    async run(context) {
      const brochure = await makePhotoBrochure(36, 250 * 1024);
      const path = await personalLink(context.db, brochure, '髙橋 ｶﾅ');
      const { cookie } = await staffCookie(context.db, 'staff');
      const many = await makeManyPagesPdf(3000);
      const pages = await downloadsUnderWatch(context.url, `/materials/${randomBytes(32).toString('base64url')}`, 20);
      const reference = percentile(pages.health, 99);
      const uploads = Array.from({ length: 3 }, () => postBrochure(context, cookie, many, '3000ページ'));
      const run = await downloadsUnderWatch(context.url, path, 20, { alongside: uploads });
      const health = await fetch(`${context.url}/healthz`);
      check(health.ok, `the server did not answer after the load (${health.status})`);
      const pdfs = run.downloads.filter((d) => d.status === 200);
      check(pdfs.length >= 1, 'no download got the brochure');
      for (const d of pdfs)
        check(d.pdf && d.bytes > brochure.byteLength, `a 200 was not a whole PDF (${d.bytes} bytes)`);
      for (const d of run.downloads.filter((d) => d.status !== 200)) {
        check(d.status === 429 || d.status === 503, `a download answered ${d.status}`);
        check(d.retryAfter !== null && Number(d.retryAfter) > 0, 'a refusal had no Retry-After');
        check(d.text.includes('秒ほどおいて'), 'a refusal did not say when to try again in Japanese');
      }
      // A copy as served carries the requester on every page.
      const copy = new Uint8Array(await (await fetch(`${context.url}${path}`)).arrayBuffer());
      const text = await pdfPagesText(copy);
      check(text.length === 36 && text.every((page) => page.includes('髙橋 ｶﾅ 様')), 'the copy is not stamped');
      for (const answer of await Promise.all(uploads)) {
        check(
          answer.status === 422 && answer.text.includes('ページが多すぎます'),
          `a 3,000-page upload: ${answer.status}`,
        );
      }
      const p99 = percentile(run.health, 99);
      check(run.healthFailed === 0, `/healthz failed ${run.healthFailed} times`);
      const bound = Math.max(HEALTH_P99_MS, 1.5 * reference);
      check(p99 <= bound, `/healthz p99 ${p99.toFixed(0)} ms during the downloads (bound ${bound.toFixed(0)} ms)`);
      const refused = run.downloads.length - pdfs.length;
      return `${pdfs.length} stamped PDFs, ${refused} told to retry, 3 uploads of 3,000 pages refused; /healthz p99 ${p99.toFixed(0)} ms over ${run.health.length} checks (20 page requests: ${reference.toFixed(0)} ms) in ${run.seconds.toFixed(1)} s`;
    },
  },
  {
    name: 'materials: a brochure carrying JavaScript, Launch and an embedded file',
    async run(context) {
      const { cookie } = await staffCookie(context.db, 'staff');
      const answer = await postBrochure(context, cookie, await makeActivePdf(), 'スクリプト入り');
      check(answer.status === 303 && answer.location, `the upload answered ${answer.status}`);
      // On PostgreSQL the scenarios share one database: this scenario's brochure, by its title.
      const row = await context.db
        .selectFrom('brochure_versions as v')
        .innerJoin('brochures as b', 'b.id', 'v.brochure_id')
        .select('v.data')
        .where('b.title', '=', 'スクリプト入り')
        .executeTakeFirstOrThrow();
      const stored = Buffer.from(new Uint8Array(row.data)).toString('latin1');
      const left = stored.match(/\/JavaScript|\/JS\b|\/Launch|\/OpenAction|\/AA\b|\/EmbeddedFile|\/EF\b/g);
      check(left === null, `the stored brochure still holds ${left?.join(' ')}`);
      const library = await (await fetch(`${context.url}${answer.location}`, { headers: { Cookie: cookie } })).text();
      for (const shown of [
        'JavaScript',
        '外部プログラムの起動',
        '埋め込みファイル',
        'お客様に届く資料には含まれません',
      ])
        check(library.includes(shown), `the library does not say ${shown} was removed`);
      return 'stored without scripts, launch or embedded file; the library lists what was removed';
    },
  },
  {
    name: 'materials: a brochure whose links run javascript: or open other schemes',
    async run(context) {
      const { cookie } = await staffCookie(context.db, 'staff');
      const answer = await postBrochure(context, cookie, await makeLinkTricksPdf(), 'リンク入り');
      check(answer.status === 303, `the upload answered ${answer.status}`);
      const row = await context.db
        .selectFrom('brochure_versions as v')
        .innerJoin('brochures as b', 'b.id', 'v.brochure_id')
        .select('v.data')
        .where('b.title', '=', 'リンク入り')
        .executeTakeFirstOrThrow();
      const web = [...WEB_LINKS].sort().join(' ');
      const stored = await pdfActions(new Uint8Array(row.data));
      const storedLinks = stored.actions.map((a) => `${a.type}:${a.uri}`);
      check(!stored.base, 'the stored brochure keeps the catalog base URI');
      check(
        stored.actions.every((a) => a.type === 'URI') &&
          stored.actions
            .map((a) => a.uri)
            .sort()
            .join(' ') === web,
        `the stored brochure acts on ${storedLinks.join(', ')}`,
      );
      const path = await personalLink(context.db, await makeLinkTricksPdf(), '松本 由美');
      const copy = await fetch(`${context.url}${path}`);
      check(copy.status === 200, `the download answered ${copy.status}`);
      const stamped = await pdfActions(new Uint8Array(await copy.arrayBuffer()));
      check(!stamped.base, 'the stamped copy keeps the catalog base URI');
      check(
        stamped.actions
          .map((a) => a.uri)
          .sort()
          .join(' ') === web,
        `the stamped copy acts on ${stamped.actions.map((a) => `${a.type}:${a.uri}`).join(', ')}`,
      );
      return `stored and stamped with ${stored.actions.length} web and mail links only, no base URI`;
    },
  },
  {
    name: 'materials: the same brochure uploaded twice',
    async run(context) {
      const { cookie } = await staffCookie(context.db, 'staff');
      const file = await makePhotoBrochure(2, 20 * 1024);
      check((await postBrochure(context, cookie, file, '総合カタログ')).status === 303, 'the first upload failed');
      const second = await postBrochure(context, cookie, file, '総合カタログ（コピー）');
      check(second.status === 422, `the second upload answered ${second.status}`);
      check(second.text.includes('同じファイルがすでに登録されています'), 'no message about the duplicate');
      check(second.text.includes('総合カタログ</a>'), 'the message does not point at the existing brochure');
      const rows = await context.db
        .selectFrom('brochures')
        .select('id')
        .where('title', 'in', ['総合カタログ', '総合カタログ（コピー）'])
        .execute();
      check(rows.length === 1, `${rows.length} brochures stored`);
      return 'the second upload refused with 422, naming the first; one brochure stored';
    },
  },
  {
    name: 'materials: a client that hangs up mid-download',
    async run(context) {
      const since = new Date().toISOString();
      const path = await personalLink(context.db, await makePhotoBrochure(36, 250 * 1024), '齋藤 美咲');
      const client = new AbortController();
      const asked = fetch(`${context.url}${path}`, { signal: client.signal }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 400));
      client.abort();
      await asked;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const dir = copiesDirOf(context.dataDir);
      const files = await readdir(dir).catch(() => [] as string[]);
      check(files.filter((f) => f.endsWith('.pdf')).length === 0, `the stamp went on: ${files.join(', ')}`);
      const downloads = await context.db
        .selectFrom('material_downloads')
        .select('id')
        .where('downloaded_at', '>=', since)
        .execute();
      check(downloads.length === 0, 'a download was recorded for a client that left');
      const again = await fetch(`${context.url}${path}`);
      await again.arrayBuffer();
      check(again.status === 200, `the next download answered ${again.status}`);
      check(
        (await readdir(dir)).some((f) => f.endsWith('.pdf')),
        'the next download kept no copy',
      );
      return 'stamping stopped with the client (no copy, no download recorded); the next download served';
    },
  },
];
