/**
 * Two built instances on one fresh PostgreSQL schema behind a round-robin proxy written here,
 * the way the README deploys several machines (TRUST_PROXY=1, nothing sticky). Checks:
 * - both start at the same moment on the empty database (migrations run concurrently);
 * - a no-JS brochure post through one instance shows its thank-you page on the other;
 * - 30 JSON requests through the proxy produce exactly 60 mails with 60 distinct Message-IDs;
 * - SIGKILL one instance mid-delivery: the other sends every remaining mail after the lease,
 *   none twice;
 * - a staff session works on both;
 * - a clinic and a news item published through one appear on the other within one second,
 *   though the other holds those pages in its page cache;
 * - a thumbnail uploaded through one is served by the other;
 * - a rental price published at /admin/site through one shows on the other's rental page
 *   within 60 s (issue 33), though the other holds that page in its page cache;
 * - the per-visitor brochure limit holds across the pair;
 * - 20 simultaneous bookings of one demo slot, spread over both, make exactly one booking and
 *   19 refusals (409) whose page offers other slots (issue 44).
 * Runs only when TEST_DATABASE_URL is set (SQLite is the one-process default). Exits 1 on a failure.
 */
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { createInvitation } from '../../src/server/accounts/invitations.server.ts';
import { createSession } from '../../src/server/accounts/sessions.server.ts';
import { enrolTotp, newTotpKey, totpCode } from '../../src/server/accounts/totp.server.ts';
import { signDemoLink } from '../../src/server/demo/demo-link.server.ts';
import { deriveKey } from '../../src/server/platform/secret.server.ts';
import { type RunningServer, startBuiltServer } from '../e2e/support/server.ts';
import { createAdmin, createLead } from '../setup/factories.ts';
import { FORM_TRAP_WAIT_MS, fetchFormProofs } from '../setup/form-proof.ts';
import { type LoadDatabase, loadDatabases, loadLead, TEST_APP_SECRET } from '../setup/load-run.ts';
import { messageIdOf, startSmtp, type TestSmtp } from '../setup/smtp.ts';

const LEASE_SECONDS = 5;
const RATE_LIMIT = 5;
const FACTOR_PASSWORD = 'a long enough passphrase';

interface Proxy {
  url: string;
  /** Which upstream answered each request, in order. */
  served: number[];
  close(): Promise<void>;
}

