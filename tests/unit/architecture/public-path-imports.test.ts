/**
 * What a visitor's request makes the server load (issue 30: 189 MB at start, 456 MB after a
 * load of public pages). The process entry (src/http/main.server.ts), the Astro middleware
 * (loaded with the bundle) and every public route must not statically import a library that
 * only staff, one job or one rare request uses: the copy checker's dictionary, the PDF and
 * font libraries, passkeys, image encoding, QR codes. Those are loaded by `import()` where they
 * are first needed (the admin route, the outbox job, the download), or in the process that
 * needs them.
 *
 * A small static-import walker over src/: `import … from`, `export … from` and bare `import '…'`
 * are edges (an import whose names are all inline `type` still loads its module under type
 * stripping); `import type` and `export type` are not, nor is `import()`. `.astro` files are
 * read through their frontmatter. Packages are leaves: what they load themselves is theirs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const pagesDir = join(root, 'src/pages');

/**
 * Libraries the public path must not load at start or on a visitor's request, each with what it
 * cost the server's RSS when loaded alone (node 24). Small ones the public path reaches through
 * shared modules (otpauth, csv-parse: ~4 MB each) are not listed.
 */
const LATE_PACKAGES = [
  'kuromoji', // the copy checker's tokenizer: ~70 MB of heap once its dictionary is built
  'pdf-lib', // ~20 MB
  '@pdf-lib/fontkit',
  'fontkit', // ~29 MB
  '@simplewebauthn/server',
  'sharp',
  'qrcode',
  'nodemailer', // ~29 MB: loaded at the first mail sent
  'undici', // ~29 MB: loaded at the first outgoing request
  'prom-client', // ~22 MB: loaded only when METRICS_TOKEN turns /metrics on
];

/** Routes staff use (behind the admin guard) or one person's download: loaded on their first request. */
const NOT_PUBLIC = /^(admin|api\/admin|materials)\//;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** An .astro file's frontmatter, or a module's text. */
function scriptOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return match?.[1] ?? '';
}

/** The specifiers a module loads when it is evaluated. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, scriptOf(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

const packageOf = (specifier: string): string =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);

/**
 * Every package the entries load statically, each with one chain of modules that leads to it
 * (paths relative to the repository).
 */
function packagesReached(entries: readonly string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue: { file: string; chain: string[] }[] = entries.map((file) => ({
    file,
    chain: [relative(root, file)],
  }));
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || seen.has(next.file)) continue;
    seen.add(next.file);
    for (const specifier of staticImports(next.file)) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(next.file), specifier);
        // Assets (CSS modules, images) and files Astro generates are not modules of ours to walk.
        if (!/\.(ts|tsx|astro|js|mjs)$/.test(target) || !existsSync(target)) continue;
        queue.push({ file: target, chain: [...next.chain, relative(root, target)] });
      } else if (!specifier.startsWith('node:') && !specifier.startsWith('astro:')) {
        const name = packageOf(specifier);
        if (!reached.has(name)) reached.set(name, [...next.chain, specifier]);
      }
    }
  }
  return reached;
}

const publicRoutes = files(pagesDir).filter((file) => !NOT_PUBLIC.test(relative(pagesDir, file).split(sep).join('/')));

function lateOnes(entries: readonly string[]): string[] {
  const reached = packagesReached(entries);
  return LATE_PACKAGES.filter((name) => reached.has(name)).map(
    (name) => `${name}: ${(reached.get(name) ?? []).join(' → ')}`,
  );
}

describe('the public path loads only what visitors use', () => {
  it('the process entry and the middleware import none of the late libraries', () => {
    expect(lateOnes([join(root, 'src/http/main.server.ts'), join(root, 'src/middleware/index.ts')])).toEqual([]);
  });

  it('no public route imports one', () => {
    expect(publicRoutes.length).toBeGreaterThan(40);
    const found = publicRoutes.flatMap((route) => lateOnes([route]).map((line) => `${relative(root, route)}: ${line}`));
    expect(found).toEqual([]);
  });

  it('the walker sees a static import, and not a type-only one or an import() call', () => {
    expect(packagesReached([join(root, 'src/server/materials/stamp.server.ts')]).has('pdf-lib')).toBe(true);
    // `import type { Agent } from 'undici'` and `import('undici')` at the first request.
    expect(packagesReached([join(root, 'src/server/platform/outbound.server.ts')]).has('undici')).toBe(false);
    expect(packagesReached([join(root, 'src/server/platform/outbound.server.ts')]).has('ipaddr.js')).toBe(true);
  });
});
