/**
 * Two rules a green build does not show. The server part knows no routes, so its READMEs name
 * what a folder does, never a URL path. And a comment says what the code checks or why, in its
 * own words: a citation of the specification's numbering or of the decisions file goes stale
 * the day that text is renumbered, and tells a reader nothing on its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `path:line` for every line of `files` that `pattern` matches. */
function offending(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${relative(root, file)}:${index + 1}`] : [])),
  );
}

describe('comments and READMEs', () => {
  it('name no route path in the server part', () => {
    const readmes = filesUnder(join(root, 'src/server'), (name) => name === 'README.md');
    expect(readmes.length).toBeGreaterThan(5);
    expect(offending(readmes, /`\/[a-z]/)).toEqual([]);
  });

  it('cite neither the specification’s sections nor the decisions file in sources and tests', () => {
    const code = (name: string) => /\.(ts|tsx|astro)$/.test(name);
    const files = ['src', 'tests', 'scripts']
      .flatMap((dir) => filesUnder(join(root, dir), code))
      .filter((file) => !file.endsWith('comments-say-what.test.ts'));
    expect(offending(files, /DECISIONS\.md|\bspec(ification)?('s)? (section|§)\s*\d|\(spec(ification)? \d/i)).toEqual(
      [],
    );
  });
});
