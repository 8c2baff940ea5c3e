import { describe, expect, it } from 'vitest';
import { createDownloadLimits } from '../../../../src/server/materials/download-limits.server.ts';

describe('download limits', () => {
  it('lets a link and a client have a fixed number under way, and frees a slot once', () => {
    const limits = createDownloadLimits(2, 3);
    const first = limits.enter('link-a', 'client-1');
    const second = limits.enter('link-a', 'client-1');
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    // The link is full; another link from the same client still passes, until the client is full.
    expect(limits.enter('link-a', 'client-2')).toBeNull();
    const third = limits.enter('link-b', 'client-1');
    expect(third).toBeTypeOf('function');
    expect(limits.enter('link-c', 'client-1')).toBeNull();
    expect(limits.inFlight).toBe(3);
    first?.();
    // A release twice frees one slot, not two.
    first?.();
    expect(limits.inFlight).toBe(2);
    expect(limits.enter('link-a', 'client-2')).toBeTypeOf('function');
    expect(limits.enter('link-a', 'client-3')).toBeNull();
  });
});
