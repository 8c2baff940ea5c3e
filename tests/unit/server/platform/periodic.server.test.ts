/**
 * The timer loop every periodic check runs on (reminders, digests, alerts, retention, backups):
 * one run at a time, none after stop, and a failure reported only while running.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from '../../../../src/server/platform/periodic.server.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('runPeriodically', () => {
  it('runs at once and then every interval, never two runs at once', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: (() => void) | undefined;
    const loop = runPeriodically(
      async () => {
        runs += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      { intervalMs: 1_000, onError: () => undefined },
    );
    expect(runs).toBe(1);
    // Ticks while the first run is under way join it.
    await vi.advanceTimersByTimeAsync(3_000);
    const joined = loop.runNow();
    expect(runs).toBe(1);
    release?.();
    await joined;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    loop.stop();
  });

  it('reports a failure while running, but not once stopped, and never runs after stop', async () => {
    const errors: unknown[] = [];
    let fail: ((error: Error) => void) | undefined;
    let runs = 0;
    const loop = runPeriodically(
      async () => {
        runs += 1;
        await new Promise<void>((_, reject) => {
          fail = reject;
        });
      },
      { intervalMs: 60_000, onError: (error) => void errors.push(error) },
    );
    fail?.(new Error('database down'));
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    const second = loop.runNow();
    loop.stop();
    expect(loop.stopped).toBe(true);
    // The database closing under a run at shutdown is no failure.
    fail?.(new Error('database closed'));
    await second;
    expect(errors).toHaveLength(1);
    await loop.runNow();
    expect(runs).toBe(2);
  });

  it('survives an error handler that fails', async () => {
    const loop = runPeriodically(
      async () => {
        throw new Error('snapshot failed');
      },
      {
        intervalMs: 60_000,
        onError: async () => {
          throw new Error('alert write failed');
        },
      },
    );
    await expect(loop.runNow()).resolves.toBeUndefined();
    loop.stop();
  });
});