/** Round-robin over `upstreams`, appending the peer to X-Forwarded-For as nginx does. */
async function startProxy(upstreams: () => string[]): Promise<Proxy> {
  let next = 0;
  const served: number[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const targets = upstreams();
    const index = next++ % targets.length;
    const target = new URL(targets[index] ?? '');
    const peer = req.socket.remoteAddress ?? '';
    const forwarded = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${peer}` : peer;
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        served.push(index);
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request from a chosen loopback address, so each test visitor has an address of its own. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 25 ms; resolves with the milliseconds it took, or null after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return Math.round(performance.now() - started);
    await sleep(25);
  }
  return null;
}

function mailCounts(smtp: TestSmtp): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.received) {
    const id = messageIdOf(mail.raw) ?? '(none)';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function run(backend: LoadDatabase): Promise<string[]> {
  const failures: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) failures.push(message);
  };
  // Replies are held back while `stall` is set: the kill then finds sends in flight.
  let stall = 0;
  const smtp = await startSmtp(0, { replyDelayMs: () => stall });
  let instances: RunningServer[] = [];
  const proxy = await startProxy(() => instances.map((i) => i.url));
  const env = {
    ...backend.env,
    SMTP_URL: smtp.url,
    NOTIFY_TO: 'sales@example.jp',
    SITE_URL: proxy.url,
    TRUST_PROXY: '1',
    LEAD_RATE_LIMIT: String(RATE_LIMIT),
    LEAD_SITE_CEILING: '0',
    LEAD_PROOF_WORK: '1',
    OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
    OUTBOX_SEND_TIMEOUT_SECONDS: '2',
    LOG_LEVEL: 'fatal',
  };
  const db = backend.open('');
  /**
   * Every request answered with success owes exactly two mails, whatever happens; the no-JS
   * post, which waits for review (要確認), owes one: the staff notification.
   */
  let acceptedRequests = 0;
  let reviewMails = 0;
  // The invitation below is mailed too (account.mail, through the same outbox).
  let accountMails = 0;
  // Whatever the demo booking mails (its confirmation, when there is one).
  let demoMails = 0;
  try {
    // Both at once on the empty schema: each migrates on start.
    const startedAt = performance.now();
    instances = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    process.stdout.write(`  both instances up in ${Math.round(performance.now() - startedAt)} ms\n`);
    const [a, b] = instances as [RunningServer, RunningServer];
    // Each JSON request carries a token and a solved challenge, fetched through the proxy (so
    // made by either instance and checked by either: one secret, one table of spent challenges).
    const proofs = await fetchFormProofs(proxy.url, 60);
    await sleep(FORM_TRAP_WAIT_MS);
    const proven = (lead: Record<string, string>) => JSON.stringify({ ...lead, ...proofs.pop() });

    // 30 JSON requests from 30 visitors through the proxy.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        send(`${proxy.url}/api/brochure-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: proxy.url },
          body: proven(loadLead(index + 1, '二台構成', randomUUID())),
          from: `127.0.1.${index + 1}`,
        }),
      ),
    );
    const accepted = answers.filter((r) => r.status === 200).length;
    acceptedRequests += accepted;
    check(accepted === 30, `30 JSON requests: ${accepted} accepted`);
    const expectedMails = 2 * acceptedRequests + reviewMails;
    await within(30_000, async () => smtp.received.length >= expectedMails);
    await sleep(500);
    const counts = mailCounts(smtp);
    process.stdout.write(
      `  30 JSON requests through the proxy: ${smtp.received.length} mails, ${counts.size} distinct Message-IDs\n`,
    );
    check(smtp.received.length === expectedMails, `expected ${expectedMails} mails, got ${smtp.received.length}`);
    check(counts.size === smtp.received.length, 'a Message-ID arrived twice');

    // No-JS post through one instance, result page from the other.
    const form = new URLSearchParams(loadLead(0, '二台構成', randomUUID())).toString();
    const posted = await send(`${proxy.url}/api/brochure-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: proxy.url },
      body: form,
      from: '127.0.0.10',
    });
    const location = String(posted.headers.location ?? '');
    check(posted.status === 303 && location.startsWith('/brochure-request?lead='), `no-JS post: ${posted.status}`);
    if (posted.status === 303) reviewMails += 1;
    const result = await send(`${proxy.url}${location}`, { from: '127.0.0.10' });
    check(posted.headers['x-upstream'] !== result.headers['x-upstream'], 'the result page came from the same instance');
    check(
      result.body.toString('utf8').includes('ご登録ありがとうございました。'),
      'no thank-you page on the other instance',
    );
    process.stdout.write(
      `  no-JS: posted to instance ${posted.headers['x-upstream']}, thank-you page from instance ${result.headers['x-upstream']}\n`,
    );

    // The per-visitor limit across the pair: one visitor, alternating instances.
    const limitAnswers: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i += 1) {
      const r = await send(`${proxy.url}/api/brochure-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: proxy.url },
        body: proven(loadLead(100 + i, '二台構成', randomUUID())),
        from: '127.0.2.1',
      });
      limitAnswers.push(r.status);
      if (r.status === 200) acceptedRequests += 1;
    }
    process.stdout.write(`  one visitor, ${RATE_LIMIT + 1} requests over both: ${limitAnswers.join(' ')}\n`);
    check(
      limitAnswers.slice(0, RATE_LIMIT).every((s) => s === 200) && limitAnswers[RATE_LIMIT] === 429,
      'the per-visitor limit does not hold across the pair',
    );
    const other = await send(`${proxy.url}/api/brochure-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: proxy.url },
      body: proven(loadLead(200, '二台構成', randomUUID())),
      from: '127.0.2.2',
    });
    check(other.status === 200, `another visitor was refused (${other.status})`);
    if (other.status === 200) acceptedRequests += 1;

    // A staff session made once works on both instances.
    const user = await createAdmin(db, { role: 'admin' });
    const session = await createSession(db, user.id);
    const cookie = `pelvia_admin_session=${session.token}`;
    for (const [name, instance] of [
      ['A', a],
      ['B', b],
    ] as const) {
      const page = await send(`${instance.url}/admin`, { headers: { cookie } });
      check(page.status === 200, `the staff session is refused by instance ${name} (${page.status})`);
    }

    // The factor step across instances (issue 21): the password on A, the code on B, and the
    // same code refused on A afterwards (the spent step is in the shared database).
    const factorUser = await createAdmin(db, { role: 'staff', password: FACTOR_PASSWORD });
    const base32 = newTotpKey();
    const enrolledAt = new Date(Date.now() - 60_000);
    const totpKey = deriveKey(Buffer.from(TEST_APP_SECRET, 'utf8'), 'totp-at-rest');
    await enrolTotp(db, totpKey, factorUser.id, base32, totpCode(base32, enrolledAt), enrolledAt);
    const passwordOn = async (instance: RunningServer) => {
      const answer = await send(`${instance.url}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: instance.url },
        body: new URLSearchParams({ email: factorUser.email, password: FACTOR_PASSWORD, next: '/admin' }).toString(),
      });
      const token = String(answer.headers['set-cookie'] ?? '').match(/pelvia_admin_session=([^;]+)/)?.[1];
      check(answer.status === 303 && token !== undefined, `the password on ${instance.url} answered ${answer.status}`);
      return `pelvia_admin_session=${token}`;
    };
    const codeOn = (instance: RunningServer, pending: string, code: string) =>
      send(`${instance.url}/admin/login/factor`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: instance.url, cookie: pending },
        body: new URLSearchParams({ code, next: '/admin' }).toString(),
      });
    const code = totpCode(base32, new Date());
    const signedIn = await codeOn(b, await passwordOn(a), code);
    check(
      signedIn.status === 303 && String(signedIn.headers.location).startsWith('/admin'),
      `the code on B after the password on A answered ${signedIn.status}`,
    );
    const replayed = await codeOn(a, await passwordOn(b), code);
    check(replayed.status === 401, `the same code replayed on A answered ${replayed.status}`);

    // An invitation across instances: made on one, accepted on B, its enrolment session read by A.
    const invited = await createInvitation(
      db,
      { email: `two-${randomUUID().slice(0, 6)}@example.jp`, role: 'staff' },
      { kind: 'cli', operator: 'cli:two-instances' },
      {
        mailKey: deriveKey(Buffer.from(TEST_APP_SECRET, 'utf8'), 'account-mail'),
        linkFor: (token) => `/admin/invitation/${token}`,
      },
    );
    check(invited.ok, 'the invitation was not created');
    if (invited.ok) accountMails += 1;
    if (invited.ok) {
      const accepted = await send(`${b.url}${invited.link}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: b.url },
        body: new URLSearchParams({
          name: '二台 太郎',
          password: FACTOR_PASSWORD,
          confirm: FACTOR_PASSWORD,
        }).toString(),
      });
      const enrolCookie = String(accepted.headers['set-cookie'] ?? '').match(/pelvia_admin_session=([^;]+)/)?.[1];
      check(
        accepted.status === 303 && String(accepted.headers.location).startsWith('/admin/enrol') && Boolean(enrolCookie),
        `accepting the invitation on B answered ${accepted.status} ${accepted.headers.location}`,
      );
      const enrolOnA = await send(`${a.url}/admin/enrol`, {
        headers: { cookie: `pelvia_admin_session=${enrolCookie}` },
      });
      check(enrolOnA.status === 200, `B's enrolment session opened enrolment on A with ${enrolOnA.status}`);
      const again = await send(`${a.url}${invited.link}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: a.url },
        body: new URLSearchParams({
          name: '二台 次郎',
          password: FACTOR_PASSWORD,
          confirm: FACTOR_PASSWORD,
        }).toString(),
      });
      check(again.status !== 303, `the used invitation was accepted again on A (${again.status})`);
    }

    // B's public pages are in its page cache before the writes below (the same ETag twice and
    // no Set-Cookie), so what follows checks that the cache, not a fresh render, follows A.
    for (const path of ['/clinics', '/news']) {
      const first = await send(`${b.url}${path}`);
      const second = await send(`${b.url}${path}`);
      check(
        first.status === 200 && first.headers.etag !== undefined && first.headers.etag === second.headers.etag,
        `B's ${path} is not served from its page cache (${first.status}, ${first.headers.etag}, ${second.headers.etag})`,
      );
    }

    // A clinic published through A appears on B's /clinics within one second.
    const clinicName = `二台構成クリニック ${randomUUID().slice(0, 6)}`;
    const clinicForm = new URLSearchParams({
      intent: 'save',
      clinicName,
      address: '大阪府大阪市北区梅田1-1-1',
      prefecture: '大阪府',
      services: '泌尿器科',
      doctor: '山田 花子',
      phone: '06-0000-0000',
      url: '',
      status: 'publish',
    }).toString();
    const created = await send(`${a.url}/admin/clinics/new`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: a.url, cookie },
      body: clinicForm,
    });
    check(created.status === 303, `clinic not created through A (${created.status})`);
    const clinicMs = await within(1000, async () =>
      (await send(`${b.url}/clinics`)).body.toString('utf8').includes(clinicName),
    );
    process.stdout.write(`  clinic published on A, on B's /clinics after ${clinicMs ?? '>1000'} ms\n`);
    check(clinicMs !== null, 'the clinic did not reach the other instance within one second');

    // A news item with a thumbnail, uploaded through A, shows on B within one second.
    const newsTitle = `二台構成のお知らせ ${randomUUID().slice(0, 6)}`;
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const boundary = `----two-instances-${randomUUID()}`;
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const multipart = Buffer.concat([
      Buffer.from(
        part('intent', 'save') +
          part('title', newsTitle) +
          part('content', '二台構成の試験です。') +
          part('url', '') +
          part('publishDate', new Date().toISOString().slice(0, 10)) +
          part('locale', 'ja') +
          part('status', 'published') +
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="t.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const news = await send(`${a.url}/admin/news/new`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: a.url, cookie },
      body: multipart,
    });
    check(news.status === 303, `news not created through A (${news.status})`);
    let newsHtml = '';
    const newsMs = await within(1000, async () => {
      newsHtml = (await send(`${b.url}/news`)).body.toString('utf8');
      return newsHtml.includes(newsTitle);
    });
    process.stdout.write(`  news published on A, on B's /news after ${newsMs ?? '>1000'} ms\n`);
    check(newsMs !== null, 'the news item did not reach the other instance within one second');
    const thumbnail = /(\/uploads\/news\/[0-9a-f]{64}-\d+x\d+\.webp)/.exec(newsHtml)?.[1];
    const image = thumbnail ? await send(`${b.url}${thumbnail}`) : undefined;
    process.stdout.write(
      `  thumbnail ${thumbnail ?? '(not found)'} from B: ${image?.status} ${image?.headers['content-type'] ?? ''}\n`,
    );
    check(
      image?.status === 200 && String(image.headers['content-type']).startsWith('image/'),
      'B cannot serve the thumbnail',
    );

    // A rental price published at /admin/site through A shows on B's /rental/medical (served
    // from B's page cache) within 60 s, as issue 33 asks; measured, expected within a second.
    const rentalBefore = await send(`${b.url}/rental/medical`);
    const rentalAgain = await send(`${b.url}/rental/medical`);
    check(
      rentalBefore.status === 200 && rentalBefore.headers.etag === rentalAgain.headers.etag,
      `B's /rental/medical is not served from its page cache (${rentalBefore.status})`,
    );
    const siteForm = await send(`${a.url}/admin/site`, { headers: { cookie } });
    const fieldValues = new URLSearchParams();
    const html = siteForm.body.toString('utf8');
    for (const [, name, value] of html.matchAll(/<input[^>]*\bname="([^"]+)"[^>]*\bvalue="([^"]*)"/g)) {
      if (name && name !== 'intent' && name !== 'version' && !name.startsWith('rental_compare'))
        fieldValues.set(name, value ?? '');
    }
    for (const [, name, value] of html.matchAll(/<textarea[^>]*\bname="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)) {
      if (name) fieldValues.set(name, (value ?? '').replaceAll('&amp;', '&'));
    }
    for (const [, name, value] of html.matchAll(
      /<select[^>]*\bname="([^"]+)"[^>]*>[\s\S]*?<option[^>]*value="([^"]+)"[^>]*selected/g,
    )) {
      if (name) fieldValues.set(name, value ?? '');
    }
    const price = 60_000 + Math.floor(Math.random() * 9_000);
    fieldValues.set('rental_monthly', String(price));
    fieldValues.set('intent', 'publish');
    const published = await send(`${a.url}/admin/site`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: a.url, cookie },
      body: fieldValues.toString(),
    });
    check(published.status === 303, `the rental price was not published through A (${published.status})`);
    const shown = `${price.toLocaleString('ja-JP')}円`;
    const rentalMs = await within(60_000, async () =>
      (await send(`${b.url}/rental/medical`)).body.toString('utf8').includes(shown),
    );
    process.stdout.write(`  rental price published on A, on B's /rental/medical after ${rentalMs ?? '>60000'} ms\n`);
    check(rentalMs !== null, 'the rental price did not reach the other instance within 60 s');

    // Issue 44: 20 leads, each with its own signed link, book one demo slot at the same moment
    // through the proxy (both instances): exactly one booking, 19 refusals offering other slots.
    // At the clinic, so the one demo unit is the limit (online, each free account could take one).
    await within(30_000, async () => mailCounts(smtp).size >= 2 * acceptedRequests + reviewMails + accountMails);
    const beforeDemo = mailCounts(smtp).size;
    const demoKey = deriveKey(Buffer.from(TEST_APP_SECRET, 'utf8'), 'demo-link');
    const demoLeads = await Promise.all(Array.from({ length: 20 }, () => createLead(db)));
    const links = demoLeads.map((lead) => signDemoLink(demoKey, lead.id as string));
    const offered = (await send(`${proxy.url}/demo?demo_kind=clinic&lead=${links[0]}`)).body.toString('utf8');
    const slot = /name="slot"[^>]*value="([^"]+)"/.exec(offered)?.[1] ?? '';
    check(slot !== '', 'the demo page offers no slot');
    const tries = await Promise.all(
      links.map((link, index) =>
        send(`${proxy.url}/demo`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: proxy.url },
          body: new URLSearchParams({ demo_kind: 'clinic', week: '0', lead: link, slot }).toString(),
          from: `127.0.4.${index + 1}`,
        }),
      ),
    );
    const bookedAnswers = tries.filter((r) => r.status === 303);
    const refusals = tries.filter((r) => r.status === 409);
    const offersOthers = refusals.filter((r) => {
      const page = r.body.toString('utf8');
      const others = page.slice(page.indexOf('data-alternatives'));
      return (
        page.includes('data-demo-refusal="taken"') &&
        /name="slot"[^>]*value="[^"]+"/.test(others) &&
        !others.includes(`value="${slot}"`)
      );
    });
    const upstreams = new Set(tries.map((r) => String(r.headers['x-upstream'])));
    const bookings = await db
      .selectFrom('demo_bookings')
      .select('id')
      .where('starts_at', '=', new Date(slot).toISOString())
      .execute();
    process.stdout.write(
      `  demo race: 20 bookings of ${slot} over instances ${[...upstreams].sort().join(' and ')}: ` +
        `${bookedAnswers.length} booked, ${refusals.length} refused (${offersOthers.length} offering other slots), ` +
        `${bookings.length} in the database\n`,
    );
    check(upstreams.size === 2, 'the demo race did not reach both instances');
    check(bookedAnswers.length === 1 && bookings.length === 1, `demo race: ${bookings.length} bookings of one slot`);
    check(refusals.length === 19, `demo race: ${refusals.length} refusals, not 19`);
    check(offersOthers.length === 19, `demo race: ${offersOthers.length} refusals offered other slots`);
    await sleep(2_000);
    demoMails = mailCounts(smtp).size - beforeDemo;

    // SIGKILL A mid-delivery (replies stalled so that sends are in flight): B sends the rest
    // once A's leases run out, none twice.
    await within(30_000, async () => mailCounts(smtp).size >= 2 * acceptedRequests + reviewMails + demoMails);
    const before = mailCounts(smtp).size;
    stall = 150;
    const batch = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(`${a.url}/api/brochure-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: a.url },
          body: proven(loadLead(300 + index, '二台構成', randomUUID())),
          from: `127.0.3.${index + 1}`,
        }),
      ),
    );
    const batchAccepted = batch.filter((r) => r.status === 200).length;
    acceptedRequests += batchAccepted;
    await within(20_000, async () => smtp.received.length - before >= 4);
    process.kill(a.pid, 'SIGKILL');
    const killedAt = performance.now();
    await a.exited;
    const atKill = mailCounts(smtp).size - before;
    stall = 0;
    const expected = 2 * acceptedRequests + reviewMails + accountMails + demoMails;
    const drained = await within(60_000, async () => mailCounts(smtp).size >= expected);
    await sleep(1000);
    const finalCounts = mailCounts(smtp);
    const twice = [...finalCounts.values()].filter((n) => n > 1).length;
    process.stdout.write(
      `  kill: ${batchAccepted} requests (${2 * batchAccepted} mails) accepted by A, ${atKill} delivered before SIGKILL; ` +
        `${drained === null ? 'NOT all' : `all`} delivered ${Math.round(performance.now() - killedAt - 1000)} ms after the kill ` +
        `(lease ${LEASE_SECONDS} s); ${smtp.abandoned.length} stalled sends abandoned by the kill\n` +
        `  in all: ${acceptedRequests} accepted requests, ${smtp.received.length} mails, ${finalCounts.size} distinct Message-IDs, ` +
        `${twice} received twice\n`,
    );
    check(finalCounts.size === expected, `${finalCounts.size} distinct mails for ${expected} owed`);
    check(twice === 0, `${twice} mails were sent twice`);
  } finally {
    await Promise.all(
      instances.map(async (instance) => {
        try {
          process.kill(instance.pid, 0);
          await instance.stop();
        } catch {
          // already gone (the killed one)
        }
      }),
    );
    await db.destroy();
    await proxy.close();
    await smtp.close();
    await backend.cleanup();
  }
  return failures;
}

if (!process.env.TEST_DATABASE_URL) {
  process.stdout.write('two instances: skipped (TEST_DATABASE_URL is not set)\n');
  process.exit(0);
}
const postgres = (await loadDatabases(process.env.TEST_DATABASE_URL)).find((d) => d.name === 'PostgreSQL');
if (!postgres) throw new Error('no PostgreSQL database');
const failures = await run(postgres);
for (const failure of failures) process.stdout.write(`  FAIL: ${failure}\n`);
process.stdout.write(failures.length > 0 ? 'two instances: FAILED\n' : 'two instances: all checks passed\n');
process.exit(failures.length > 0 ? 1 : 0);
