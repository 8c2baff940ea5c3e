/**
 * Booking, rescheduling and cancelling a demo (issue 44). Each runs in one transaction that
 * first takes the booking lock (a no-op update of the settings row: PostgreSQL's row lock,
 * SQLite's write lock), so bookings run one after another on every instance and each sees the
 * ones committed before it; then it asks the slot engine again, claims the time for the person
 * and the unit (demo-claims.server.ts: the unique cells refuse any overlap even without the
 * lock), and writes to the lead in the same transaction (demo-lead.server.ts): the activity
 * 「体験・デモ予定」 with the demo's day as the next step, and the stage 体験・デモ through the lead's
 * state model. A refusal writes nothing and offers the nearest free slots.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { assign, type DemoKind, dayOf, type Slot } from '../../domain/demo/slots.ts';
import { prefectureFromAddress } from '../../domain/prefectures.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';
import { ClaimTaken, claimTime, releaseTime } from './demo-claims.server.ts';
import { type DemoLeadEvent, writeDemoToLead } from './demo-lead.server.ts';
import { queueDemoMails } from './demo-mail.server.ts';
import { bookableSlots } from './demo-slots.server.ts';
import { readDemoWorld } from './demo-world.server.ts';

export type DemoActor = { id: string; email: string } | null;

export type DemoRefusal = 'taken' | 'notFound' | 'spam';

export type BookResult =
  | { ok: true; booking: { id: string; uid: string; start: number; end: number; staffId: string; manageToken: string } }
  | { ok: false; problem: DemoRefusal; alternatives: Slot[] };

export const hashManageToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** How many other slots a refusal offers. */
const ALTERNATIVES = 6;

async function lockBookings(trx: Db): Promise<void> {
  await trx
    .updateTable('demo_settings')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', 'default')
    .execute();
}

/** The free slots nearest to `start`, for a refusal. */
async function alternativesTo(db: Db, kind: DemoKind, place: string | null, start: number, now: Date) {
  const slots = await bookableSlots(db, { kind, place }, now);
  return slots
    .map((slot) => ({ slot, distance: Math.abs(slot.start - start) }))
    .sort((a, b) => a.distance - b.distance || a.slot.start - b.slot.start)
    .slice(0, ALTERNATIVES)
    .map(({ slot }) => slot)
    .sort((a, b) => a.start - b.start);
}

