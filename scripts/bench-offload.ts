/**
 * `npm run bench:offload` (issue 40, ADR 029): does staff work stall the site, and does memory
 * come back? The built server (the flags of `npm start`) on a scratch SQLite file (or, with
 * `--database postgres` and BENCH_DATABASE_URL, a scratch PostgreSQL schema) with 30,000
 * realistic leads. `/healthz` and `/` are asked every 100 ms for 10 s idle (the reference), then
 * while each job runs:
 * - a card import of 10,000 rows (Sansan layout, Shift_JIS), the preview then 取り込む;
 * - a five-year `/admin/reports` at 100,000 leads (a second server on its own database), five
 *   times alone (p99 of 5) and ten at once;
 * - a `/admin/site` publish whose texts run the advertising check (the first since start);
 * - 20 stamped brochure downloads across 5 personal links;
 * - the full CSV export (UTF-8).
 * For each: the job's own time, the slowest `/healthz` and `/` answers beside the idle ones; the
 * server's RSS at start, its peak (VmHWM) and 2 minutes after the whole run, with the heap and
 * external memory from /metrics; a pass/fail line per target of the issue. Printed, never a
 * timed test. `--runs 2` repeats the jobs on the same server and compares the RSS after each
 * (no leak: within 10%). `--quick` runs small sizes to show the script works (its pass/fail
 * lines then say little); run the full one on a quiet machine.
 *
 *   npm run build && npm run bench:offload [-- --quick] [-- --runs 2] [-- --database postgres]
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { markReauthenticated } from '../src/server/accounts/reauth.server.ts';
import { createSession, hashToken, SESSION_COOKIE } from '../src/server/accounts/sessions.server.ts';
import { DIGEST_JOB_KIND, digestJobId } from '../src/server/follow-up/digest.server.ts';
import { CLIENT_PARALLEL } from '../src/server/materials/download-limits.server.ts';
import { BACKUP_TASK } from '../src/server/operations/backup-schedule.server.ts';
import { createDb, type Db } from '../src/server/platform/db.server.ts';
import { migrateToLatest } from '../src/server/platform/migrate.server.ts';
import { japanDay } from '../src/server/platform/scheduled.server.ts';
import { RETENTION_TASK } from '../src/server/privacy/retention.server.ts';
import { type RunningServer, startBuiltServer } from '../tests/e2e/support/server.ts';
import { personalLink } from '../tests/faults/materials-load.ts';
import { watchAnswers } from '../tests/setup/answer-watch.ts';
import { insertRealisticLeads } from '../tests/setup/bulk-leads.ts';
import { createAdmin } from '../tests/setup/factories.ts';
import { TEST_APP_SECRET } from '../tests/setup/load-run.ts';
import { makePhotoBrochure } from '../tests/setup/pdf.ts';
import { runOnPostgres } from '../tests/setup/postgres.ts';
import { cardImportRun } from './bench-card-import.ts';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    database: { type: 'string', default: 'sqlite' },
    runs: { type: 'string', default: '1' },
    // A subset of the jobs, to look at one: import,publish,downloads,export,report.
    steps: { type: 'string', default: 'import,publish,downloads,export,report' },
  },
});
const steps = new Set(args.steps.split(','));
const quick = args.quick;
const postgres = args.database === 'postgres';
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgres && !postgresUrl) throw new Error('--database postgres needs BENCH_DATABASE_URL');
const runs = Math.max(1, Number(args.runs) || 1);
const size = quick
  ? { leads: 3_000, reportLeads: 10_000, cards: 500, idleS: 3, afterS: 20, downloads: 5, pages: 6 }
  : { leads: 30_000, reportLeads: 100_000, cards: 10_000, idleS: 10, afterS: 120, downloads: 20, pages: 36 };
const LINKS = 5;
const METRICS_TOKEN = 'bench-offload-metrics-token';
const TARGET = { answerMs: 250, importS: 60, reportMs: 1_000, rssStart: 160, rssPeak: 512, rssAfter: 250, leak: 0.1 };

const failures: string[] = [];
const verdicts: string[] = [];
const verdict = (pass: boolean, text: string) => verdicts.push(`${pass ? 'PASS' : 'FAIL'}  ${text}`);
const mb = (bytes: number) => bytes / 1024 / 1024;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS and VmHWM (the peak so far) of `pid`, in MB. */
async function rss(pid: number): Promise<{ now: number; peak: number; anon: number; file: number; threads: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return {
    now: kb('VmRSS'),
    peak: kb('VmHWM'),
    anon: kb('RssAnon'),
    file: kb('RssFile'),
    threads: Number(/Threads:\s+(\d+)/.exec(status)?.[1] ?? 0),
  };
}

