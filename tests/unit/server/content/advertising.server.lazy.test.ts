/** The tokenizer (some 70 MB of heap, about a second) loads on the first check, not on import. */
import { expect, it } from 'vitest';

it('does not load the dictionary until a text is checked', async () => {
  const advertising = await import('../../../../src/server/content/advertising.server.ts');
  await import('../../../../src/server/content/news-form.server.ts');
  expect(advertising.tokenizerRequested()).toBe(false);
  await advertising.checkText('治る', 'ja', { classes: ['general'] });
  expect(advertising.tokenizerRequested()).toBe(true);
});
