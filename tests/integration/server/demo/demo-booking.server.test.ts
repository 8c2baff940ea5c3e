/**
 * Demo booking against real databases (issue 44): a booking claims its person's and unit's time
 * under the unique cells, moves the lead (the activity 「体験・デモ予定」, its next step, the stage
 * 体験・デモ) in the same transaction, and twenty simultaneous requests for one slot make exactly
 * one booking, on SQLite and on two handles (two instances' pools) of one PostgreSQL.
 */
import { describe, expect, it, vi } from 'vitest';
import { instantOf, slotValue } from '../../../../src/domain/demo/slots.ts';
import { bookDemo, closeDemo, rescheduleDemo } from '../../../../src/server/demo/demo-booking.server.ts';
import { ClaimTaken, claimTime } from '../../../../src/server/demo/demo-claims.server.ts';
import { bookableSlots } from '../../../../src/server/demo/demo-slots.server.ts';
import { createDb, type Db } from '../../../../src/server/platform/db.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 60_000 });

// Monday 2 November 2026, 09:00 in Japan. One business day of notice skips 文化の日 (the 3rd).
const now = new Date('2026-11-02T00:00:00Z');
const at = (day: string, hhmm: string) => instantOf(day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));
const ten = at('2026-11-04', '10:00');

async function leadRow(db: Db, id: string) {
  return db.selectFrom('material_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe.each(testBackends())('demo booking on %s', (backend) => {
  const t = useTestDb(backend);

  it('offers the standard week at once, from the first business day after the notice', async () => {
    await createAdmin(t.db);
    const slots = await bookableSlots(t.db, { kind: 'clinic', place: '東京都' }, now);
    expect(slots.length).toBeGreaterThan(0);
    expect(slotValue(slots[0]?.start ?? 0)).toBe('2026-11-04T09:00:00+09:00');
    expect(slots.some((slot) => slotValue(slot.start).startsWith('2026-11-03'))).toBe(false);
  });

  it('books: the time is claimed and the lead shows the activity, the next step and 体験・デモ', async () => {
    const staff = await createAdmin(t.db);
    const lead = await createLead(t.db);
    const booked = await bookDemo(t.db, { requestId: lead.id as string, kind: 'clinic', start: ten, actor: null, now });
    expect(booked.ok).toBe(true);
    if (!booked.ok) return;
    expect(booked.booking.staffId).toBe(staff.id);
    const row = await leadRow(t.db, lead.id as string);
    expect(row.stage).toBe('trial');
    expect(row.status).toBe('contacted');
    expect(row.next_step_on).toBe('2026-11-04');
    expect(row.next_step).toContain('体験・デモ予定');
    const activity = await t.db
      .selectFrom('lead_activities')
      .selectAll()
      .where('request_id', '=', lead.id as string)
      .executeTakeFirstOrThrow();
    expect(activity.note).toBe('体験・デモ予定：2026年11月4日（水）10:00（クリニックで）');
    const claims = await t.db.selectFrom('demo_claims').selectAll().execute();
    // 60 minutes and 15 before and after, in 5-minute cells, for the person and the unit.
    expect(claims.length).toBe(2 * 18);
    // The slot and its buffers are gone; 11:30 (15 after + 15 before) is free again.
    const after = (await bookableSlots(t.db, { kind: 'clinic', place: '東京都' }, now)).map((s) => slotValue(s.start));
    expect(after).not.toContain('2026-11-04T10:00:00+09:00');
    expect(after).not.toContain('2026-11-04T11:00:00+09:00');
    expect(after).toContain('2026-11-04T11:30:00+09:00');
  });

  it('refuses overlapping intervals in the cells, not only identical starts', async () => {
    const base = { bufferBefore: 0, bufferAfter: 0, staffId: 's1', unitId: 'u1' };
    await t.db
      .transaction()
      .execute((trx) => claimTime(trx, { ...base, bookingId: 'b1', start: ten, end: ten + 3_600_000 }));
    const overlapping = t.db
      .transaction()
      .execute((trx) => claimTime(trx, { ...base, bookingId: 'b2', start: ten + 1_800_000, end: ten + 5_400_000 }));
    await expect(overlapping).rejects.toBeInstanceOf(ClaimTaken);
    // The unit alone overlapping is enough.
    const unitOnly = t.db
      .transaction()
      .execute((trx) =>
        claimTime(trx, { ...base, staffId: 's2', bookingId: 'b3', start: ten + 1_800_000, end: ten + 5_400_000 }),
      );
    await expect(unitOnly).rejects.toBeInstanceOf(ClaimTaken);
    // Back to back is fine, and a refused claim left nothing behind.
    await t.db
      .transaction()
      .execute((trx) => claimTime(trx, { ...base, bookingId: 'b4', start: ten + 3_600_000, end: ten + 7_200_000 }));
    const rows = await t.db.selectFrom('demo_claims').select('booking_id').distinct().execute();
    expect(rows.map((r) => r.booking_id).sort()).toEqual(['b1', 'b4']);
  });

  it('twenty simultaneous requests for one slot make exactly one booking; 19 are refused with other slots', async () => {
    await createAdmin(t.db);
    await createAdmin(t.db);
    const leads = await Promise.all(Array.from({ length: 20 }, () => createLead(t.db)));
    // Two instances on PostgreSQL: two pools on one database, the requests spread over both.
    const second = backend === 'postgres' ? createDb(t.current.options) : t.db;
    try {
      const results = await Promise.all(
        leads.map((lead, i) =>
          bookDemo(i % 2 === 0 ? t.db : second, {
            requestId: lead.id as string,
            kind: 'clinic',
            start: ten,
            actor: null,
            now,
          }),
        ),
      );
      expect(results.filter((r) => r.ok).length).toBe(1);
      const refused = results.filter((r) => !r.ok);
      expect(refused.length).toBe(19);
      for (const r of refused) {
        expect(r.ok === false && r.problem).toBe('taken');
        expect(r.ok === false && r.alternatives.length).toBeGreaterThan(0);
        expect(r.ok === false && r.alternatives.some((s) => s.start === ten)).toBe(false);
      }
      const bookings = await t.db.selectFrom('demo_bookings').selectAll().execute();
      expect(bookings.length).toBe(1);
      // Only the booked lead moved.
      const trial = await t.db.selectFrom('material_requests').select('id').where('stage', '=', 'trial').execute();
      expect(trial.length).toBe(1);
    } finally {
      if (second !== t.db) await second.destroy();
    }
  });

  it('reschedules atomically and raises the sequence; twenty moves into one slot make one', async () => {
    await createAdmin(t.db);
    const leads = await Promise.all(Array.from({ length: 20 }, () => createLead(t.db)));
    // Online demos need no unit: twenty bookings over five days, two hours apart.
    const bookings: string[] = [];
    for (const [i, lead] of leads.entries()) {
      const day = ['2026-11-05', '2026-11-06', '2026-11-09', '2026-11-10', '2026-11-11'][i % 5] as string;
      const hour = `${String(9 + 2 * Math.floor(i / 5)).padStart(2, '0')}:00`;
      const booked = await bookDemo(t.db, {
        requestId: lead.id as string,
        kind: 'online',
        start: at(day, hour),
        actor: null,
        now,
      });
      if (!booked.ok) throw new Error(`setup booking ${i} refused`);
      bookings.push(booked.booking.id);
    }
    const second = backend === 'postgres' ? createDb(t.current.options) : t.db;
    try {
      const results = await Promise.all(
        bookings.map((bookingId, i) =>
          rescheduleDemo(i % 2 === 0 ? t.db : second, { bookingId, start: ten, actor: null, now }),
        ),
      );
      const moved = results.filter((r) => r.ok);
      expect(moved.length).toBe(1);
      expect(moved[0]?.ok && moved[0].sequence).toBe(1);
      expect(results.filter((r) => !r.ok && r.problem === 'taken').length).toBe(19);
      const atTen = await t.db
        .selectFrom('demo_bookings')
        .selectAll()
        .where('starts_at', '=', new Date(ten).toISOString())
        .execute();
      expect(atTen.length).toBe(1);
      // The moved booking's old time is free; the others kept theirs.
      const claims = await t.db.selectFrom('demo_claims').select('booking_id').distinct().execute();
      expect(claims.length).toBe(20);
    } finally {
      if (second !== t.db) await second.destroy();
    }
  });

  it('cancelling frees the time and records it; held and missed are recorded on the lead', async () => {
    await createAdmin(t.db);
    const lead = await createLead(t.db);
    const booked = await bookDemo(t.db, {
      requestId: lead.id as string,
      kind: 'showroom',
      start: ten,
      actor: null,
      now,
    });
    if (!booked.ok) throw new Error('refused');
    const cancelled = await closeDemo(t.db, { bookingId: booked.booking.id, to: 'cancelled', actor: null, now });
    expect(cancelled).toEqual({ ok: true, sequence: 1 });
    expect(await t.db.selectFrom('demo_claims').selectAll().execute()).toEqual([]);
    const again = await closeDemo(t.db, { bookingId: booked.booking.id, to: 'cancelled', actor: null, now });
    expect(again).toEqual({ ok: false, problem: 'closed' });
    const second = await bookDemo(t.db, {
      requestId: lead.id as string,
      kind: 'showroom',
      start: ten,
      actor: null,
      now,
    });
    if (!second.ok) throw new Error('the freed slot was refused');
    const later = new Date('2026-11-04T03:00:00Z');
    expect(
      await closeDemo(t.db, { bookingId: second.booking.id, to: 'missed', actor: null, now: later }),
    ).toMatchObject({
      ok: true,
    });
    const notes = await t.db
      .selectFrom('lead_activities')
      .select('note')
      .where('request_id', '=', lead.id as string)
      .orderBy('created_at')
      .execute();
    expect(notes.map((n) => n.note?.split('：')[0])).toEqual([
      '体験・デモ予定',
      '体験・デモ取消',
      '体験・デモ予定',
      '体験・デモ不参加',
    ]);
  });
});
