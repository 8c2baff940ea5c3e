/**
 * `npm run lint:copy`: checks every locale's copy, the product facts and the news seed against
 * the advertising rules (docs/advertising-rules.md). What each page advertises is recorded
 * beside its copy (`advertising` in each content index.ts); the accepted exceptions, with
 * their reasons, in src/content/advertising-rules/exceptions.ts. Fails on an error that is not
 * accepted, on an exception without a reason and on one that matches nothing; prints warnings.
 *
 * A foreign approval (FDA, CE) needs the product's status in Japan in the same section, or the
 * page's regulatory block beside it (`japaneseStatus` in `advertising`; issue 43).
 *
 * `npm run lint:copy -- FILE…` checks those files instead of the shipped copy: a module shaped
 * like a page's content (`advertising` and a `…Copy` export) or a JSON file with `advertising`
 * and `copy` ({ "ja": …, "en": …, "zh-cn": … }). Copy on its way in (an agency's draft, a
 * translation) is judged before it is pasted into src/content.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AcceptedHit, acceptedHits } from '../src/content/advertising-rules/exceptions.ts';
import { newsSeed } from '../src/content/news-seed.ts';
import * as products from '../src/content/products.ts';
import { defaultSiteFacts } from '../src/content/site-facts.ts';
import { checkBlock, sortHits } from '../src/domain/advertising/check.ts';
import { newsContext } from '../src/domain/advertising/news.ts';
import { withRegulatoryClasses } from '../src/domain/advertising/regulatory.ts';
import type { AdvertisingHit, CheckContext, CopyAdvertising, CopyLanguage } from '../src/domain/advertising/types.ts';
import { checkText } from '../src/server/content/advertising.server.ts';

interface Located extends AdvertisingHit {
  at: string;
}

/** Every string under `value` with its key path. */
function* strings(value: unknown, at: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${at}.${i}`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${at}.${key}`);
}

const languageOf = (locale: string): CopyLanguage => (locale === 'en' ? 'en' : locale === 'zh-cn' ? 'zh-cn' : 'ja');

/** Each text's terms, then the block checks over each top-level section. */
async function checkSource(
  name: string,
  byLocale: Record<string, unknown>,
  advertising: CopyAdvertising,
): Promise<Located[]> {
  const found: Located[] = [];
  for (const [locale, copy] of Object.entries(byLocale)) {
    const language = languageOf(locale);
    const sections = copy && typeof copy === 'object' ? Object.entries(copy) : [['', copy]];
    for (const [section, value] of sections) {
      // Each product's class as the code ships it (issue 43): a product recorded as not a medical
      // device has its efficacy words refused. The live classes are checked where staff publish.
      const context: CheckContext = withRegulatoryClasses(
        advertising.sections?.[section as string] ?? advertising,
        defaultSiteFacts.regulatory.products,
      );
      const texts = [...strings(value, `${name}.${locale}.${section}`)];
      for (const [at, text] of texts) {
        for (const hit of await checkText(text, language, context)) found.push({ ...hit, at });
      }
      for (const hit of checkBlock(
        texts.map(([, text]) => text),
        context,
      ))
        found.push({ ...hit, at: `${name}.${locale}.${section}` });
    }
  }
  return found;
}

type Source = [string, Record<string, unknown>, CopyAdvertising];

/** The files named on the command line, each judged as what its `advertising` says. */
async function fileSources(files: readonly string[]): Promise<Source[]> {
  const sources: Source[] = [];
  for (const file of files) {
    // npm run starts in the package's folder; a path is the caller's, from where npm was run.
    const absolute = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    const module = (
      file.endsWith('.json') ? JSON.parse(readFileSync(absolute, 'utf8')) : await import(pathToFileURL(absolute).href)
    ) as Record<string, unknown>;
    const advertising = module.advertising as CopyAdvertising | undefined;
    const copy = Object.entries(module).find(([key]) => key === 'copy' || key.endsWith('Copy'))?.[1];
    if (!advertising || !copy) throw new Error(`${file}: needs \`advertising\` and \`copy\` (or a …Copy export)`);
    sources.push([path.basename(file).replace(/\.[^.]+$/, ''), copy as Record<string, unknown>, advertising]);
  }
  return sources;
}