/** What the server says of its memory (/metrics, prom-client's collectors), in MB. */
async function memory(server: RunningServer): Promise<{ heap: number; external: number; rss: number }> {
  const text = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    .then((r) => r.text())
    .catch(() => '');
  const value = (name: string) => mb(Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[1] ?? 0));
  return {
    heap: value('nodejs_heap_size_used_bytes'),
    external: value('nodejs_external_memory_bytes'),
    rss: value('process_resident_memory_bytes'),
  };
}

/**
 * The watching client (tests/setup/answer-watch.ts): asks /healthz and / every 100 ms on a thread
 * of its own, so the bench's own work beside it never delays the clock that times the server's
 * answers. The function it returns stops it and gives the slowest answers (a failure: never).
 */
function watch(base: string): () => Promise<{ health: number; home: number; times: Record<string, number[]> }> {
  const stop = watchAnswers(base, ['/healthz', '/'], 100);
  return async () => {
    const { times } = await stop();
    return { health: Math.max(0, ...(times['/healthz'] ?? [])), home: Math.max(0, ...(times['/'] ?? [])), times };
  };
}

/** The idle answers' median and slowest: the table shows the slowest, which one stray pause sets. */
function idleSummary(times: Record<string, number[]>): string {
  const parts = Object.entries(times).map(([path, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    return `${path} median ${fmt(median)} ms, slowest ${fmt(sorted.at(-1) ?? Number.NaN)} ms (${sorted.length} answers)`;
  });
  return `idle: ${parts.join('; ')}\n`;
}

/** A fresh server compiles each route on its first request: warm both before anything is measured. */
async function warm(base: string): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    for (const path of ['/healthz', '/']) {
      await fetch(`${base}${path}`, { headers: { 'accept-language': 'ja' } }).then((r) => r.arrayBuffer());
    }
  }
}

interface Row {
  job: string;
  seconds: number;
  health: number;
  home: number;
  note: string;
  /** The server's peak RSS during this job alone, MB (VmHWM, reset before it). */
  peak: number;
  /**
   * The longest the server's own event loop was held during this job, ms (prom-client's
   * event-loop delay, reset by each read of /metrics): beside the client's figures it tells a
   * pause of the request thread from time the answers spent waiting for a core.
   */
  loop: number;
}
const rows: Row[] = [];
/** The idle reference, printed beside every job's figures. */
let idleRef = { health: Number.NaN, home: Number.NaN, loop: Number.NaN };
const memoryLines: string[] = [];

/** The server whose peak RSS each job reads (writing 5 to clear_refs resets VmHWM: Linux). */
let measuredPid = 0;
async function resetPeak(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => {});
}

/** Runs `job` under the watch and records its own time and the slowest answers meanwhile. */
/** The longest event-loop delay the server saw since the last read of /metrics, ms. */
async function loopMax(base: string): Promise<number> {
  const text = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    .then((r) => r.text())
    .catch(() => '');
  return 1000 * Number(/^nodejs_eventloop_lag_max_seconds (\S+)/m.exec(text)?.[1] ?? Number.NaN);
}

