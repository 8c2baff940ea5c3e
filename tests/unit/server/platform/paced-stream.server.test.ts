import { describe, expect, it } from 'vitest';
import { pacedBy } from '../../../../src/server/platform/paced-stream.server.ts';

/** A source that counts how many chunks were taken from it. */
function countingSource(chunks: number) {
  let taken = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (taken === chunks) return controller.close();
        taken += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, taken: () => taken };
}

describe('pacedBy', () => {
  it('takes nothing more from the source while the response has not drained', async () => {
    const source = countingSource(100);
    let open: () => void = () => undefined;
    let full = false;
    const drained = () => (full ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve());
    const reader = pacedBy(source.stream, drained).getReader();
    expect((await reader.read()).value?.length).toBe(1024);
    full = true;
    const next = reader.read();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(source.taken()).toBe(1);
    full = false;
    open();
    expect((await next).value?.length).toBe(1024);
    expect(source.taken()).toBe(2);
  });

  it('passes every chunk through and ends with the source', async () => {
    const source = countingSource(5);
    let bytes = 0;
    for await (const chunk of pacedBy(source.stream, () => Promise.resolve())) bytes += chunk.length;
    expect(bytes).toBe(5 * 1024);
  });

  it('cancelling the paced stream cancels the source', async () => {
    let cancelled = false;
    const source = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(1)),
      cancel: () => {
        cancelled = true;
      },
    });
    await pacedBy(source, () => Promise.resolve()).cancel();
    expect(cancelled).toBe(true);
  });
});
