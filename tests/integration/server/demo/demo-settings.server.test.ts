/**
 * The demo settings (issue 44, /admin/demos/settings) against real databases: what is saved is
 * read back, the slot engine lists slots from it (hours, absences, notice, buffers, units,
 * travel), field errors come back in Japanese keyed by the form's names and nothing is written,
 * and the staff calendar reads a week of bookings with the person filter.
 */
import { describe, expect, it, vi } from 'vitest';
import { instantOf, slotValue } from '../../../../src/domain/demo/slots.ts';
import { bookDemo, closeDemo } from '../../../../src/server/demo/demo-booking.server.ts';
import { moveOptions, readDemoWeek } from '../../../../src/server/demo/demo-calendar.server.ts';
import {
  addStaffDays,
  readDemoSettings,
  removeStaffDay,
  removeTravel,
  saveDemoRules,
  saveStaffWeek,
  saveTravel,
  saveUnit,
} from '../../../../src/server/demo/demo-settings.server.ts';
import { bookableSlots } from '../../../../src/server/demo/demo-slots.server.ts';
import { readDemoWorld } from '../../../../src/server/demo/demo-world.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 60_000 });

// Monday 2 November 2026, 09:00 in Japan; 文化の日 is the 3rd, so the first bookable day is the 4th.
const now = new Date('2026-11-02T00:00:00Z');
const values = (day: string) => (slots: { start: number }[]) =>
  slots.map((slot) => slotValue(slot.start)).filter((value) => value.startsWith(day));

const week = (overrides: Record<string, string> = {}) => ({
  ...Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
      [`start_${d}`, d >= 1 && d <= 5 ? '9:00' : ''],
      [`end_${d}`, d >= 1 && d <= 5 ? '18:00' : ''],
    ]),
  ),
  weight: '1',
  cap: '0',
  takes: 'on',
  ...overrides,
});

