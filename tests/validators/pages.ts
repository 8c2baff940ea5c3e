/**
 * `npm run test:validators`: the built pages checked by tools we did not write. Against the
 * built product, with one published clinic and one news item in its database so that the
 * clinic list (and its JSON-LD) and the news list render their items, it fetches every page of
 * the sitemap, the admin login page and every admin page signed in as an admin (with a lead
 * that has a match, a rule and a webhook endpoint, so their panels render), and runs
 *
 * - the W3C Nu HTML Checker (npm `vnu-jar`, on the JDK) with `--errors-only`, once over all the
 *   pages and the built stylesheets (which the pages link, so the checker would not see them)
 *   in one JVM;
 * - `structured-data-testing-tool` with its Google preset over every page that carries JSON-LD,
 *   plus the schemas each page must carry (`Product` on the product pages).
 *
 * Fails on any error of either. Needs `java` on the PATH (CI installs a headless JRE).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createSession, SESSION_COOKIE } from '../../src/server/accounts/sessions.server.ts';
import { addRule } from '../../src/server/follow-up/assignment.server.ts';
import { createBrochureRequest } from '../../src/server/leads/leads.server.ts';
import { createDb } from '../../src/server/platform/db.server.ts';
import { addWebhook } from '../../src/server/webhooks/endpoints.server.ts';
import { projectRoot } from '../e2e/support/routes.ts';
import { startBuiltServer } from '../e2e/support/server.ts';
import { createAdmin, createClinicRow, createNews, validLead } from '../setup/factories.ts';

const require = createRequire(import.meta.url);
/** The package's main export is the path of its vnu.jar. */
const vnuJar = String(require('vnu-jar'));

interface SdttTest {
  test: string;
  type?: string;
  expect?: unknown;
  warning?: boolean;
  optional?: boolean;
}
interface SdttResult {
  passed: SdttTest[];
  failed: (SdttTest & { description?: string; error?: { message?: string } })[];
  warnings: SdttTest[];
  schemas: string[];
  structuredData: { jsonld: Record<string, unknown[]> };
}
interface SdttPreset {
  name: string;
  description: string;
  tests?: SdttTest[];
  presets?: SdttPreset[];
  schema?: string;
  conditional?: SdttTest;
}
const { structuredDataTest } = require('structured-data-testing-tool') as {
  structuredDataTest(html: Buffer, options: { presets: SdttPreset[]; schemas?: string[] }): Promise<SdttResult>;
};
const { Google } = require('structured-data-testing-tool/presets') as { Google: SdttPreset };

/**
 * The checker's own gaps: messages about markup or CSS that is valid. Each entry matches the
 * message and the offending declaration, and says why it is allowed.
 */
