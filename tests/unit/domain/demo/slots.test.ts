import { describe, expect, it } from 'vitest';
import {
  assign,
  type DemoSettings,
  type DemoStaff,
  type DemoUnit,
  freeSlots,
  type HeldBooking,
  instantOf,
  parseSlotValue,
  type SlotInput,
  STANDARD_HOURS,
  slotValue,
} from '../../../../src/domain/demo/slots.ts';
import { travelLookup } from '../../../../src/domain/demo/travel.ts';
import { isBusinessDay } from '../../../../src/server/follow-up/business-days.server.ts';

const settings: DemoSettings = {
  slotMinutes: 60,
  stepMinutes: 15,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  showroomPlace: '東京都',
};

const person = (id: string, overrides: Partial<DemoStaff> = {}): DemoStaff => ({
  id,
  hours: STANDARD_HOURS,
  exceptions: new Map(),
  weight: 1,
  dailyCap: 0,
  ...overrides,
});

const unit = (id: string, homeBase = '東京都'): DemoUnit => ({ id, homeBase });

const at = (day: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return instantOf(day, (h ?? 0) * 60 + (m ?? 0));
};

const booking = (day: string, from: string, to: string, overrides: Partial<HeldBooking> = {}): HeldBooking => ({
  staffId: 'a',
  unitId: 'u1',
  place: '東京都',
  unitTravels: true,
  start: at(day, from),
  end: at(day, to),
  bufferBefore: 0,
  bufferAfter: 0,
  bookedAt: 0,
  ...overrides,
});

function input(overrides: Partial<SlotInput> = {}, closures: string[] = []): SlotInput {
  const closed = new Set(closures);
  return {
    settings,
    staff: [person('a')],
    units: [unit('u1')],
    bookings: [],
    travel: travelLookup([], 60),
    isOpenDay: (day) => isBusinessDay(day, closed),
    ...overrides,
  };
}

const clinic = (place = '東京都') => ({ kind: 'clinic' as const, place });
const starts = (slots: { start: number }[]) => slots.map((s) => slotValue(s.start).slice(11, 16));

describe('the slot value', () => {
  it('is ISO 8601 in Japan time and reads back', () => {
    const start = at('2026-11-04', '10:00');
    expect(slotValue(start)).toBe('2026-11-04T10:00:00+09:00');
    expect(parseSlotValue('2026-11-04T10:00:00+09:00')).toBe(start);
    expect(parseSlotValue('2026-11-04T01:00:00Z')).toBeNull();
    expect(parseSlotValue('2026-13-04T10:00:00+09:00')).toBeNull();
  });
});

describe('closed days', () => {
  it('offers nothing on 文化の日 (Tuesday 3 November 2026)', () => {
    expect(freeSlots(input(), clinic(), '2026-11-03', 1)).toEqual([]);
    expect(freeSlots(input(), clinic(), '2026-11-04', 1).length).toBeGreaterThan(0);
  });

  it('offers nothing on a 振替休日 (Wednesday 6 May 2026)', () => {
    expect(freeSlots(input(), clinic(), '2026-05-06', 1)).toEqual([]);
    expect(freeSlots(input(), clinic(), '2026-05-07', 1).length).toBeGreaterThan(0);
  });

  it('offers nothing across a company closure range, nor at the weekend', () => {
    const closure = ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31'];
    const slots = freeSlots(input({}, closure), { kind: 'online', place: null }, '2026-12-26', 14);
    const days = new Set(slots.map((s) => slotValue(s.start).slice(0, 10)));
    for (const day of [...closure, '2026-12-26', '2026-12-27', '2027-01-01', '2027-01-02', '2027-01-03'])
      expect(days.has(day)).toBe(false);
    expect(days.has('2027-01-04')).toBe(true);
  });

  it('follows a staff member’s absence and short day', () => {
    const staff = [
      person('a', {
        exceptions: new Map([
          ['2026-11-04', []],
          ['2026-11-05', [[600, 720]]],
        ]),
      }),
    ];
    expect(freeSlots(input({ staff }), clinic(), '2026-11-04', 1)).toEqual([]);
    const short = freeSlots(input({ staff }), clinic(), '2026-11-05', 1);
    expect(starts(short)).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00']);
  });

  it('keeps a demo inside the hours: the last one ends at 18:00', () => {
    const slots = freeSlots(input(), { kind: 'online', place: null }, '2026-11-04', 1);
    expect(starts(slots).at(0)).toBe('09:00');
    expect(starts(slots).at(-1)).toBe('17:00');
  });
});

