/**
 * `npm run bench:pages`: how fast the built product serves public pages, against a reference
 * measured in the same run on the same machine: a bare `node:http` server holding the same
 * prerendered page, brotli-compressed, in memory (the most a Node process can do). autocannon
 * on loopback, one target after another, then one table: req/s, p50, p99, non-2xx, the ratio
 * of ours to bare, the server's RSS after the run and the header bytes of an HTML response.
 *
 * Targets (checked, exit 1 when missed): prerendered pages at ≥ 0.70 of bare req/s; every
 * on-demand public page p99 < 20 ms with zero non-2xx; RSS < 200 MB; HTML headers < 1.5 KB.
 *
 *   npm run build && npm run bench:pages [-- --duration 8 --connections 50]
 */
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBuiltServer } from '../tests/e2e/support/server.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);

const PRERENDERED = '/company/';
const ON_DEMAND = ['/', '/en/', '/zh-cn/', '/news/', '/news/rss.xml', '/clinics/', '/clinics/?prefecture=東京都'];
const TARGETS = { ratio: 0.7, p99Ms: 20, rssMb: 200, headerBytes: 1536 };

interface Row {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string): Promise<Row & { errors: number }> {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
  });
  return {
    target: url,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The bare reference: one in-memory brotli body, no routing, no headers beyond the minimum. */
async function startBare(): Promise<{ url: string; close(): Promise<void> }> {
  const file = fileURLToPath(new URL(`../dist/client${PRERENDERED}index.html.br`, import.meta.url));
  const body = await readFile(file);
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'content-length': body.length,
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${PRERENDERED}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Bytes of the status line and headers of one HTML response, as they travel. */
function headerBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        bytes += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
      }
      res.resume();
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const fmt = (n: number, width: number) => String(Math.round(n)).padStart(width);

process.stdout.write(`bench:pages: ${connections} connections, ${duration} s per target, loopback\n`);
const bare = await startBare();
const server = await startBuiltServer({ LOG_LEVEL: 'warn' });
const rows: Row[] = [];
let ok = true;
const misses: string[] = [];
try {
  const rssStart = await rssMb(server.pid);
  const bareRow = { ...(await load(bare.url)), target: `bare node:http ${PRERENDERED}` };
  rows.push(bareRow);
  const prerendered = { ...(await load(`${server.url}${PRERENDERED}`)), target: `ours ${PRERENDERED} (prerendered)` };
  rows.push(prerendered);
  for (const path of ON_DEMAND) {
    const row = { ...(await load(`${server.url}${encodeURI(path)}`)), target: `ours ${path}` };
    rows.push(row);
    if (row.p99 >= TARGETS.p99Ms) misses.push(`${path}: p99 ${row.p99} ms ≥ ${TARGETS.p99Ms} ms`);
    if (row.non2xx > 0 || row.errors > 0) misses.push(`${path}: ${row.non2xx} non-2xx, ${row.errors} errors`);
  }
  const rssEnd = await rssMb(server.pid);
  const headers = await headerBytes(`${server.url}/`);
  const prerenderedHeaders = await headerBytes(`${server.url}${PRERENDERED}`);
  const ratio = prerendered.rps / bareRow.rps;
  if (ratio < TARGETS.ratio) misses.push(`prerendered at ${ratio.toFixed(2)} of bare < ${TARGETS.ratio}`);
  if (rssEnd >= TARGETS.rssMb) misses.push(`RSS ${rssEnd} MB ≥ ${TARGETS.rssMb} MB`);
  if (Math.max(headers, prerenderedHeaders) >= TARGETS.headerBytes) {
    misses.push(`HTML headers ${Math.max(headers, prerenderedHeaders)} B ≥ ${TARGETS.headerBytes} B`);
  }

  const width = Math.max(...rows.map((r) => r.target.length));
  process.stdout.write(
    `\n${'target'.padEnd(width)}  ${'req/s'.padStart(7)}  ${'× bare'.padStart(6)}  ${'p50 ms'.padStart(6)}  ${'p99 ms'.padStart(6)}  non-2xx\n`,
  );
  for (const row of rows) {
    process.stdout.write(
      `${row.target.padEnd(width)}  ${fmt(row.rps, 7)}  ${(row.rps / bareRow.rps).toFixed(2).padStart(6)}  ` +
        `${fmt(row.p50, 6)}  ${fmt(row.p99, 6)}  ${fmt(row.non2xx, 7)}\n`,
    );
  }
  process.stdout.write(
    `\nRSS: ${rssStart} MB at start, ${rssEnd} MB after the run\n` +
      `HTML response headers: ${headers} B on /, ${prerenderedHeaders} B on ${PRERENDERED}\n`,
  );
  ok = misses.length === 0;
  process.stdout.write(ok ? 'bench:pages: every target met\n' : `bench:pages: missed\n  ${misses.join('\n  ')}\n`);
} finally {
  await server.stop();
  await bare.close();
}
process.exit(ok ? 0 : 1);
