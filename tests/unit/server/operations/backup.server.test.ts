import { describe, expect, it } from 'vitest';
import { retentionDefaults } from '../../../../src/content/retention.ts';
import {
  backupWindowDays,
  planRotation,
  snapshotName,
  snapshotTime,
} from '../../../../src/server/operations/backup.server.ts';

const keep = { daily: 7, weekly: 4 };
/** A snapshot at 02:00 JST (17:00 UTC the day before) `daysAgo` days before `now`'s Japan day. */
const nightly = (now: Date, daysAgo: number) => snapshotName(new Date(now.getTime() - daysAgo * 86_400_000));

describe('snapshot names', () => {
  it('carry their time, to the second', () => {
    const at = new Date('2026-11-26T17:00:05.123Z');
    expect(snapshotName(at)).toBe('site-20261126T170005Z.db');
    expect(snapshotTime(snapshotName(at))?.toISOString()).toBe('2026-11-26T17:00:05.000Z');
    expect(snapshotTime('site-20261126T170005Z.db.partial')).toBeUndefined();
    expect(snapshotTime('notes.txt')).toBeUndefined();
  });
});

describe('planRotation with a fixed clock', () => {
  // Thursday 26 November 2026, 02:00 JST.
  const now = new Date('2026-11-25T17:00:00.000Z');

  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks, and deletes the rest', () => {
    const names = Array.from({ length: 60 }, (_, i) => nightly(now, i));
    const plan = planRotation(names, now, keep);
    const kept = plan.keep.map((name) => snapshotTime(name)?.toISOString().slice(0, 10));
    expect(kept).toEqual([
      // Daily: 26 Nov back to 20 Nov (Japan days; the names are in UTC, the evening before).
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      // Weekly, as restic counts them (a snapshot may stand for a day and a week): the newest
      // of this week and of the 3 before; the last two weeks' newest are daily ones already,
      // so these add Sunday 15 and Sunday 8 November (02:00 JST).
      '2026-11-14',
      '2026-11-07',
    ]);
    expect(plan.remove).toHaveLength(51);
    expect(new Set([...plan.keep, ...plan.remove]).size).toBe(60);
  });

  it('keeps nothing older than the window the privacy policy states', () => {
    const names = Array.from({ length: 200 }, (_, i) => nightly(now, i / 3));
    const oldest = Math.min(...planRotation(names, now, keep).keep.map((n) => snapshotTime(n)?.getTime() ?? 0));
    expect((now.getTime() - oldest) / 86_400_000).toBeLessThan(retentionDefaults.backupWindowDays);
    expect(backupWindowDays(keep)).toBe(retentionDefaults.backupWindowDays);
  });

  it('keeps several a day only as the newest of that day, and ignores other files', () => {
    const names = ['site-20261125T010000Z.db', 'site-20261125T030000Z.db', 'README', 'site-x.db'];
    expect(planRotation(names, now, keep)).toEqual({
      keep: ['site-20261125T030000Z.db'],
      remove: ['site-20261125T010000Z.db'],
    });
  });

  it('keeps a snapshot taken on demand until it is older than the window, whatever the nightly ones', () => {
    const names = [nightly(now, 0), 'site-manual-20261125T160000Z.db', 'site-manual-20261028T000000Z.db'];
    expect(planRotation(names, now, keep)).toEqual({
      keep: [nightly(now, 0), 'site-manual-20261125T160000Z.db'],
      remove: ['site-manual-20261028T000000Z.db'],
    });
  });

  it('with weekly 0 keeps only the daily ones', () => {
    const names = Array.from({ length: 30 }, (_, i) => nightly(now, i));
    expect(planRotation(names, now, { daily: 3, weekly: 0 }).keep).toHaveLength(3);
  });
});