describe('buffers', () => {
  it('stack: 15 after one demo and 30 before the next keep 45 minutes between them', () => {
    const buffered = { ...settings, bufferBeforeMinutes: 30, bufferAfterMinutes: 15 };
    const held = booking('2026-11-04', '11:00', '12:00', { bufferBefore: 30, bufferAfter: 15 });
    const slots = freeSlots(
      input({ settings: buffered, bookings: [held] }),
      { kind: 'online', place: null },
      '2026-11-04',
      1,
    );
    const list = starts(slots);
    expect(list).not.toContain('12:30');
    expect(list).toContain('12:45');
    // Before it: the new demo's 15 after and the held one's 30 before.
    expect(list).toContain('09:15');
    expect(list).not.toContain('09:30');
  });
});

describe('travel', () => {
  const matrix = travelLookup([{ from: '東京都', to: '神奈川県', minutes: 60 }], 120);

  it('Tokyo 10:00–11:00 blocks Yokohama at 11:15 when the matrix says 60 minutes', () => {
    const held = booking('2026-11-04', '10:00', '11:00', { place: '東京都' });
    const base = input({ bookings: [held], travel: matrix });
    expect(assign(base, clinic('神奈川県'), at('2026-11-04', '11:15'))).toBeUndefined();
    expect(assign(base, clinic('神奈川県'), at('2026-11-04', '12:00'))).toMatchObject({ staffId: 'a', unitId: 'u1' });
    // The same clinic's prefecture needs no travel.
    expect(assign(base, clinic('東京都'), at('2026-11-04', '11:15'))).toBeDefined();
  });

  it('the larger of buffer and travel applies', () => {
    const held = booking('2026-11-04', '10:00', '11:00', { place: '東京都', bufferAfter: 90 });
    const base = input({ bookings: [held], travel: matrix, settings: { ...settings, bufferAfterMinutes: 90 } });
    expect(assign(base, clinic('神奈川県'), at('2026-11-04', '12:00'))).toBeUndefined();
    expect(assign(base, clinic('神奈川県'), at('2026-11-04', '12:30'))).toBeDefined();
  });

  it('a unit travels from its home base to the day’s first clinic', () => {
    const far = input({ units: [unit('u1', '大阪府')], travel: matrix });
    expect(assign(far, clinic('東京都'), at('2026-11-04', '10:00'))).toBeUndefined();
    expect(assign(far, clinic('東京都'), at('2026-11-04', '11:00'))).toBeDefined();
    // A showroom demo needs no unit travel, an online one no unit at all.
    expect(assign(far, { kind: 'showroom', place: null }, at('2026-11-04', '09:00'))).toBeDefined();
    expect(assign(far, { kind: 'online', place: null }, at('2026-11-04', '09:00'))).toMatchObject({ unitId: null });
  });

  it('reads a region pair when no prefecture pair is entered', () => {
    const byRegion = travelLookup([{ from: 'kanto', to: 'kinki', minutes: 200 }], 120);
    expect(byRegion('東京都', '大阪府')).toBe(200);
    expect(byRegion('大阪府', '千葉県')).toBe(200);
    expect(byRegion('東京都', '北海道')).toBe(120);
    expect(byRegion('東京都', '東京都')).toBe(0);
  });
});