const ALLOWED: { message: RegExp; declaration: RegExp; reason: string }[] = [
  {
    message: /^CSS: “[a-z-]+”: (?:The types are incompatible\.|“.*var\(--.*” is not a “[a-z-]+” value\.)$/,
    declaration: /var\(--pv-[a-z0-9-]+\)/,
    reason:
      'The CSS checker gives var() no type, so it rejects sums that mix a length with a number ' +
      'times var() (calc(100vw - 2 * var(--pv-gutter))) and max() of var() and a bracketed sum ' +
      '(max(var(--pv-space-2), (var(--pv-tap) - 1lh) / 2)). CSS Values 4 substitutes var() when ' +
      'computing; the tokens used are lengths (src/styles/tokens.css) and Chromium computes each ' +
      'of these declarations to the intended size.',
  },
];

/** The declaration that ends at `column` (1-based) of `line`: what a CSS message is about. */
function declarationAt(css: string, line: number, column: number): string {
  const text = (css.split('\n')[line - 1] ?? '').slice(0, column);
  const start = Math.max(text.lastIndexOf('{'), text.lastIndexOf(';', text.length - 2)) + 1;
  return text.slice(start).replace(/;$/, '').trim();
}

/**
 * The Google preset has no `Product` tests: what our Product data must carry, in the tool's
 * preset format, run wherever a page has one. An `Offer` names its price and currency.
 */
const ProductData: SdttPreset = {
  name: 'Product',
  description: 'A Product names the model, its brand, a picture and a description',
  schema: 'Product',
  conditional: { test: 'Product' },
  tests: [
    { test: 'Product[*].name' },
    { test: 'Product[*].image' },
    { test: 'Product[*].description' },
    { test: 'Product[*].brand.name' },
  ],
};
const OfferData: SdttPreset = {
  name: 'Offer',
  description: 'An Offer of a Product names its price, currency and availability',
  conditional: { test: 'Product[*].offers' },
  tests: [
    { test: 'Product[*].offers.price' },
    { test: 'Product[*].offers.priceCurrency', expect: 'JPY' },
    { test: 'Product[*].offers.availability' },
  ],
};

/** Pages that must carry a schema beyond the Organization every page has. */
const requiredSchemas: Record<string, string[]> = {
  '/clinics/': ['ItemList'],
  '/rental/medical/': ['Service', 'FAQPage', 'BreadcrumbList'],
  ...Object.fromEntries(
    ['', '/en', '/zh-cn'].flatMap((prefix) =>
      ['/product/plus/', '/product/dr-details/'].map((path) => [`${prefix}${path}`, ['Product']]),
    ),
  ),
};

/** Every `<loc>` path of the built sitemaps. */
async function sitemapPaths(): Promise<string[]> {
  const client = join(projectRoot, 'dist/client');
  const index = await readFile(join(client, 'sitemap-index.xml'), 'utf8');
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  const paths: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await readFile(join(client, sitemap), 'utf8');
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname));
  }
  return paths;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  lastColumn?: number;
}

