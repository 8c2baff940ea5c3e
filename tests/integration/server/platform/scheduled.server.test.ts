import { describe, expect, it } from 'vitest';
import { japanDay, runOncePerPeriod } from '../../../../src/server/platform/scheduled.server.ts';
import { openAnotherHandle, testBackends, useTestDb } from '../../../setup/db.ts';

describe('japanDay', () => {
  it('is the calendar day in Japan', () => {
    expect(japanDay(new Date('2026-11-21T14:59:59.999Z'))).toBe('2026-11-21');
    expect(japanDay(new Date('2026-11-21T15:00:00.000Z'))).toBe('2026-11-22');
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testBackends())('runOncePerPeriod on %s', (backend) => {
  const t = useTestDb(backend);

  it('runs exactly one of two concurrent callers on separate connections', async () => {
    const other = openAnotherHandle(t.current);
    try {
      for (let round = 0; round < 10; round += 1) {
        let runs = 0;
        const task = async () => {
          runs += 1;
          // Long enough for the other caller to arrive while this one runs.
          await pause(20);
          return 'done';
        };
        const outcomes = await Promise.all([
          runOncePerPeriod(t.db, 'digest', `2026-11-${10 + round}`, task),
          runOncePerPeriod(other, 'digest', `2026-11-${10 + round}`, task),
        ]);
        expect(runs).toBe(1);
        expect(outcomes.filter((outcome) => outcome.ran)).toEqual([{ ran: true, result: 'done' }]);
      }
      const rows = await t.db.selectFrom('scheduled_runs').selectAll().execute();
      expect(rows).toHaveLength(10);
      expect(rows.every((row) => row.finished_at !== null)).toBe(true);
    } finally {
      await other.destroy();
    }
  });

  it('runs again in the next period and keeps tasks apart', async () => {
    const calls: string[] = [];
    const task = (name: string) => async () => {
      calls.push(name);
    };
    expect(await runOncePerPeriod(t.db, 'retention', '2026-11-21', task('r1'))).toEqual({
      ran: true,
      result: undefined,
    });
    expect(await runOncePerPeriod(t.db, 'retention', '2026-11-21', task('r1 again'))).toEqual({ ran: false });
    expect((await runOncePerPeriod(t.db, 'digest', '2026-11-21', task('d1'))).ran).toBe(true);
    expect((await runOncePerPeriod(t.db, 'retention', '2026-11-22', task('r2'))).ran).toBe(true);
    expect(calls).toEqual(['r1', 'd1', 'r2']);
  });

  it('gives the period back when the run fails, so a later call runs it', async () => {
    const failing = async () => {
      throw new Error('smtp down');
    };
    await expect(runOncePerPeriod(t.db, 'digest', '2026-11-21', failing)).rejects.toThrow('smtp down');
    expect(await t.db.selectFrom('scheduled_runs').selectAll().execute()).toEqual([]);
    expect(await runOncePerPeriod(t.db, 'digest', '2026-11-21', async () => 42)).toEqual({ ran: true, result: 42 });
  });
});
