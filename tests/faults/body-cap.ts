/**
 * `npm run test:bodies`: a huge request body cannot exhaust the server's memory. Against the
 * built product: 64 MB chunked bodies (generated on the fly, never held here) go to every
 * endpoint that reads a body without a session, one after another and then several at once,
 * plus bodies that declare their size up front. Each must be refused with 413 and a short
 * message (never a stack trace). Routes that read no body (no session, a page) must answer as
 * usual without draining it. The server's resident memory (VmRSS, sampled throughout) must grow
 * by less than 32 MB, it must read less than 32 MB in all (/proc/<pid>/io), and it must still
 * answer afterwards. Exits 1 on a failure.
 */
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { startBuiltServer } from '../e2e/support/server.ts';

const BODY_BYTES = 64 * 1024 * 1024;
const WARM_UP_BYTES = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
const MAX_GROWTH_MB = 32;
/** All the requests together: caps, framing and what was in flight when each was answered. */
const MAX_READ_MB = 32;
const PARALLEL_ROUNDS = 2;
const TIMEOUT_MS = 30_000;

interface Target {
  path: string;
  contentType: string;
  /** The page the visitor posts from: it names their language. */
  referer?: string;
  /** What the 413 body must contain. */
  message: string;
}

const targets: Target[] = [
  { path: '/admin/login', contentType: 'application/x-www-form-urlencoded', message: '大きすぎる' },
  { path: '/admin/setup', contentType: 'application/x-www-form-urlencoded', message: '大きすぎる' },
  { path: '/admin/setup', contentType: 'multipart/form-data; boundary=x', message: '大きすぎる' },
  { path: '/admin/forgot-password', contentType: 'application/x-www-form-urlencoded', message: '大きすぎる' },

  { path: '/api/brochure-requests', contentType: 'application/json', message: '"message":"入力内容が長すぎます' },
  { path: '/api/brochure-requests', contentType: 'application/x-www-form-urlencoded', message: '入力内容が長すぎます' },
  {
    path: '/api/brochure-requests',
    contentType: 'application/json',
    referer: '/en/products',
    message: '"message":"Your entry is too long',
  },
  { path: '/api/events', contentType: 'application/json', message: '"error":"body larger than' },
  // The passkey sign-in reads a body without a session.
  { path: '/api/admin/passkeys/authenticate', contentType: 'application/json', message: '大きすぎる' },
  { path: '/api/admin/passkeys/authenticate-options', contentType: 'application/json', message: '大きすぎる' },
  // A personal link's one button (issue 24): a few KB, in the visitor's language.
  {
    path: `/materials/${'A'.repeat(43)}`,
    contentType: 'application/x-www-form-urlencoded',
    message: '入力内容が長すぎます',
  },
];

/**
 * Routes that do not read a body at all (no session, or a page): they answer without reading
 * it, and the connection is closed rather than the rest being drained.
 */
const unread: (Target & { status: number })[] = [
  { path: '/admin/logout', contentType: 'application/x-www-form-urlencoded', message: '', status: 303 },
  // A link whose token is not good reads no body: the page says so (404) first. With a good
  // token the body is capped at 16 KB (src/http/body-cap.server.ts, its unit test).
  {
    path: `/admin/invitation/${'A'.repeat(43)}`,
    contentType: 'application/x-www-form-urlencoded',
    message: '',
    status: 404,
  },
  {
    path: `/admin/reset-password/${'A'.repeat(43)}`,
    contentType: 'application/x-www-form-urlencoded',
    message: '',
    status: 404,
  },
  { path: '/api/admin/test-email', contentType: 'application/json', message: 'unauthorized', status: 401 },
  { path: '/admin/leads', contentType: 'application/x-www-form-urlencoded', message: '', status: 303 },
  { path: '/admin/leads/dispatch', contentType: 'multipart/form-data; boundary=x', message: '', status: 303 },
  { path: '/admin/account', contentType: 'application/x-www-form-urlencoded', message: '', status: 303 },
  { path: '/api/admin/passkeys/register', contentType: 'application/json', message: 'unauthorized', status: 401 },
  // Issue 21's forms without a session at their stage: sent on to sign in, the body unread.
  { path: '/admin/login/factor', contentType: 'application/x-www-form-urlencoded', message: '', status: 303 },
  { path: '/admin/enrol', contentType: 'application/x-www-form-urlencoded', message: '', status: 303 },
  { path: '/admin/reauth', contentType: 'application/x-www-form-urlencoded', message: '', status: 303 },
  // The brochure upload's raised cap (about 20 MB) is for signed-in staff only.
  { path: '/admin/brochures', contentType: 'multipart/form-data; boundary=x', message: '', status: 303 },
  { path: '/', contentType: 'application/x-www-form-urlencoded', message: '<!DOCTYPE html>', status: 200 },
];

interface Outcome {
  status: number;
  body: string;
  sentMb: number;
}

/**
 * One POST over a raw socket: a chunked body of `total` bytes written as fast as the server
 * takes it (or, with `declare`, a Content-Length header and no body at all). Resolves once the
 * server has answered and the connection is closed.
 */