const started = Date.now();
const server = await startBuiltServer();
const workDir = await mkdtemp(join(tmpdir(), 'pelvia-validate-'));
const failures: string[] = [];
try {
  // Before the first view: the clinic list is cached in the server process.
  const db = createDb({ dataDir: server.dataDir });
  let cookie: string;
  let adminPaths: string[];
  try {
    const clinic = await createClinicRow(db, { url: 'https://clinic.example.jp/' });
    const news = await createNews(db);
    const admin = await createAdmin(db, { role: 'admin' });
    cookie = `${SESSION_COOKIE}=${(await createSession(db, admin.id)).token}`;
    const actor = { id: admin.id, email: admin.email };
    await addRule(db, { family: '', locale: '', region: 'kanto', owners: [admin.id] }, { actor });
    // A loopback port nothing listens on: the deliveries fail without leaving this machine,
    // and the pages show a failed delivery too.
    await addWebhook(db, {
      url: 'http://127.0.0.1:9/hooks/leads',
      secret: 'a-secret-of-enough-length',
      events: ['lead.created'],
      format: 'json',
      actor,
    });
    const lead = async (hoursAgo: number) => {
      const stored = await createBrochureRequest(db, validLead, {
        locale: 'ja',
        fillMs: 60_000,
        now: new Date(Date.now() - hoursAgo * 3_600_000),
      });
      if (!stored.ok) throw new Error(`could not store a lead: ${JSON.stringify(stored.errors)}`);
      return stored.id;
    };
    // Two requests from one person: the later one's page lists the earlier as a match.
    await lead(200);
    const later = await lead(1);
    adminPaths = [
      '/admin',
      '/admin/leads',
      `/admin/leads/${later}`,
      '/admin/settings',
      '/admin/integrations',
      '/admin/clinics',
      '/admin/clinics/new',
      `/admin/clinics/${clinic.id}`,
      '/admin/clinics/import',
      '/admin/news',
      '/admin/news/new',
      `/admin/news/${news.id}`,
      '/admin/test-email',
      '/admin/audit',
    ];
  } finally {
    await db.destroy();
  }

  const paths = [...(await sitemapPaths()), '/admin/login', ...adminPaths];
  const admin = new Set(adminPaths);
  const files = new Map<string, string>();
  const pages = new Map<string, Buffer>();
  for (const [index, path] of paths.entries()) {
    const response = await fetch(`${server.url}${path}`, {
      redirect: 'manual',
      headers: admin.has(path) ? { cookie } : {},
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) {
      failures.push(`${path}: ${response.status} ${response.headers.get('content-type')}`);
      continue;
    }
    const file = join(
      workDir,
      `${String(index).padStart(2, '0')}${path.replace(/\/+$/, '').replaceAll('/', '_') || '_home'}.html`,
    );
    await writeFile(file, body);
    files.set(file, path);
    pages.set(path, body);
  }

  // The built stylesheets, which every page links.
  const assets = join(projectRoot, 'dist/client/_astro');
  for (const name of (await readdir(assets)).filter((n) => n.endsWith('.css')).sort()) {
    files.set(join(assets, name), relative(projectRoot, join(assets, name)));
  }

  // The HTML checker: one JVM over every page and stylesheet.
  const vnuStarted = Date.now();
  const vnu = spawnSync(
    'java',
    ['-jar', vnuJar, '--errors-only', '--also-check-css', '--format', 'json', '--stdout', ...files.keys()],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (vnu.error) throw new Error(`could not run java (is a JRE installed?): ${vnu.error.message}`);
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(vnu.stdout) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`the HTML checker printed no JSON (exit ${vnu.status}):\n${vnu.stdout}\n${vnu.stderr}`);
  }
  let errors = 0;
  const allowed: string[] = [];
  for (const message of messages) {
    if (message.type === 'info' && message.subType !== 'fatal') continue;
    const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '?';
    const declaration =
      file.endsWith('.css') && message.lastLine && message.lastColumn
        ? declarationAt(await readFile(file, 'utf8'), message.lastLine, message.lastColumn)
        : '';
    const where = `${files.get(file) ?? file}${message.lastLine ? `:${message.lastLine}` : ''}`;
    if (ALLOWED.some((entry) => entry.message.test(message.message) && entry.declaration.test(declaration))) {
      allowed.push(`  allowed (checker gap) ${where}: ${declaration}`);
      continue;
    }
    errors += 1;
    const context = declaration || message.extract?.trim();
    failures.push(`html ${where}: ${message.message}${context ? `\n    ${context}` : ''}`);
  }
  console.log(
    `html: ${pages.size} pages and ${files.size - pages.size} stylesheets, ${errors} errors, ${allowed.length} allowed ` +
      `(checker ${((Date.now() - vnuStarted) / 1000).toFixed(1)} s)`,
  );

  if (allowed.length > 0) {
    const reasons = ALLOWED.filter((entry) => messages.some((m) => entry.message.test(m.message)));
    console.log([...allowed, ...reasons.map((entry) => `  why: ${entry.reason}`)].join('\n'));
  }

  // Structured data: every page with JSON-LD, through the Google preset and the product checks.
  const before = failures.length;
  for (const path of Object.keys(requiredSchemas)) {
    if (!pages.has(path)) failures.push(`structured data ${path}: not among the sitemap pages`);
  }
  let withJsonLd = 0;
  for (const [path, body] of pages) {
    const schemas = requiredSchemas[path] ?? [];
    if (!body.includes('application/ld+json') && schemas.length === 0) continue;
    withJsonLd += 1;
    let result: SdttResult;
    try {
      result = await structuredDataTest(body, { presets: [Google, ProductData, OfferData], schemas });
    } catch (error) {
      const res = (error as { type?: string; res?: SdttResult }).res;
      if ((error as { type?: string }).type !== 'VALIDATION_FAILED' || !res) throw error;
      result = res;
    }
    for (const test of result.failed) {
      failures.push(
        `structured data ${path}: ${test.description ?? test.test}${test.error?.message ? ` (${test.error.message})` : ''}`,
      );
    }
    for (const schema of schemas) {
      if (!result.schemas.includes(schema)) failures.push(`structured data ${path}: no ${schema}`);
    }
  }
  console.log(`structured data: ${withJsonLd} pages with JSON-LD, ${failures.length - before} failures`);
} finally {
  await server.stop();
  await rm(workDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}\n\n${failures.length} validator failures`);
  process.exitCode = 1;
} else {
  console.log(`validators: all pages pass (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
