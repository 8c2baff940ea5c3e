/**
 * The tokenizer's dictionary lives only in its worker, which ends after a quiet time (issue 40):
 * here a short one, so the test sees the thread end and the next check start another.
 */
import { expect, it, vi } from 'vitest';
import {
  morphemesOf,
  setTokenizerIdleMs,
  TOKENIZER_IDLE_MS,
  tokenizerRequested,
} from '../../../../src/server/content/advertising.server.ts';

it('ends the tokenizer after its quiet time and loads it again for the next text', async () => {
  expect(TOKENIZER_IDLE_MS).toBe(60_000);
  setTokenizerIdleMs(200);
  expect((await morphemesOf('尿漏れが治る')).length).toBeGreaterThan(0);
  expect(tokenizerRequested()).toBe(true);
  await vi.waitFor(() => expect(tokenizerRequested()).toBe(false), { timeout: 30_000, interval: 50 });
  expect((await morphemesOf('骨盤底筋')).length).toBeGreaterThan(0);
  setTokenizerIdleMs(TOKENIZER_IDLE_MS);
}, 90_000);
