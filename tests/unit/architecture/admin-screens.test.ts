/**
 * src/components/admin is grouped by screen (src/components/admin/README.md): each folder holds
 * one screen's components, and shared/ the pieces several screens use. A screen's folder may
 * import shared/ and anything outside the admin components, never another screen's folder, so
 * that a screen can be read, changed or removed alone; shared/ imports no screen. Routes
 * (src/pages) may take a component from any folder. Every import and re-export of every module
 * is read with TypeScript's own pre-processor, `import type` included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const adminDir = join(root, 'src/components/admin');

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** The admin folder a path is in ('shared', 'leads', …), '' directly in admin/, null outside. */
function folderOf(path: string): string | null {
  const inside = relative(adminDir, path);
  if (inside.startsWith('..')) return null;
  const parts = inside.split(sep);
  return parts.length > 1 ? (parts[0] ?? '') : '';
}

const modules = files(adminDir).filter((file) => /\.tsx?$/.test(file));

describe('admin components by screen', () => {
  it('are found in several screen folders', () => {
    expect(modules.length).toBeGreaterThan(50);
    expect(new Set(modules.map(folderOf)).size).toBeGreaterThan(5);
  });

  it('sit in a folder, not directly in src/components/admin', () => {
    const loose = files(adminDir)
      .filter((file) => folderOf(file) === '' && !file.endsWith('README.md'))
      .map((file) => relative(root, file));
    expect(loose).toEqual([]);
  });

  it('import shared/ or their own folder, never another screen', () => {
    const wrong = modules.flatMap((file) => {
      const from = folderOf(file);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      return importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .filter(({ fileName }) => {
          const to = folderOf(resolve(dirname(file), fileName));
          return to !== null && to !== from && (to !== 'shared' || from === 'shared');
        })
        .map(({ fileName }) => `${relative(root, file)} → ${fileName}`);
    });
    expect(wrong).toEqual([]);
  });
});
