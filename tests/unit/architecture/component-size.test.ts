/**
 * A component is read at once: one per file, at most 200 lines (docs: README.md, Layout). A
 * longer one is split along what its parts show, each part named after what it shows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const componentsDir = join(root, 'src/components');
const MAX_LINES = 200;

const components = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => ({
    name: relative(root, join(componentsDir, file)),
    lines: readFileSync(join(componentsDir, file), 'utf8').trimEnd().split('\n').length,
  }));

describe('components', () => {
  it('are found', () => {
    expect(components.length).toBeGreaterThan(100);
  });

  it(`are at most ${MAX_LINES} lines each`, () => {
    const long = components.filter(({ lines }) => lines > MAX_LINES).map(({ name, lines }) => `${name}: ${lines}`);
    expect(long).toEqual([]);
  });
});
