import { describe, expect, it, vi } from 'vitest';
import { settings } from '../../../../src/content/admin/follow-up.ts';
import {
  addClosureDays,
  readFollowUpSettings,
  readSettingsOverview,
  removeClosureDay,
  saveBusinessDays,
} from '../../../../src/server/follow-up/follow-up-settings.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';

vi.setConfig({ testTimeout: 30_000 });

const actor = { id: 'u-admin', email: 'admin@example.jp' };
let tick = 0;
/** Each change a millisecond after the last, so the audit log reads back in order. */
const change = () => ({ actor, ip: '192.0.2.1', now: new Date(Date.parse('2026-11-24T01:00:00.000Z') + ++tick) });

describe.each(testBackends())('follow-up settings on %s', (backend) => {
  const t = useTestDb(backend);

  const audit = async () =>
    (
      await t.db
        .selectFrom('audit_log')
        .select(['action', 'actor_email', 'target_type', 'target_id', 'detail', 'ip'])
        .orderBy('created_at')
        .execute()
    ).map((row) => ({ ...row, detail: row.detail ? JSON.parse(row.detail) : null }));

  it('defaults to 2 business days and no closures, then keeps what an admin saves', async () => {
    expect(await readFollowUpSettings(t.db)).toEqual({ businessDays: 2, closures: new Set() });
    expect(await saveBusinessDays(t.db, { businessDays: '3' }, change())).toEqual({ ok: true });
    expect(await saveBusinessDays(t.db, { businessDays: '5' }, change())).toEqual({ ok: true });
    expect((await readFollowUpSettings(t.db)).businessDays).toBe(5);
    expect((await readSettingsOverview(t.db)).businessDays).toBe(5);
    expect(await audit()).toEqual([
      {
        action: 'settings.update',
        actor_email: actor.email,
        target_type: 'settings',
        target_id: 'follow-up',
        detail: { setting: 'businessDays', from: 2, to: 3 },
        ip: '192.0.2.1',
      },
      expect.objectContaining({ detail: { setting: 'businessDays', from: 3, to: 5 } }),
    ]);
  });

  it('refuses a number outside 1–10 without writing', async () => {
    expect(await saveBusinessDays(t.db, { businessDays: '0' }, change())).toEqual({
      ok: false,
      errors: { businessDays: settings.messages.businessDays },
    });
    expect((await readFollowUpSettings(t.db)).businessDays).toBe(2);
    expect(await audit()).toEqual([]);
  });

  it('adds 年末年始 as one row per day, lists the upcoming ones and removes one', async () => {
    const result = await addClosureDays(t.db, { from: '2026-12-29', to: '2027-01-03', label: '年末年始' }, change());
    expect(result).toEqual({
      ok: true,
      added: ['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'],
    });
    // A day already closed keeps its row; only the new one is added and logged.
    expect(await addClosureDays(t.db, { from: '2027-01-03', to: '2027-01-04', label: '' }, change())).toEqual({
      ok: true,
      added: ['2027-01-04'],
    });
    await addClosureDays(t.db, { from: '2026-08-13', to: '', label: '夏季休業' }, change());

    const { closures } = await readFollowUpSettings(t.db);
    expect(closures.size).toBe(8);
    expect(closures.has('2027-01-01')).toBe(true);

    // Seen from 2026-11-24 JST, August has passed.
    const { upcomingClosures } = await readSettingsOverview(t.db, new Date('2026-11-24T01:00:00.000Z'));
    expect(upcomingClosures.map((c) => c.day)).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
    expect(upcomingClosures[0]).toEqual({ day: '2026-12-29', label: '年末年始' });
    expect(upcomingClosures.at(-1)).toEqual({ day: '2027-01-04', label: null });

    expect(await removeClosureDay(t.db, '2027-01-04', change())).toEqual({ ok: true });
    expect(await removeClosureDay(t.db, '2027-01-04', change())).toEqual({ ok: false, problem: 'notFound' });
    expect((await readFollowUpSettings(t.db)).closures.has('2027-01-04')).toBe(false);

    expect((await audit()).map((entry) => entry.detail)).toEqual([
      {
        setting: 'closureDays',
        added: ['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'],
        label: '年末年始',
      },
      { setting: 'closureDays', added: ['2027-01-04'], label: null },
      { setting: 'closureDays', added: ['2026-08-13'], label: '夏季休業' },
      { setting: 'closureDays', removed: '2027-01-04', label: null },
    ]);
  });

  it('answers a bad closure with field errors and writes nothing', async () => {
    expect(await addClosureDays(t.db, { from: '2026-12-29', to: '2026-12-01', label: '' }, change())).toEqual({
      ok: false,
      errors: { to: settings.messages.rangeOrder },
    });
    expect((await readFollowUpSettings(t.db)).closures.size).toBe(0);
    expect(await audit()).toEqual([]);
  });
});