function post(port: number, target: Target, options: { total: number; declare?: boolean }): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let sent = 0;
    let stop = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${target.path}: no answer within ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    const origin = `http://127.0.0.1:${port}`;
    const length = options.declare ? `Content-Length: ${options.total}` : 'Transfer-Encoding: chunked';
    socket.on('data', (data) => {
      received.push(data);
      stop = true;
    });
    // The server closes the connection (often with a reset) once it has answered: expected.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(received).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4), sentMb: sent / 1024 / 1024 });
    });
    const pump = () => {
      while (!stop && sent < options.total) {
        sent += CHUNK.length;
        socket.write(`${CHUNK.length.toString(16)}\r\n`);
        socket.write(CHUNK);
        if (!socket.write('\r\n')) {
          socket.once('drain', pump);
          return;
        }
      }
      if (!stop) socket.write('0\r\n\r\n');
    };
    socket.on('connect', () => {
      socket.write(
        `POST ${target.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\n` +
          `Referer: ${origin}${target.referer ?? '/products'}\r\n` +
          `Content-Type: ${target.contentType}\r\n${length}\r\n\r\n`,
      );
      if (!options.declare) pump();
    });
  });
}

const server = await startBuiltServer({ LOG_LEVEL: 'warn' });
const port = Number(new URL(server.url).port);
/** Bytes the server process has read through system calls, sockets included. */
const readMb = async (): Promise<number> => {
  const io = await readFile(`/proc/${server.pid}/io`, 'utf8');
  return Number(/rchar:\s+(\d+)/.exec(io)?.[1] ?? 0) / 1024 / 1024;
};
const rssMb = async (): Promise<number> => {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

const failures: string[] = [];
function check(label: string, target: Target & { status?: number }, outcome: Outcome): void {
  const problems: string[] = [];
  if (outcome.status !== (target.status ?? 413)) problems.push(`status ${outcome.status}`);
  if (!outcome.body.includes(target.message)) problems.push(`body ${JSON.stringify(outcome.body.slice(0, 120))}`);
  if (/\n\s+at \S+ \(?\S+:\d+:\d+/.test(outcome.body)) problems.push('the body looks like a stack trace');
  if (problems.length > 0) failures.push(`${label} ${target.path} (${target.contentType}): ${problems.join(', ')}`);
}

let peak = 0;
try {
  // Warm up with the same requests and 1 MB bodies (over every cap too): the first requests
  // load each route's code and let V8 grow its heap to its working size, which is not what is
  // measured here.
  for (const target of [...targets, ...unread]) await post(port, target, { total: WARM_UP_BYTES });
  await Promise.all(targets.map((target) => post(port, target, { total: WARM_UP_BYTES })));
  await new Promise((r) => setTimeout(r, 500));
  const before = await rssMb();
  const readBefore = await readMb();
  peak = before;
  const sampler = setInterval(() => {
    void rssMb()
      .then((mb) => {
        peak = Math.max(peak, mb);
      })
      .catch(() => undefined);
  }, 25);

  const started = Date.now();
  let sentMb = 0;
  for (const target of targets) {
    const outcome = await post(port, target, { total: BODY_BYTES });
    sentMb += outcome.sentMb;
    check('one at a time:', target, outcome);
    check('declared size:', target, await post(port, target, { total: BODY_BYTES, declare: true }));
  }
  for (const target of unread) {
    const outcome = await post(port, target, { total: BODY_BYTES });
    sentMb += outcome.sentMb;
    check('not read:', target, outcome);
  }
  for (let round = 0; round < PARALLEL_ROUNDS; round += 1) {
    const outcomes = await Promise.all(targets.map((target) => post(port, target, { total: BODY_BYTES })));
    outcomes.forEach((outcome, i) => {
      sentMb += outcome.sentMb;
      check(`in parallel (round ${round + 1}):`, targets[i] as Target, outcome);
    });
  }
  clearInterval(sampler);
  const after = await rssMb();
  const read = (await readMb()) - readBefore;
  const requests = targets.length * (2 + PARALLEL_ROUNDS) + unread.length;
  const health = await fetch(`${server.url}/healthz`);
  if (!health.ok) failures.push(`the server no longer answers /healthz (${health.status})`);
  const growth = Math.max(peak, after) - before;
  if (growth >= MAX_GROWTH_MB) failures.push(`RSS grew by ${growth.toFixed(1)} MB (limit ${MAX_GROWTH_MB} MB)`);
  // Not held is not enough: a refused body must not be read (and thrown away) to its end either.
  if (read >= MAX_READ_MB) failures.push(`the server read ${read.toFixed(1)} MB (limit ${MAX_READ_MB} MB)`);
  process.stdout.write(
    `body cap: ${requests} requests of 64 MB (${targets.length * PARALLEL_ROUNDS} of them in parallel, ` +
      `${unread.length} to routes that never read a body), ` +
      `${sentMb.toFixed(0)} MB written by the clients before they were answered, ${read.toFixed(1)} MB read by the ` +
      `server, ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
      `server RSS: ${before.toFixed(1)} MB before, ${peak.toFixed(1)} MB peak, ${after.toFixed(1)} MB after ` +
      `(growth ${growth.toFixed(1)} MB, limit ${MAX_GROWTH_MB} MB)\n`,
  );
} finally {
  await server.stop();
}

for (const failure of failures) process.stdout.write(`  FAIL: ${failure}\n`);
process.stdout.write(failures.length > 0 ? 'test:bodies FAILED\n' : 'test:bodies: every huge body refused\n');
process.exit(failures.length > 0 ? 1 : 0);