async function measured(base: string, job: string, run: () => Promise<string>): Promise<void> {
  process.stdout.write(`  ${job}\n`);
  await resetPeak(measuredPid);
  await loopMax(base);
  const stop = watch(base);
  const started = performance.now();
  let note = '';
  try {
    note = await run();
  } catch (error) {
    note = 'failed';
    failures.push(`${job}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const slowest = await stop();
  const { peak } = await rss(measuredPid);
  const loop = await loopMax(base);
  rows.push({ job, seconds, ...slowest, note, peak, loop });
}

interface Target {
  db: Db;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

async function scratch(label: string): Promise<Target> {
  if (!postgres) {
    const dir = await mkdtemp(join(tmpdir(), `pelvia-bench-offload-${label}-`));
    return {
      db: createDb({ dataDir: dir }),
      env: { DATA_DIR: dir },
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const url = postgresUrl ?? '';
  const schema = `bench_offload_${label}_${process.pid}`;
  await runOnPostgres(url, `drop schema if exists ${schema} cascade; create schema ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  const dir = await mkdtemp(join(tmpdir(), `pelvia-bench-offload-${label}-`));
  return {
    db: createDb({ databaseUrl: url, searchPath: schema }),
    env: { DATABASE_URL: withSchema.toString(), APP_SECRET: TEST_APP_SECRET, DATA_DIR: dir },
    cleanup: async () => {
      await runOnPostgres(url, `drop schema if exists ${schema} cascade`);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** `count` leads over five years and today's scheduled work marked done, so the server only answers. */
async function load(db: Db, count: number): Promise<void> {
  await migrateToLatest(db);
  const owners: string[] = [];
  for (const name of ['鈴木 一郎', '高橋 二郎', '佐藤 花子']) {
    owners.push((await createAdmin(db, { displayName: name, role: 'staff' })).id);
  }
  const now = new Date();
  await insertRealisticLeads(db, count, { owners });
  const iso = now.toISOString();
  for (const task of [RETENTION_TASK, BACKUP_TASK]) {
    await db
      .insertInto('scheduled_runs')
      .values({ task, period: japanDay(now), started_at: iso, finished_at: iso })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const accounts = await db.selectFrom('admin_users').select('id').execute();
  await db
    .insertInto('outbox_jobs')
    .values(
      accounts.map((a) => ({
        id: digestJobId(japanDay(now), a.id),
        kind: DIGEST_JOB_KIND,
        payload: '{}',
        request_id: null,
        status: 'sent' as const,
        attempts: 1,
        next_attempt_at: iso,
        locked_until: null,
        last_error: null,
        created_at: iso,
        updated_at: iso,
      })),
    )
    .execute();
}

/** An admin's session cookie, re-authenticated (the export of everything asks for it). */
async function adminCookie(db: Db): Promise<{ cookie: string; reauth: () => Promise<unknown> }> {
  const admin = await createAdmin(db, { role: 'admin' });
  const session = await createSession(db, admin.id, { reauthAt: new Date() });
  return {
    cookie: `${SESSION_COOKIE}=${session.token}`,
    reauth: () => markReauthenticated(db, hashToken(session.token)),
  };
}

const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The fields of the /admin/site form as the page fills them. */
function formFields(html: string): [string, string][] {
  // The facts form by its data attribute: React writes a button's attributes in its own order.
  const start = html.indexOf('data-site-facts-form');
  const form = html.slice(html.lastIndexOf('<form', start), html.indexOf('</form>', start));
  const fields: [string, string][] = [];
  for (const tag of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag[0])?.[1];
    const type = /\btype="([^"]*)"/.exec(tag[0])?.[1] ?? 'text';
    if (!name || type === 'submit') continue;
    if ((type === 'checkbox' || type === 'radio') && !/\bchecked\b/.test(tag[0])) continue;
    fields.push([name, decode(/\bvalue="([^"]*)"/.exec(tag[0])?.[1] ?? (type === 'checkbox' ? 'on' : ''))]);
  }
  for (const area of form.matchAll(/<textarea\b[^>]*\bname="([^"]*)"[^>]*>([\s\S]*?)<\/textarea>/g)) {
    fields.push([area[1] ?? '', decode(area[2] ?? '')]);
  }
  for (const select of form.matchAll(/<select\b[^>]*\bname="([^"]*)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const chosen = /<option\b[^>]*\bvalue="([^"]*)"[^>]*\bselected\b/.exec(select[2] ?? '')?.[1];
    fields.push([
      select[1] ?? '',
      decode(chosen ?? /<option\b[^>]*\bvalue="([^"]*)"/.exec(select[2] ?? '')?.[1] ?? ''),
    ]);
  }
  return fields;
}

