/**
 * `npm run lighthouse`: Lighthouse in mobile mode (its default: emulated phone, simulated slow
 * 4G and CPU throttling) with Debian's Chromium over the built site, printing performance,
 * accessibility, best-practices and SEO per page. Pass paths to audit only those:
 * `npm run lighthouse -- / /en/`.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { startBuiltServer } from '../tests/e2e/support/server.ts';

const defaultPages = ['/', '/en/', '/zh-cn/'];
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultPages;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
].join(' ');

await mkdir('reports/lighthouse', { recursive: true });
const server = await startBuiltServer({ LOG_LEVEL: 'error' });
const rows: string[][] = [];
try {
  for (const page of pages) {
    const slug = page.replace(/[^a-z0-9]+/gi, '_') || 'root';
    const output = `reports/lighthouse/${slug}.json`;
    const result = spawnSync(
      'lighthouse',
      [
        `${server.url}${page}`,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${chromeFlags}`,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath }, shell: false },
    );
    if (result.status !== 0) {
      rows.push([page, 'error', '', '', '']);
      continue;
    }
    const report = JSON.parse(await readFile(output, 'utf8')) as {
      categories: Record<string, { score: number | null }>;
    };
    const score = (id: string) => String(Math.round((report.categories[id]?.score ?? 0) * 100));
    rows.push([page, score('performance'), score('accessibility'), score('best-practices'), score('seo')]);
  }
} finally {
  await server.stop();
}

console.log('| page | performance | accessibility | best-practices | SEO |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
console.log('\nReports: reports/lighthouse/*.json');
