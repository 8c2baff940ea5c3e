/**
 * src/server is one folder per capability with the plumbing (platform) apart, and
 * services.server.ts on top as the composition root (ADR 019). Each folder opens with a README
 * saying what it owns and may import, and each is named in .dependency-cruiser.cjs, whose rules
 * say which other folders it may import: a new folder cannot slip past them.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverDir = join(root, 'src/server');
const entries = readdirSync(serverDir, { withFileTypes: true });
const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);

interface Rule {
  name: string;
}
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as { forbidden: Rule[] };

describe('src/server layout', () => {
  it('holds only capability folders, its README and the composition root at the top', () => {
    const topFiles = entries.filter((e) => e.isFile()).map((e) => e.name);
    expect(topFiles.sort()).toEqual(['README.md', 'services.server.ts']);
    expect(folders.length).toBeGreaterThanOrEqual(8);
  });

  it('opens every folder with a README', () => {
    expect(folders.filter((folder) => !existsSync(join(serverDir, folder, 'README.md')))).toEqual([]);
  });

  it('names every folder in the import rules, and no folder that is gone', () => {
    const ruled = config.forbidden
      .map((rule) => /^server-(?!not-|composition-)(.+)$/.exec(rule.name)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(ruled.sort()).toEqual([...folders].sort());
  });
});