async function publishSite(base: string, cookie: string, banner: string): Promise<string> {
  const page = await fetch(`${base}/admin/site`, { headers: { cookie } });
  const fields = new Map(formFields(await page.text()));
  const jst = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 16);
  fields.set('banner_ja', banner);
  // A banner needs its period (JST, as the form's datetime-local fields read it).
  fields.set('banner_from', jst(Date.now() - 60_000));
  fields.set('banner_until', jst(Date.now() + 86_400_000));
  fields.set('intent', 'publish');
  const answer = await fetch(`${base}/admin/site`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams([...fields]).toString(),
    redirect: 'manual',
  });
  const html = await answer.text();
  if (answer.status !== 303) {
    const problems = [...html.matchAll(/role="alert"[^>]*>([^<]{1,200})/g)].map((m) => m[1]).join(' / ');
    throw new Error(`publish answered ${answer.status}${problems ? `: ${problems}` : ''}`);
  }
  return 'published';
}

/**
 * `count` downloads across the links, one fewer at once than one client may have (CLIENT_PARALLEL:
 * a slot frees as the answer ends, a moment after the client has read it), each on the link with
 * the fewest under way, so none has more than LINK_PARALLEL (taken in turn, a link whose first
 * copy was still being stamped gathered a fourth: a 429 in the PostgreSQL run): beyond those
 * limits the site answers 429 by design, which would measure the limit, not the stamping.
 */
async function downloads(base: string, links: readonly string[], count: number): Promise<string> {
  const answers: number[] = [];
  const underWay = links.map(() => 0);
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENT_PARALLEL - 1 }, async () => {
      while (next < count) {
        next += 1;
        const link = underWay.indexOf(Math.min(...underWay));
        underWay[link] = (underWay[link] ?? 0) + 1;
        const response = await fetch(`${base}${links[link]}`, { headers: { 'accept-language': 'ja' } });
        await response.arrayBuffer();
        underWay[link] = (underWay[link] ?? 1) - 1;
        answers.push(response.status);
      }
    }),
  );
  const served = answers.filter((status) => status === 200).length;
  if (served < count) failures.push(`downloads: ${count - served} of ${count} not served (${answers.join(', ')})`);
  return `${served}/${count} PDFs, ${CLIENT_PARALLEL - 1} at a time`;
}