describe.each(testBackends())('demo settings on %s', (backend) => {
  const t = useTestDb(backend);

  it('reads the fresh install: everyone on the standard week, one unit, the seeded rules', async () => {
    const admin = await createAdmin(t.db);
    const settings = await readDemoSettings(t.db, now);
    expect(settings.rules).toMatchObject({ noticeBusinessDays: 1, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 });
    const person = settings.people.find((p) => p.id === admin.id);
    expect(person).toMatchObject({ own: false, takesDemos: true, weight: 1, dailyCap: 0 });
    expect(person?.hours[1]).toEqual([[540, 1080]]);
    expect(settings.units).toEqual([{ id: 'unit-1', label: 'デモ機 1', homeBase: '東京都', active: true }]);
  });

  it('saves a week and the engine offers only those hours', async () => {
    const admin = await createAdmin(t.db);
    const change = { actor: { id: admin.id, email: admin.email }, now };
    // Wednesdays 13:00–15:00 only.
    const saved = await saveStaffWeek(
      t.db,
      admin.id,
      week({
        start_1: '',
        end_1: '',
        start_2: '',
        end_2: '',
        start_3: '１３:００',
        end_3: '15:00',
        start_4: '',
        end_4: '',
        start_5: '',
        end_5: '',
      }),
      change,
    );
    expect(saved).toEqual({ ok: true });
    const settings = await readDemoSettings(t.db, now);
    expect(settings.people.find((p) => p.id === admin.id)).toMatchObject({
      own: true,
      hours: [[], [], [], [[780, 900]], [], [], []],
    });
    const slots = await bookableSlots(t.db, { kind: 'online', place: null }, now);
    expect(values('2026-11-04')(slots)).toEqual([
      '2026-11-04T13:00:00+09:00',
      '2026-11-04T13:30:00+09:00',
      '2026-11-04T14:00:00+09:00',
    ]);
    expect(values('2026-11-05')(slots)).toEqual([]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'demo.settings').execute();
    expect(audit.length).toBe(1);
  });

  it('refuses a bad week with Japanese messages per field and writes nothing', async () => {
    const admin = await createAdmin(t.db);
    const change = { actor: { id: admin.id, email: admin.email }, now };
    const refused = await saveStaffWeek(
      t.db,
      admin.id,
      week({ start_2: '18:00', end_2: '9:00', start_4: '9:00', end_4: '', weight: '0', cap: 'x' }),
      change,
    );
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors.end_2).toBe('終了時刻は開始時刻より後にしてください。');
    expect(refused.errors.end_4).toBe('開始と終了の両方を入力するか、両方を空欄にしてください。');
    expect(refused.errors.weight).toContain('整数');
    expect(refused.errors.cap).toContain('整数');
    expect(await t.db.selectFrom('demo_staff').selectAll().execute()).toEqual([]);
  });

  it('a person who takes no demos, or is absent, offers nothing that day', async () => {
    const a = await createAdmin(t.db);
    const b = await createAdmin(t.db);
    const change = { actor: { id: a.id, email: a.email }, now };
    expect(await saveStaffWeek(t.db, b.id, week({ takes: '' }), change)).toEqual({ ok: true });
    expect(
      await addStaffDays(
        t.db,
        { person: a.id, from: '2026-11-04', to: '2026-11-05', start: '', end: '', note: '出張' },
        change,
      ),
    ).toEqual({ ok: true });
    const settings = await readDemoSettings(t.db, now);
    expect(settings.days.map((d) => [d.userId, d.day, d.hours])).toEqual([
      [a.id, '2026-11-04', []],
      [a.id, '2026-11-05', []],
    ]);
    const slots = await bookableSlots(t.db, { kind: 'online', place: null }, now);
    expect(values('2026-11-04')(slots)).toEqual([]);
    expect(values('2026-11-06')(slots).length).toBeGreaterThan(0);
    expect(await removeStaffDay(t.db, a.id, '2026-11-04', change)).toEqual({ ok: true });
    expect(
      values('2026-11-04')(await bookableSlots(t.db, { kind: 'online', place: null }, now)).length,
    ).toBeGreaterThan(0);
    const bad = await addStaffDays(
      t.db,
      { person: a.id, from: '2026-11-10', to: '2026-11-09', start: '10:00', end: '', note: '' },
      change,
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['end', 'to']);
  });

  it('saves the notice and the buffers, which the engine applies', async () => {
    const admin = await createAdmin(t.db);
    const change = { actor: { id: admin.id, email: admin.email }, now };
    expect(
      await saveDemoRules(t.db, { notice: '3', bufferBefore: '30', bufferAfter: '0', fallback: '90' }, change),
    ).toEqual({ ok: true });
    const world = await readDemoWorld(t.db, now);
    expect(world.rules).toMatchObject({
      noticeBusinessDays: 3,
      bufferBeforeMinutes: 30,
      bufferAfterMinutes: 0,
      travelFallbackMinutes: 90,
    });
    // Three business days after Monday the 2nd, skipping 文化の日: Friday the 6th.
    expect(world.firstDay).toBe('2026-11-06');
    const refused = await saveDemoRules(
      t.db,
      { notice: '21', bufferBefore: '-1', bufferAfter: '', fallback: '90' },
      change,
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.errors).sort()).toEqual(['bufferAfter', 'bufferBefore', 'notice']);
  });

  it('adds and edits units and travel; two units take two clinic demos at once', async () => {
    const a = await createAdmin(t.db);
    await createAdmin(t.db);
    const change = { actor: { id: a.id, email: a.email }, now };
    const ten = instantOf('2026-11-04', 600);
    const lead1 = await createLead(t.db);
    const lead2 = await createLead(t.db);
    expect(
      (await bookDemo(t.db, { requestId: lead1.id as string, kind: 'showroom', start: ten, actor: null, now })).ok,
    ).toBe(true);
    // One unit: the second showroom demo at ten is refused.
    expect(values('2026-11-04T10:00')(await bookableSlots(t.db, { kind: 'showroom', place: null }, now))).toEqual([]);
    expect(await saveUnit(t.db, null, { label: 'デモ機 2', homeBase: '大阪府' }, change)).toEqual({ ok: true });
    expect(values('2026-11-04T10:00')(await bookableSlots(t.db, { kind: 'showroom', place: null }, now))).toEqual([
      '2026-11-04T10:00:00+09:00',
    ]);
    expect(
      (await bookDemo(t.db, { requestId: lead2.id as string, kind: 'showroom', start: ten, actor: null, now })).ok,
    ).toBe(true);
    expect(await saveUnit(t.db, 'unit-1', { label: '展示用', homeBase: '東京都', active: '' }, change)).toEqual({
      ok: true,
    });
    const units = (await readDemoSettings(t.db, now)).units;
    expect(units.map((u) => [u.label, u.homeBase, u.active])).toEqual([
      ['展示用', '東京都', false],
      ['デモ機 2', '大阪府', true],
    ]);
    const badUnit = await saveUnit(t.db, null, { label: '', homeBase: '東京' }, change);
    expect(badUnit.ok).toBe(false);
    if (!badUnit.ok) expect(Object.keys(badUnit.errors).sort()).toEqual(['homeBase', 'label']);

    expect(await saveTravel(t.db, { from: '神奈川県', to: '東京都', minutes: '60' }, change)).toEqual({ ok: true });
    expect(await saveTravel(t.db, { from: '東京都', to: '神奈川県', minutes: '45' }, change)).toEqual({ ok: true });
    expect(await saveTravel(t.db, { from: 'kanto', to: 'kinki', minutes: '240' }, change)).toEqual({ ok: true });
    const travel = (await readDemoSettings(t.db, now)).travel;
    expect(travel).toEqual([
      { from: 'kanto', to: 'kinki', minutes: 240 },
      { from: '東京都', to: '神奈川県', minutes: 45 },
    ]);
    const world = await readDemoWorld(t.db, now);
    expect(world.input.travel('神奈川県', '東京都')).toBe(45);
    expect(world.input.travel('埼玉県', '大阪府')).toBe(240);
    expect(await removeTravel(t.db, '東京都', '神奈川県', change)).toEqual({ ok: true });
    expect((await readDemoSettings(t.db, now)).travel.length).toBe(1);
    const badTravel = await saveTravel(t.db, { from: 'Tokyo', to: '東京都', minutes: '2000' }, change);
    expect(badTravel.ok).toBe(false);
    if (!badTravel.ok) expect(Object.keys(badTravel.errors).sort()).toEqual(['from', 'minutes']);
  });

  it('the calendar reads a week with every status and filters by person; a move lists other free slots', async () => {
    const a = await createAdmin(t.db, { displayName: '佐藤' });
    const lead = await createLead(t.db);
    const ten = instantOf('2026-11-04', 600);
    const booked = await bookDemo(t.db, {
      requestId: lead.id as string,
      kind: 'online',
      start: ten,
      actor: { id: a.id, email: a.email },
      now,
    });
    expect(booked.ok).toBe(true);
    if (!booked.ok) return;
    const row = await t.db.selectFrom('demo_bookings').select(['booked_by']).executeTakeFirstOrThrow();
    expect(row.booked_by).toBe(a.id);
    const week = await readDemoWeek(t.db, { from: '2026-11-02' });
    const wednesday = week.days.find((d) => d.day === '2026-11-04');
    expect(wednesday?.bookings).toMatchObject([
      { kind: 'online', status: 'booked', staffName: '佐藤', unitLabel: null },
    ]);
    expect(
      (await readDemoWeek(t.db, { from: '2026-11-02', staffId: 'someone-else' })).days.flatMap((d) => d.bookings),
    ).toEqual([]);
    const booking = wednesday?.bookings[0];
    if (!booking) return;
    const options = await moveOptions(t.db, booking, now);
    expect(options.length).toBeGreaterThan(0);
    expect(options.some((slot) => slot.start === ten)).toBe(false);
    await closeDemo(t.db, { bookingId: booking.id, to: 'cancelled', actor: null, now });
    const after = await readDemoWeek(t.db, { from: '2026-11-02' });
    expect(after.days.flatMap((d) => d.bookings).map((b) => b.status)).toEqual(['cancelled']);
  });
});
