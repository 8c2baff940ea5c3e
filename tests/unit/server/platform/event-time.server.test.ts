import { describe, expect, it } from 'vitest';
import { eventTime } from '../../../../src/server/platform/event-time.server.ts';

describe('eventTime', () => {
  it('gives writes in the same millisecond strictly increasing stamps, close to the clock', () => {
    const before = Date.now();
    const stamps = Array.from({ length: 1000 }, () => eventTime().getTime());
    for (let i = 1; i < stamps.length; i += 1) expect(stamps[i]).toBeGreaterThan(stamps[i - 1] as number);
    expect(stamps[0]).toBeGreaterThanOrEqual(before);
    // A burst of 1000 writes drifts by at most 1000 ms from the wall clock.
    expect((stamps.at(-1) as number) - Date.now()).toBeLessThanOrEqual(1000);
  });
});
