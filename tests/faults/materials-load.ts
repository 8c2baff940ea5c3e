/**
 * Parallel downloads of one personal link against a running server, with /healthz timed all
 * along (issue 30). Shared by the attack corpus (a bounded run in `npm test`) and
 * `npm run bench:materials` (the full figures). The brochure and the link are made in the
 * server's database directly: the load is the downloads, not the upload.
 */
import { readFileSync } from 'node:fs';
import { createBrochure } from '../../src/server/materials/brochures.server.ts';
import { sendMaterials } from '../../src/server/materials/links.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { watchAnswers } from '../setup/answer-watch.ts';
import { createAdmin, createLead } from '../setup/factories.ts';

export interface DownloadOutcome {
  status: number;
  ms: number;
  bytes: number;
  pdf: boolean;
  retryAfter: string | null;
  /** The page's text, for a refusal. */
  text: string;
}

/** A link to `file` for a fresh lead named `name`; returns the link's path. */
export async function personalLink(db: Db, file: Uint8Array, name: string): Promise<string> {
  const admin = await createAdmin(db);
  const actor = { id: admin.id, email: admin.email };
  const lead = await createLead(db, { name, product: 'pelvia-dr' });
  const created = await createBrochure(db, {
    title: `カタログ ${name}`,
    locale: 'ja',
    products: ['pelvia-dr'],
    file,
    actor,
  });
  if (!created.ok) throw new Error(`brochure refused: ${JSON.stringify(created.errors)}`);
  let path = '';
  const sent = await sendMaterials(db, {
    requestId: lead.id,
    brochureIds: [created.id],
    formKey: name,
    actor,
    linkUrl: (token) => {
      path = `/materials/${token}`;
      return path;
    },
  });
  if (!sent.ok) throw new Error(`sending refused: ${sent.problem}`);
  return path;
}

async function download(url: string): Promise<DownloadOutcome> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-language': 'ja' } });
  const body = new Uint8Array(await response.arrayBuffer());
  const pdf = response.headers.get('content-type') === 'application/pdf';
  return {
    status: response.status,
    ms: performance.now() - started,
    bytes: body.byteLength,
    pdf: pdf && Buffer.from(body.subarray(0, 5)).toString('latin1') === '%PDF-',
    retryAfter: response.headers.get('retry-after'),
    text: pdf ? '' : Buffer.from(body).toString('utf8'),
  };
}

/** The process's resident set, from /proc (Linux), in bytes; 0 where unreadable. */
export function rssOf(pid: number): number {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return pages * 4096;
  } catch {
    return 0;
  }
}

export interface LoadRun {
  downloads: DownloadOutcome[];
  /** /healthz answer times during the downloads, ms. */
  health: number[];
  /** Whether /healthz ever failed to answer. */
  healthFailed: number;
  peakRss: number;
  seconds: number;
}

/**
 * `parallel` downloads of `path` at once (and `alongside`, other work started with them), with
 * /healthz asked every 50 ms from a thread of its own until all are done, and the server's RSS sampled when `pid` is known.
 */
export async function downloadsUnderWatch(
  base: string,
  path: string,
  parallel: number,
  options: { pid?: number; alongside?: Promise<unknown>[] } = {},
): Promise<LoadRun> {
  let peakRss = options.pid ? rssOf(options.pid) : 0;
  const sampler = options.pid
    ? setInterval(() => {
        peakRss = Math.max(peakRss, rssOf(options.pid ?? 0));
      }, 50)
    : undefined;
  const stop = watchAnswers(base, ['/healthz'], 50);
  const started = performance.now();
  const downloads = await Promise.all(Array.from({ length: parallel }, () => download(`${base}${path}`)));
  await Promise.all(options.alongside ?? []);
  const seconds = (performance.now() - started) / 1000;
  const watched = await stop();
  clearInterval(sampler);
  return { downloads, health: watched.times['/healthz'] ?? [], healthFailed: watched.failed, peakRss, seconds };
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
