/**
 * src/server holds plain functions over the database, mail and so on; it knows nothing of HTTP
 * requests, Astro or this site's URLs. Those belong to the routes (src/pages), the actions
 * (src/actions), the middleware (src/middleware) and the node front server (src/http). This
 * reads every module of src/server as TypeScript and fails on:
 * - the `Request` type, `Astro`, Astro's context types or `App.Locals`;
 * - an import of `astro` (or `astro:*`, `@astrojs/*`) or of the HTTP layers named above;
 * - a string that is a path of this site: under /admin or /api, or any route of src/pages.
 * Comments are not read: a module may say which page uses it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverDir = join(root, 'src/server');
const pagesDir = join(root, 'src/pages');

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const HTTP_NAMES = new Set(['Request', 'Astro', 'AstroGlobal', 'APIContext', 'APIRoute', 'AstroCookies']);
const HTTP_MODULES = /^(astro($|[:/])|@astrojs\/)/;
const HTTP_LAYERS = ['src/actions', 'src/http', 'src/middleware', 'src/pages'].map((dir) => join(root, dir));

/** Each route's path up to its first dynamic segment: `/admin/leads/[id].astro` → `/admin/leads`. */
function routePaths(): string[] {
  const paths = new Set<string>();
  for (const file of files(pagesDir)) {
    const segments = relative(pagesDir, file).split(sep);
    const last = segments.pop()?.replace(/\.[^.]+$/, '') ?? '';
    if (last !== 'index') segments.push(last);
    const dynamic = segments.findIndex((segment) => segment.startsWith('['));
    const path = `/${(dynamic < 0 ? segments : segments.slice(0, dynamic)).join('/')}`;
    if (path !== '/') paths.add(path);
  }
  return [...paths];
}

const routes = routePaths();

function isSitePath(text: string): boolean {
  if (/^\/(admin|api)(\/|$|\?)/.test(text)) return true;
  return routes.some((path) => text === path || text.startsWith(`${path}/`) || text.startsWith(`${path}?`));
}

interface Finding {
  file: string;
  line: number;
  what: string;
}

function findings(file: string, text = readFileSync(file, 'utf8')): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Finding[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push({
      file: relative(root, file),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      what,
    });
  const checkSpecifier = (node: ts.Node, specifier: string) => {
    if (HTTP_MODULES.test(specifier)) report(node, `imports ${specifier}`);
    if (specifier.startsWith('.')) {
      const target = resolve(dirname(file), specifier);
      if (HTTP_LAYERS.some((layer) => target === layer || target.startsWith(`${layer}${sep}`))) {
        report(node, `imports ${specifier}`);
      }
    }
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) checkSpecifier(node, node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) checkSpecifier(node, argument.text);
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) checkSpecifier(node, literal.text);
    }
    if (ts.isIdentifier(node) && HTTP_NAMES.has(node.text)) report(node, `names ${node.text}`);
    if (ts.isQualifiedName(node) && node.getText(source) === 'App.Locals') report(node, 'names App.Locals');
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      isSitePath(node.text)
    ) {
      report(node, `names the site path ${JSON.stringify(node.text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('src/server', () => {
  const modules = files(serverDir).filter((file) => /\.tsx?$/.test(file));

  it('is read in full, and the route list is not empty', () => {
    expect(modules.length).toBeGreaterThan(30);
    expect(routes).toEqual(expect.arrayContaining(['/admin/login', '/api/brochure-requests', '/brochure-request']));
  });

  it('knows nothing of requests, Astro or the site’s URLs', () => {
    const problems = modules.flatMap((file) => findings(file)).map(({ file, line, what }) => `${file}:${line} ${what}`);
    expect(problems).toEqual([]);
  });

  it('would notice each kind of problem', () => {
    const sample = [
      "import type { APIContext } from 'astro';",
      "import { readForm } from '../actions/body.ts';",
      'export const read = (request: Request) => request;',
      'export const locals = (l: App.Locals) => l;',
      "export const home = '/admin';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is source text holding a template
      'export const lead = (site: string, id: string) => `${site}/admin/leads/${id}`;',
      "export const result = '/brochure-request?lead=x';",
      "export const mailDir = 'mail/admin';",
      '// A comment may name /admin/leads and Request.',
    ].join('\n');
    expect(findings(join(serverDir, 'probe.server.ts'), sample).map((f) => `${f.line} ${f.what}`)).toEqual([
      '1 imports astro',
      '2 imports ../actions/body.ts',
      '3 names Request',
      '4 names App.Locals',
      '5 names the site path "/admin"',
      '6 names the site path "/admin/leads/"',
      '7 names the site path "/brochure-request?lead=x"',
    ]);
  });
});