async function contentSources(): Promise<Source[]> {
  const root = path.resolve(import.meta.dirname, '../src/content');
  const modules = [
    ...readdirSync(path.join(root, 'pages')).map((page) => [page, path.join(root, 'pages', page, 'index.ts')]),
    ['shell', path.join(root, 'shell', 'index.ts')],
    ['lead', path.join(root, 'lead', 'index.ts')],
    ['demo', path.join(root, 'demo', 'index.ts')],
    ['demo-outcome', path.join(root, 'demo-outcome', 'index.ts')],
    ['demo-outcome-staff', path.join(root, 'demo-outcome', 'staff.ts')],
  ];
  const sources: [string, Record<string, unknown>, CopyAdvertising][] = [];
  for (const [name, file] of modules as [string, string][]) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const advertising = module.advertising as CopyAdvertising | undefined;
    const copy = Object.entries(module).find(([key]) => key.endsWith('Copy'))?.[1] as Record<string, unknown>;
    if (!advertising) throw new Error(`${file} records no \`advertising\`: say what the page advertises`);
    sources.push([name, copy, advertising]);
  }
  return sources;
}

async function main() {
  const files = process.argv.slice(2);
  const hits: Located[] = [];
  for (const [name, copy, advertising] of files.length > 0 ? await fileSources(files) : await contentSources())
    hits.push(...(await checkSource(name, copy, advertising)));
  if (files.length === 0) await checkShippedFacts(hits);
  report(hits, files.length === 0);
}

/** The product facts and the news seed, which only the shipped copy has. */
async function checkShippedFacts(hits: Located[]) {
  // Product facts: names and figures, judged as the products they describe.
  hits.push(
    ...(await checkSource(
      'products',
      { ja: products },
      { classes: ['consumer-chair', 'professional-device'], linksToChair: false },
    )),
  );
  for (const item of newsSeed) {
    hits.push(
      ...(await checkSource(
        `news-seed.${item.id}`,
        { ja: { title: item.title, content: item.content } },
        newsContext(item),
      )),
    );
  }
}

/** Prints the hits and sets the exit code; the exceptions are the shipped copy's, checked only on it. */
function report(hits: Located[], shipped: boolean) {
  const bare = acceptedHits.filter((e) => e.reason.trim().length < 20);
  const isAccepted = (hit: Located) => acceptedHits.find((e) => e.at === hit.at && e.rule === hit.rule);
  const used = new Set<AcceptedHit>();
  const errors: Located[] = [];
  const warnings: Located[] = [];
  for (const hit of sortHits(hits)) {
    const accepted = isAccepted(hit);
    if (accepted) used.add(accepted);
    else (hit.severity === 'error' ? errors : warnings).push(hit);
  }
  const stale = shipped ? acceptedHits.filter((e) => !used.has(e)) : [];
  const show = (hit: Located) =>
    `  ${hit.at}  [${hit.rule}] 「${hit.words}」\n    ${hit.sentence}\n    ${hit.clauseLabel}\n    理由: ${hit.reason}\n    言い換え: ${hit.rewrite}`;
  if (warnings.length > 0) console.log(`warnings (${warnings.length}):\n${warnings.map(show).join('\n')}\n`);
  if (errors.length > 0) console.log(`errors (${errors.length}):\n${errors.map(show).join('\n')}\n`);
  for (const e of bare) console.log(`error: exception without a reason: ${e.at} [${e.rule}]`);
  for (const e of stale) console.log(`error: exception matches nothing (review it again): ${e.at} [${e.rule}]`);
  console.log(
    `lint:copy: ${errors.length} errors, ${warnings.length} warnings, ${used.size} accepted exceptions (src/content/advertising-rules/exceptions.ts)`,
  );
  if (errors.length > 0 || bare.length > 0 || stale.length > 0) process.exit(1);
}

await main();
