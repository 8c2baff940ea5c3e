/**
 * A check this process repeats on a timer (reminders, outcome questions, digests, alerts,
 * retention, backups): run once at start, then every interval. Never two runs at once (a run
 * asked for while one is under way joins it), none after `stop`, and the timer alone never keeps
 * the process alive. A failure goes to `onError` unless the loop has stopped: at shutdown the
 * database may close under a run in hand, which is no failure. Whether the work is due, and
 * which instance does it, is the task's own business (scheduled.server.ts).
 */
export interface Periodic {
  /** Runs the task now, or joins the run under way. */
  runNow(): Promise<void>;
  stop(): void;
  readonly stopped: boolean;
}

export function runPeriodically(
  task: () => Promise<void>,
  options: { intervalMs: number; onError: (error: unknown) => void | Promise<void> },
): Periodic {
  let stopped = false;
  let running: Promise<void> | undefined;
  const runNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= (async () => {
      try {
        await task();
      } catch (error) {
        // A handler that fails (its own alert write, say) must not end the process.
        if (!stopped) await Promise.resolve(options.onError(error)).catch(() => undefined);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  void runNow();
  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();
  return {
    runNow,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
    get stopped() {
      return stopped;
    },
  };
}
