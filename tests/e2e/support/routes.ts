/**
 * The routes on disk, for sweeps that must cover a new route the moment it exists (the admin
 * security pass, the hostile-header sweep).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Every file under `dir` (relative to the project), recursively. */
export function routeFiles(dir: string): string[] {
  return readdirSync(join(projectRoot, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** `src/pages/admin/leads/[id].astro` → `/admin/leads/some-id`; `src/pages/index.astro` → `/`. */
export function routePath(file: string): string {
  const path = relative(join(projectRoot, 'src/pages'), join(projectRoot, file))
    .replace(/\.(astro|ts|tsx|js|md|mdx|html)$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/\[\.\.\.[^\]]+\]/g, 'a/b')
    .replace(/\[[^\]]+\]/g, 'some-id');
  return `/${path}`;
}