async function exportAll(base: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/leads/export`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'encoding=utf8',
    redirect: 'manual',
  });
  let bytes = 0;
  for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).length;
  if (response.status !== 200 || bytes < 1000) throw new Error(`export answered ${response.status}, ${bytes} bytes`);
  return `${mb(bytes).toFixed(1)} MB`;
}

const REPORT_PATH = '/admin/reports?from=2000-01-01&to=2099-12-31';

async function timedGet(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** The five-year report on a server of its own with `reportLeads` leads. */
async function reportSteps(): Promise<void> {
  const target = await scratch('report');
  try {
    process.stdout.write(`loading ${size.reportLeads} leads for the report…\n`);
    await load(target.db, size.reportLeads);
    const { cookie } = await adminCookie(target.db);
    const server = await startBuiltServer({ ...target.env, LOG_LEVEL: 'warn', METRICS_TOKEN });
    try {
      measuredPid = server.pid;
      await warm(server.url);
      await timedGet(`${server.url}${REPORT_PATH}`, cookie);
      let alone: number[] = [];
      await measured(server.url, `/admin/reports five years at ${size.reportLeads}, alone ×5`, async () => {
        alone = [];
        for (let i = 0; i < 5; i += 1) alone.push(await timedGet(`${server.url}${REPORT_PATH}`, cookie));
        return `p99 ${Math.round(Math.max(...alone))} ms`;
      });
      await measured(server.url, `/admin/reports five years at ${size.reportLeads}, 10 at once`, async () => {
        const times = await Promise.all(
          Array.from({ length: 10 }, () => timedGet(`${server.url}${REPORT_PATH}`, cookie)),
        );
        return `slowest ${Math.round(Math.max(...times))} ms`;
      });
      const p99 = Math.max(...alone);
      verdict(p99 < TARGET.reportMs, `report p99 of 5 alone ${Math.round(p99)} ms < ${TARGET.reportMs} ms`);
    } finally {
      await server.stop();
    }
  } finally {
    await target.db.destroy();
    await target.cleanup();
  }
}

const fmt = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)}` : 'none');

function printRows(idle: { health: number; home: number; loop: number }): void {
  const width = Math.max(...rows.map((r) => r.job.length), 3);
  process.stdout.write(
    `\n${'job'.padEnd(width)} | own time (s) | /healthz max ms (idle) | / max ms (idle) | server loop max ms (idle) | peak RSS MB | note\n`,
  );
  for (const row of rows) {
    process.stdout.write(
      `${row.job.padEnd(width)} | ${row.seconds.toFixed(1).padStart(12)} | ${`${fmt(row.health)} (${fmt(idle.health)})`.padStart(22)} | ${`${fmt(row.home)} (${fmt(idle.home)})`.padStart(15)} | ${`${fmt(row.loop)} (${fmt(idle.loop)})`.padStart(25)} | ${row.peak.toFixed(0).padStart(11)} | ${row.note}\n`,
    );
  }
}

