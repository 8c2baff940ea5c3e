/**
 * npm run bench:materials (issue 24): what stamping a personal copy costs, beside a bare
 * pdf-lib load-and-save of the same file.
 * - a 20-page, about 10 MB PDF (pages carrying incompressible image data, as brochures do):
 *   p50 and p99 of stampPdf against PDFDocument.load + save;
 * - 20 downloads of a 20 MB brochure at once through the stamping slots: RSS before, at its
 *   peak and after, and how long the last one waited.
 * The label PDF and carrier CSVs: `npm run bench:dispatch`.
 */
import { randomBytes } from 'node:crypto';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { STAMP_SLOTS, stampPdf, stampSlots } from '../src/server/materials/stamp.server.ts';

const text = {
  line: '髙橋 ｶﾅ 様（医療法人社団 髙橋クリニック）・請求日 2026-11-25・請求番号 0f1e2d3c',
  notice: 'この資料はご請求者様専用です。',
};

/** `pages` A4 pages, each with an uncompressed-looking image stream of `bytesPerPage`. */
async function brochure(pages: number, bytesPerPage: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let n = 0; n < pages; n += 1) {
    const page = doc.addPage([595, 842]);
    const side = Math.floor(Math.sqrt(bytesPerPage / 3));
    const data = randomBytes(side * side * 3);
    const stream = PDFRawStream.of(
      doc.context.obj({
        Type: 'XObject',
        Subtype: 'Image',
        Width: side,
        Height: side,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
        Length: data.length,
      }),
      data,
    );
    const ref = doc.context.register(stream);
    page.node.setXObject(PDFName.of(`Im${n}`), ref);
    const content = doc.context.flateStream(`q 595 0 0 842 0 0 cm /Im${n} Do Q`);
    page.node.addContentStream(doc.context.register(content));
  }
  return doc.save();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function timed(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

const ten = await brochure(20, 500 * 1024);
console.log(`brochure: 20 pages, ${mb(ten.byteLength)}`);
await stampPdf(ten, text); // warm the font and the JIT
const RUNS = 20;
const bare = await timed(RUNS, async () => (await PDFDocument.load(ten)).save({ useObjectStreams: false }));
const stamped = await timed(RUNS, () => stampPdf(ten, text));
const out = await stampPdf(ten, text);
console.log('\n| 20 pages, %s, %d runs | p50 | p99 | output |', mb(ten.byteLength), RUNS);
console.log('| --- | --- | --- | --- |');
console.log(
  `| pdf-lib load + save (bare) | ${percentile(bare, 50).toFixed(0)} ms | ${percentile(bare, 99).toFixed(0)} ms | |`,
);
console.log(
  `| stampPdf (Noto Sans JP subset embedded + 2 lines on every page) | ${percentile(stamped, 50).toFixed(0)} ms | ${percentile(stamped, 99).toFixed(0)} ms | ${mb(out.byteLength)} |`,
);

const twenty = await brochure(20, 1024 * 1024);
globalThis.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const start = performance.now();
const waits: number[] = [];
await Promise.all(
  Array.from({ length: 20 }, async () => {
    const asked = performance.now();
    const release = await stampSlots.acquire();
    if (!release) throw new Error('queue full');
    waits.push(performance.now() - asked);
    try {
      await stampPdf(twenty, text);
    } finally {
      release();
    }
  }),
);
clearInterval(sampler);
globalThis.gc?.();
const after = process.memoryUsage().rss;
console.log(`\n20 concurrent downloads of a ${mb(twenty.byteLength)} brochure, ${STAMP_SLOTS} stamping slots:`);
console.log('| RSS before | RSS peak | RSS after | all done in | longest wait |');
console.log('| --- | --- | --- | --- | --- |');
console.log(
  `| ${mb(before)} | ${mb(peak)} | ${mb(after)} | ${((performance.now() - start) / 1000).toFixed(1)} s | ${(Math.max(...waits) / 1000).toFixed(1)} s |`,
);
