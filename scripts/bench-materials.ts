/**
 * npm run bench:materials (issues 24 and 30): what personal copies cost.
 * - stamping a 36-page, about 9 MB brochure (full-page photos, as printers export them): p50
 *   and p99 of stampPdf beside a bare pdf-lib load-and-save of the same file (the reference);
 * - a built server (the heap flags of `npm start`) on SQLite: 20 parallel downloads of one link
 *   to that brochure, while 3 PDFs of 3,000 pages are uploaded; then 20 more once the copy is
 *   made. Printed: parallel downloads, how many got the PDF and how many were told to retry,
 *   p99 of /healthz during the downloads, the server's peak RSS, seconds per download.
 * Needs a build (`npm run build`). The label PDF and carrier CSVs: `npm run bench:dispatch`.
 */
import { PDFDocument } from 'pdf-lib';
import { stampPdf } from '../src/server/materials/stamp.server.ts';
import { startBuiltServer } from '../tests/e2e/support/server.ts';
import { staffCookie } from '../tests/faults/attack-support.ts';
import {
  type DownloadOutcome,
  downloadsUnderWatch,
  percentile,
  personalLink,
  rssOf,
} from '../tests/faults/materials-load.ts';
import { loadDatabases } from '../tests/setup/load-run.ts';
import { makeManyPagesPdf, makePhotoBrochure } from '../tests/setup/pdf.ts';

const text = {
  line: '髙橋 ｶﾅ 様（医療法人社団 髙橋クリニック）・請求日 2026-11-25・請求番号 0f1e2d3c',
  notice: 'この資料はご請求者様専用です。',
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const PARALLEL = 20;

async function timed(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

const brochure = await makePhotoBrochure(36, 250 * 1024);
console.log(`brochure: 36 pages, ${mb(brochure.byteLength)}`);
await stampPdf(brochure, text); // warm the font and the JIT
const RUNS = 5;
const bare = await timed(RUNS, async () => (await PDFDocument.load(brochure)).save({ useObjectStreams: false }));
const stamped = await timed(RUNS, () => stampPdf(brochure, text));
console.log('\n| 36 pages, %s, %d runs, this process | p50 | p99 |', mb(brochure.byteLength), RUNS);
console.log('| --- | --- | --- |');
console.log(
  `| pdf-lib load + save (reference) | ${percentile(bare, 50).toFixed(0)} ms | ${percentile(bare, 99).toFixed(0)} ms |`,
);
console.log(`| stampPdf | ${percentile(stamped, 50).toFixed(0)} ms | ${percentile(stamped, 99).toFixed(0)} ms |`);

const [sqlite] = await loadDatabases(undefined);
if (!sqlite) throw new Error('no SQLite database');
const server = await startBuiltServer(sqlite.env);
const db = sqlite.open(server.dataDir);
const row = (label: string, downloads: DownloadOutcome[], run: Awaited<ReturnType<typeof downloadsUnderWatch>>) => {
  const served = downloads.filter((d) => d.status === 200);
  const perDownload = served.map((d) => d.ms / 1000);
  console.log(
    `| ${label} | ${downloads.length} | ${served.length} | ${downloads.length - served.length} | ${percentile(run.health, 99).toFixed(0)} ms (max ${Math.max(...run.health).toFixed(0)} ms, ${run.healthFailed} failed) | ${mb(run.peakRss)} | ${(percentile(perDownload, 50) || 0).toFixed(2)} s / ${(Math.max(0, ...perDownload) || 0).toFixed(2)} s | ${run.seconds.toFixed(1)} s |`,
  );
};
try {
  const path = await personalLink(db, brochure, '髙橋 ｶﾅ');
  const { cookie } = await staffCookie(db, 'staff');
  const many = await makeManyPagesPdf(3000);
  const boundary = '----bench';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n3000\r\n--${boundary}\r\nContent-Disposition: form-data; name="locale"\r\n\r\nja\r\n--${boundary}\r\nContent-Disposition: form-data; name="product-other"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="many.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(many),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploads = Array.from({ length: 3 }, () =>
    fetch(`${server.url}/admin/brochures`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Cookie: cookie, Origin: server.url },
      body: new Uint8Array(body),
      redirect: 'manual',
    }).then((r) => r.status),
  );
  const before = rssOf(server.pid);
  const first = await downloadsUnderWatch(server.url, path, PARALLEL, { pid: server.pid, alongside: uploads });
  const uploadStatuses = await Promise.all(uploads);
  const again = await downloadsUnderWatch(server.url, path, PARALLEL, { pid: server.pid });
  console.log(
    `\nbuilt server on SQLite, RSS before ${mb(before)}; 3 uploads of ${mb(many.byteLength)} with 3,000 pages answered ${uploadStatuses.join(', ')}`,
  );
  console.log(
    '| one link | parallel downloads | PDF | told to retry | /healthz p99 | peak RSS | seconds per download (p50 / max) | all answered in |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  row('first (stamped on the worker)', first.downloads, first);
  row('again (the copy on disk)', again.downloads, again);
  const alive = await fetch(`${server.url}/healthz`);
  console.log(`\nserver alive afterwards: ${alive.ok ? 'yes' : `no (${alive.status})`}`);
} finally {
  await db.destroy();
  await server.stop();
  await sqlite.cleanup();
}
