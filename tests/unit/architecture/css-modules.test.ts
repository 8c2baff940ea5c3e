import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const componentsDir = join(root, 'src/components');
const layersFile = join(root, 'src/styles/layers.css');

const modules = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.module.css'))
  .map((file) => ({
    name: relative(root, join(componentsDir, file)),
    css: readFileSync(join(componentsDir, file), 'utf8'),
  }));

describe('CSS modules', () => {
  it('are found', () => {
    expect(modules.length).toBeGreaterThan(100);
  });

  // A page may load a component's stylesheet before the global one, and the first file to name
  // a layer fixes its place: each module states the order (layers.css) before its one layer.
  it('import the layer order, then put every rule in @layer components', () => {
    const wrong = modules.filter(({ name, css }) => {
      const imported = relative(dirname(join(root, name)), layersFile);
      return (
        !css.startsWith(`@import "${imported}";\n\n@layer components {\n`) ||
        !css.trimEnd().endsWith('}') ||
        css.match(/^\S/gm)?.length !== 3
      );
    });
    expect(wrong.map(({ name }) => name)).toEqual([]);
  });

  it('take their colours from tokens.css', () => {
    const wrong = modules.filter(({ css }) => /#[0-9a-f]{3,8}\b/i.test(css));
    expect(wrong.map(({ name }) => name)).toEqual([]);
  });
});