describe('people and units', () => {
  it('two staff and one unit refuse a second overlapping demo', () => {
    const base = input({ staff: [person('a'), person('b')] });
    const first = assign(base, clinic(), at('2026-11-04', '10:00'));
    expect(first).toMatchObject({ staffId: 'a', unitId: 'u1' });
    const taken = input({ staff: [person('a'), person('b')], bookings: [booking('2026-11-04', '10:00', '11:00')] });
    expect(assign(taken, clinic(), at('2026-11-04', '10:30'))).toBeUndefined();
    expect(assign(taken, clinic(), at('2026-11-04', '10:00'))).toBeUndefined();
    // Online needs no unit: the second person takes it.
    expect(assign(taken, { kind: 'online', place: null }, at('2026-11-04', '10:00'))).toMatchObject({ staffId: 'b' });
    // Two units: the second one goes with the second person.
    const two = input({ staff: [person('a'), person('b')], units: [unit('u1'), unit('u2')], bookings: taken.bookings });
    expect(assign(two, clinic(), at('2026-11-04', '10:00'))).toMatchObject({ staffId: 'b', unitId: 'u2' });
  });
});

describe('round robin', () => {
  const online = { kind: 'online' as const, place: null };
  const onDay = (staffId: string, from: string, bookedAt: number, day = '2026-11-05') =>
    booking(day, from, `${String(Number(from.slice(0, 2)) + 1).padStart(2, '0')}:00`, {
      staffId,
      unitId: null,
      place: null,
      bookedAt,
    });

  it('goes to the least loaded for their weight, then the least recently booked, then by id', () => {
    const staff = [person('b'), person('a'), person('c', { weight: 2 })];
    const start = at('2026-11-04', '10:00');
    expect(assign(input({ staff }), online, start)?.staffId).toBe('a');
    // a and c have one each, but c weighs 2: c goes first.
    let bookings = [onDay('a', '09:00', 1), onDay('c', '10:00', 2)];
    expect(assign(input({ staff, bookings }), online, start)?.staffId).toBe('b');
    bookings = [...bookings, onDay('b', '11:00', 3)];
    expect(assign(input({ staff, bookings }), online, start)?.staffId).toBe('c');
    bookings = [...bookings, onDay('c', '12:00', 4)];
    // All at 1 per weight: a was booked longest ago.
    expect(assign(input({ staff, bookings }), online, start)?.staffId).toBe('a');
  });

  it('is deterministic: the same inputs, the same person, whatever the order given', () => {
    const bookings = [onDay('a', '09:00', 5), onDay('b', '10:00', 5)];
    const start = at('2026-11-04', '10:00');
    const one = assign(input({ staff: [person('a'), person('b')], bookings }), online, start);
    const two = assign(input({ staff: [person('b'), person('a')], bookings: [...bookings].reverse() }), online, start);
    expect(one).toEqual(two);
    expect(one?.staffId).toBe('a');
  });

  it('skips a person at their daily cap', () => {
    const staff = [person('a', { dailyCap: 2 }), person('b')];
    const earlier = ['09:00', '10:00', '11:00'].map((from, i) => onDay('b', from, i, '2026-11-02'));
    const bookings = [...earlier, onDay('a', '09:00', 4, '2026-11-04'), onDay('a', '10:00', 5, '2026-11-04')];
    expect(assign(input({ staff, bookings }), online, at('2026-11-04', '14:00'))?.staffId).toBe('b');
    // The next day a is free again, and b's three earlier demos put a first.
    expect(assign(input({ staff, bookings }), online, at('2026-11-05', '14:00'))?.staffId).toBe('a');
    const onlyA = [person('a', { dailyCap: 2 })];
    expect(freeSlots(input({ staff: onlyA, bookings }), online, '2026-11-04', 1)).toEqual([]);
    expect(freeSlots(input({ staff: onlyA, bookings }), online, '2026-11-05', 1).length).toBeGreaterThan(0);
  });
});