/** The lead's prefecture: where a clinic demo happens. */
async function leadPlace(db: Db, requestId: string) {
  const lead = await db
    .selectFrom('material_requests')
    .select(['id', 'status', 'address', 'address_prefecture', 'locale', 'utm_source', 'offline_source_kind'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!lead) return undefined;
  return { ...lead, place: lead.address_prefecture ?? prefectureFromAddress(lead.address) ?? null };
}

export async function bookDemo(
  db: Db,
  input: { requestId: string; kind: DemoKind; start: number; actor: DemoActor; ip?: string | null; now?: Date },
): Promise<BookResult> {
  const now = input.now ?? eventTime();
  const iso = now.toISOString();
  const lead = await leadPlace(db, input.requestId);
  if (!lead) return { ok: false, problem: 'notFound', alternatives: [] };
  if (lead.status === 'spam') return { ok: false, problem: 'spam', alternatives: [] };
  const request = { kind: input.kind, place: lead.place };
  const manageToken = randomBytes(32).toString('base64url');
  try {
    const booking = await db.transaction().execute(async (trx) => {
      await lockBookings(trx);
      const world = await readDemoWorld(trx, now);
      const offered = await bookableSlots(trx, request, now, world);
      if (!offered.some((slot) => slot.start === input.start)) throw new ClaimTaken();
      const chosen = assign(world.input, request, input.start);
      if (!chosen) throw new ClaimTaken();
      const id = randomUUID();
      const end = input.start + world.rules.slotMinutes * 60_000;
      await trx
        .insertInto('demo_bookings')
        .values({
          id,
          uid: `${randomUUID()}@demo`,
          request_id: lead.id,
          kind: input.kind,
          status: 'booked',
          starts_at: new Date(input.start).toISOString(),
          ends_at: new Date(end).toISOString(),
          staff_id: chosen.staffId,
          unit_id: chosen.unitId,
          place: chosen.place,
          buffer_before: world.rules.bufferBeforeMinutes,
          buffer_after: world.rules.bufferAfterMinutes,
          sequence: 0,
          locale: lead.locale,
          channel: lead.offline_source_kind ?? lead.utm_source ?? null,
          manage_token_hash: hashManageToken(manageToken),
          booked_by: input.actor?.id ?? null,
          created_at: iso,
          updated_at: iso,
          reminded_24h_at: null,
          reminded_2h_at: null,
          outcome_asked_at: null,
        })
        .execute();
      await claimTime(trx, {
        bookingId: id,
        start: input.start,
        end,
        bufferBefore: world.rules.bufferBeforeMinutes,
        bufferAfter: world.rules.bufferAfterMinutes,
        staffId: chosen.staffId,
        unitId: chosen.unitId,
      });
      await writeDemoToLead(
        trx,
        lead.id,
        { event: input.actor ? 'bookedByStaff' : 'booked', kind: input.kind, start: input.start },
        input.actor,
        now,
      );
      // The confirmation to the lead and the notice to the person, with this transaction.
      await queueDemoMails(trx, { bookingId: id, event: 'confirmed', now });
      await recordAudit(trx, {
        action: 'demo.book',
        actor: input.actor,
        target: { type: 'lead', id: lead.id },
        detail: { booking: id, kind: input.kind, start: new Date(input.start).toISOString(), staff: chosen.staffId },
        ip: input.ip ?? null,
        now,
      });
      const uid = (await trx.selectFrom('demo_bookings').select('uid').where('id', '=', id).executeTakeFirstOrThrow())
        .uid;
      return { id, uid, start: input.start, end, staffId: chosen.staffId, manageToken };
    });
    return { ok: true, booking };
  } catch (error) {
    if (!(error instanceof ClaimTaken)) throw error;
    return {
      ok: false,
      problem: 'taken',
      alternatives: await alternativesTo(db, input.kind, lead.place, input.start, now),
    };
  }
}

export type ChangeResult =
  | { ok: true; start: number; sequence: number }
  | { ok: false; problem: 'taken' | 'notFound' | 'closed'; alternatives: Slot[] };

async function openBooking(trx: Db, id: string) {
  return trx.selectFrom('demo_bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a booking to `start`: its time is given back and the new time claimed, atomically. */
export async function rescheduleDemo(
  db: Db,
  input: { bookingId: string; start: number; actor: DemoActor; ip?: string | null; now?: Date },
): Promise<ChangeResult> {
  const now = input.now ?? eventTime();
  const iso = now.toISOString();
  const before = await openBooking(db, input.bookingId);
  if (!before) return { ok: false, problem: 'notFound', alternatives: [] };
  const kind = before.kind as DemoKind;
  const lead = await leadPlace(db, before.request_id);
  const request = { kind, place: before.kind === 'clinic' ? (before.place ?? lead?.place ?? null) : null };
  try {
    return await db.transaction().execute(async (trx) => {
      await lockBookings(trx);
      const booking = await openBooking(trx, input.bookingId);
      if (booking?.status !== 'booked') throw new Closed();
      await releaseTime(trx, booking.id);
      const world = await readDemoWorld(trx, now, booking.id);
      const offered = await bookableSlots(trx, request, now, world);
      if (!offered.some((slot) => slot.start === input.start)) throw new ClaimTaken();
      const chosen = assign(world.input, request, input.start);
      if (!chosen) throw new ClaimTaken();
      const end = input.start + world.rules.slotMinutes * 60_000;
      const sequence = booking.sequence + 1;
      await trx
        .updateTable('demo_bookings')
        .set({
          starts_at: new Date(input.start).toISOString(),
          ends_at: new Date(end).toISOString(),
          staff_id: chosen.staffId,
          unit_id: chosen.unitId,
          buffer_before: world.rules.bufferBeforeMinutes,
          buffer_after: world.rules.bufferAfterMinutes,
          sequence,
          reminded_24h_at: null,
          reminded_2h_at: null,
          updated_at: iso,
        })
        .where('id', '=', booking.id)
        .execute();
      await claimTime(trx, {
        bookingId: booking.id,
        start: input.start,
        end,
        bufferBefore: world.rules.bufferBeforeMinutes,
        bufferAfter: world.rules.bufferAfterMinutes,
        staffId: chosen.staffId,
        unitId: chosen.unitId,
      });
      await writeDemoToLead(
        trx,
        booking.request_id,
        { event: 'rescheduled', kind, start: input.start },
        input.actor,
        now,
      );
      await queueDemoMails(trx, {
        bookingId: booking.id,
        event: 'rescheduled',
        now,
        previousStaffId: booking.staff_id,
      });
      await recordAudit(trx, {
        action: 'demo.reschedule',
        actor: input.actor,
        target: { type: 'lead', id: booking.request_id },
        detail: { booking: booking.id, from: booking.starts_at, to: new Date(input.start).toISOString() },
        ip: input.ip ?? null,
        now,
      });
      return { ok: true, start: input.start, sequence } as const;
    });
  } catch (error) {
    if (error instanceof Closed) return { ok: false, problem: 'closed', alternatives: [] };
    if (!(error instanceof ClaimTaken)) throw error;
    return {
      ok: false,
      problem: 'taken',
      alternatives: await alternativesTo(db, kind, request.place, input.start, now),
    };
  }
}

class Closed extends Error {}

/** Cancels, or records the outcome (held or missed) of, a booked demo. */
export async function closeDemo(
  db: Db,
  input: {
    bookingId: string;
    to: 'cancelled' | 'held' | 'missed';
    actor: DemoActor;
    ip?: string | null;
    now?: Date;
    /** More work in the same transaction once the change is written (the missed demo's mail). */
    also?: (trx: Db, booking: { id: string; requestId: string }) => Promise<void>;
  },
): Promise<{ ok: true; sequence: number } | { ok: false; problem: 'notFound' | 'closed' }> {
  const now = input.now ?? eventTime();
  return db.transaction().execute(async (trx) => {
    await lockBookings(trx);
    const booking = await openBooking(trx, input.bookingId);
    if (!booking) return { ok: false, problem: 'notFound' } as const;
    // Cancelling needs a booked demo; an outcome may be corrected between held and missed.
    const from = booking.status;
    if (input.to === 'cancelled' ? from !== 'booked' : from === 'cancelled' || from === input.to)
      return { ok: false, problem: 'closed' } as const;
    const sequence = input.to === 'cancelled' ? booking.sequence + 1 : booking.sequence;
    await trx
      .updateTable('demo_bookings')
      .set({ status: input.to, sequence, updated_at: now.toISOString() })
      .where('id', '=', booking.id)
      .execute();
    if (input.to === 'cancelled') {
      await releaseTime(trx, booking.id);
      await queueDemoMails(trx, { bookingId: booking.id, event: 'cancelled', now });
    }
    const event: DemoLeadEvent = input.to;
    await writeDemoToLead(
      trx,
      booking.request_id,
      { event, kind: booking.kind as DemoKind, start: Date.parse(booking.starts_at) },
      input.actor,
      now,
    );
    await recordAudit(trx, {
      action: input.to === 'cancelled' ? 'demo.cancel' : 'demo.outcome',
      actor: input.actor,
      target: { type: 'lead', id: booking.request_id },
      detail: { booking: booking.id, from, to: input.to },
      ip: input.ip ?? null,
      now,
    });
    await input.also?.(trx, { id: booking.id, requestId: booking.request_id });
    return { ok: true, sequence } as const;
  });
}

/** The Japan-time day a booking starts on (its next step's date). */
export const bookingDay = (start: number): string => dayOf(start);