async function main(): Promise<void> {
  const label = postgres ? 'PostgreSQL' : 'SQLite';
  process.stdout.write(
    `bench:offload: ${label}, ${size.leads} leads, ${size.cards} cards, report at ${size.reportLeads}, ${runs} run(s)${quick ? ' (quick)' : ''}\n`,
  );
  const target = await scratch('main');
  try {
    process.stdout.write(`loading ${size.leads} leads…\n`);
    await load(target.db, size.leads);
    const { cookie, reauth } = await adminCookie(target.db);
    const links: string[] = [];
    // A brochure per link (the library refuses the same file twice), a page apart.
    for (let i = 0; i < LINKS; i += 1) {
      const brochure = await makePhotoBrochure(size.pages + i, 250 * 1024);
      links.push(await personalLink(target.db, brochure, `ベンチ 太郎${i}`));
    }
    const server = await startBuiltServer({ ...target.env, LOG_LEVEL: 'warn', METRICS_TOKEN });
    try {
      await pause(2_000);
      measuredPid = server.pid;
      const start = await rss(server.pid);
      await warm(server.url);
      const startMemory = await memory(server);
      process.stdout.write(`  idle ${size.idleS} s\n`);
      await loopMax(server.url);
      const stopIdle = watch(server.url);
      await pause(size.idleS * 1000);
      const { times: idleTimes, ...idleMax } = await stopIdle();
      const idle = { ...idleMax, loop: await loopMax(server.url) };
      memoryLines.push(`\n${idleSummary(idleTimes)}`);
      const after: number[] = [];
      const afterParts: Awaited<ReturnType<typeof rss>>[] = [];
      const memoryAfter: Awaited<ReturnType<typeof memory>>[] = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`run ${run}\n`);
        if (steps.has('import'))
          await measured(server.url, `card import ${size.cards} rows, preview + 取り込む`, async () => {
            const result = await cardImportRun(server.url, cookie, size.cards);
            verdict(result.status === 200, `run ${run}: import batch page answered ${result.status}`);
            verdict(
              result.seconds < TARGET.importS,
              `run ${run}: import ${result.seconds.toFixed(1)} s < ${TARGET.importS} s`,
            );
            return `batch page ${result.status}`;
          });
        if (steps.has('publish'))
          await measured(server.url, `/admin/site publish (advertising check${run === 1 ? ', the first' : ''})`, () =>
            publishSite(server.url, cookie, `展示会に出展します（${run}回目）`),
          );
        if (steps.has('downloads'))
          await measured(server.url, `${size.downloads} stamped downloads across ${LINKS} links`, () =>
            downloads(server.url, links, size.downloads),
          );
        if (steps.has('export')) {
          await reauth();
          await measured(server.url, `CSV export of every lead (${size.leads}+)`, () => exportAll(server.url, cookie));
        }
        process.stdout.write(`  waiting ${size.afterS} s for memory to come back\n`);
        await pause(size.afterS * 1000);
        const settled = await rss(server.pid);
        after.push(settled.now);
        afterParts.push(settled);
        memoryAfter.push(await memory(server));
      }
      // The largest of the jobs' own peaks (each resets VmHWM) and whatever came after the last.
      const peak = Math.max((await rss(server.pid)).peak, ...rows.map((row) => row.peak));
      idleRef = idle;
      memoryLines.push(
        `\nmemory (MB)        | RSS | heap used | external | anonymous | file-backed | threads\nat start           | ${start.now.toFixed(0)} | ${startMemory.heap.toFixed(0)} | ${startMemory.external.toFixed(0)} | ${start.anon.toFixed(0)} | ${start.file.toFixed(0)} | ${start.threads}\n`,
      );
      after.forEach((value, i) => {
        const m = memoryAfter[i];
        const parts = afterParts[i];
        memoryLines.push(
          `${size.afterS} s after run ${i + 1} | ${value.toFixed(0)} | ${m?.heap.toFixed(0)} | ${m?.external.toFixed(0)} | ${parts?.anon.toFixed(0)} | ${parts?.file.toFixed(0)} | ${parts?.threads}\n`,
        );
      });
      memoryLines.push(`peak RSS (VmHWM)   | ${peak.toFixed(0)}\n`);
      verdict(start.now < TARGET.rssStart, `RSS at start ${start.now.toFixed(0)} MB < ${TARGET.rssStart} MB`);
      verdict(peak <= TARGET.rssPeak, `RSS peak ${peak.toFixed(0)} MB ≤ ${TARGET.rssPeak} MB`);
      const last = after.at(-1) ?? 0;
      verdict(last < TARGET.rssAfter, `RSS ${size.afterS} s after ${last.toFixed(0)} MB < ${TARGET.rssAfter} MB`);
      if (after.length > 1) {
        const [first = 0, second = 0] = after;
        verdict(
          Math.abs(second - first) <= first * TARGET.leak,
          `second run ends within 10% of the first: ${first.toFixed(0)} → ${second.toFixed(0)} MB`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await target.db.destroy();
    await target.cleanup();
  }
  if (steps.has('report')) await reportSteps();
  printRows(idleRef);
  process.stdout.write(memoryLines.join(''));
  for (const row of rows) {
    const worst = Math.max(row.health, row.home);
    verdict(worst <= TARGET.answerMs, `${row.job}: slowest /healthz or / ${fmt(worst)} ms ≤ ${TARGET.answerMs} ms`);
  }
  process.stdout.write(`\n${verdicts.join('\n')}\n`);
  if (failures.length > 0) process.stdout.write(`\nFailures:\n${failures.join('\n')}\n`);
}

await main();
process.exit(failures.length > 0 ? 1 : 0);
