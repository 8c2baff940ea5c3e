/**
 * Modules short enough to read at once (issue 19): a server module (src/server, src/http) at
 * most 400 lines, a React component (.tsx) at most 200. A longer one is split where its parts
 * separate (webhooks: endpoints, payloads, events, the delivery job), not trimmed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const lineCount = (file: string): number => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

/** Each file under `dirs` whose name matches and whose length passes `max`, as `path: lines`. */
function over(dirs: string[], name: RegExp, max: number): string[] {
  return dirs
    .flatMap((dir) => files(join(root, dir)))
    .filter((file) => name.test(file))
    .map((file) => ({ file: relative(root, file), lines: lineCount(file) }))
    .filter(({ lines }) => lines > max)
    .map(({ file, lines }) => `${file}: ${lines}`);
}

describe('module size', () => {
  it('keeps every server module at 400 lines or fewer', () => {
    expect(over(['src/server', 'src/http'], /\.ts$/, 400)).toEqual([]);
  });

  it('keeps every React component at 200 lines or fewer', () => {
    expect(over(['src/components', 'src/layouts'], /\.tsx$/, 200)).toEqual([]);
  });
});
