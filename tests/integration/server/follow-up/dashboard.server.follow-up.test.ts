/**
 * The dashboard's 対応状況 figures: per ISO week (JST) and per owner, leads received, the share
 * whose materials were sent by their due date (the promise, issue 24), the share first answered
 * by it beside it, the median business hours to a first response, still owed materials past due.
 */

import { describe, expect, it } from 'vitest';
import { followUpStats, olderOverdueCount, weekStart } from '../../../../src/server/follow-up/dashboard.server.ts';
import { recordMaterialsSent } from '../../../../src/server/materials/materials-sent.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';
import { queryPlan } from '../../../setup/query-plan.ts';

/** An instant in Japan time as stored: jst('2026-11-24T10:00'). */
const jst = (local: string): string => new Date(`${local}:00+09:00`).toISOString();
// Thursday 26 November 2026, 12:00 in Japan: this week began on Monday the 23rd (勤労感謝の日).
const now = new Date(jst('2026-11-26T12:00'));

describe('weekStart', () => {
  it('gives the Monday of the ISO week', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(weekStart('2027-01-03')).toBe('2026-12-28');
  });
});

describe.each(testBackends())('follow-up figures on %s', (backend) => {
  const t = useTestDb(backend);

  it('is all zeros with eight weeks present and no owners on an empty database', async () => {
    const stats = await followUpStats(t.db, now);
    expect(stats.weeks.map((w) => [w.start, w.end])).toEqual([
      ['2026-11-23', '2026-11-29'],
      ['2026-11-16', '2026-11-22'],
      ['2026-11-09', '2026-11-15'],
      ['2026-11-02', '2026-11-08'],
      ['2026-10-26', '2026-11-01'],
      ['2026-10-19', '2026-10-25'],
      ['2026-10-12', '2026-10-18'],
      ['2026-10-05', '2026-10-11'],
    ]);
    expect(stats.weeks.every((w) => w.received === 0 && w.medianHours === null)).toBe(true);
    expect(stats.owners).toEqual([]);
  });

  it('counts per week and per owner: on time, late, not yet due, overdue, business hours', async () => {
    const ito = await createAdmin(t.db, { displayName: '伊藤', role: 'staff' });
    const aoki = await createAdmin(t.db, { displayName: '青木', role: 'staff' });
    const lead = (overrides: Parameters<typeof createLead>[1]) => createLead(t.db, overrides);
    // This week. Answered on time, 5 business hours after it came in.
    await lead({
      owner_id: aoki.id,
      created_at: jst('2026-11-24T10:00'),
      due_at: jst('2026-11-26T18:00'),
      first_response_at: jst('2026-11-24T15:00'),
      status: 'contacted',
    });
    // Not yet due: received, but left out of the share.
    await lead({ owner_id: null, created_at: jst('2026-11-24T11:00'), due_at: jst('2026-11-26T18:00') });
    // Spam is never counted.
    await lead({ owner_id: ito.id, created_at: jst('2026-11-25T10:00'), status: 'spam' });

    // Last week. Friday 17:00, answered Wednesday 10:00: 1 h Friday, Monday a holiday, 9 h
    // Tuesday, 1 h Wednesday = 11 h, on time.
    await lead({
      owner_id: aoki.id,
      created_at: jst('2026-11-20T17:00'),
      due_at: jst('2026-11-25T18:00'),
      first_response_at: jst('2026-11-25T10:00'),
      status: 'materials_sent',
    });
    // Still 未対応 past its due date: late, and overdue now.
    await lead({ owner_id: ito.id, created_at: jst('2026-11-19T10:00'), due_at: jst('2026-11-24T18:00') });
    // Answered a day late: 8 + 9 + 9 + 1 = 27 business hours.
    await lead({
      owner_id: ito.id,
      created_at: jst('2026-11-16T10:00'),
      due_at: jst('2026-11-18T18:00'),
      first_response_at: jst('2026-11-19T10:00'),
      status: 'contacted',
    });
    // From before due dates were kept: received, nothing more.
    await lead({ owner_id: aoki.id, created_at: jst('2026-11-17T10:00'), status: 'contacted' });
    // Long before the weeks shown, still overdue: counts against its owner only.
    await lead({ owner_id: ito.id, created_at: jst('2026-09-01T10:00'), due_at: jst('2026-09-03T18:00') });
    // After `now`: not yet.
    await lead({ owner_id: ito.id, created_at: jst('2026-11-26T12:01'), due_at: jst('2026-11-30T18:00') });

    // None of these leads has a sending recorded: the first-response figures are as they were
    // before the promise moved to the materials, and the 連絡済み ones past due now owe them.
    const stats = await followUpStats(t.db, now);
    expect(stats.weeks[0]).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
      received: 2,
      sentSettled: 0,
      sentOnTime: 0,
      responseSettled: 1,
      responseOnTime: 1,
      medianHours: 5,
      overdue: 0,
    });
    // The 資料送付済み one set by hand with no sending recorded is left out of the materials share.
    expect(stats.weeks[1]).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
      received: 4,
      sentSettled: 2,
      sentOnTime: 0,
      responseSettled: 3,
      responseOnTime: 1,
      medianHours: 19,
      overdue: 2,
    });
    expect(stats.weeks.slice(2).every((w) => w.received === 0 && w.overdue === 0)).toBe(true);
    // Owners by name (the Japanese collation), the unassigned last.
    expect(stats.owners.map((o) => o.ownerName)).toEqual([
      ...['伊藤', '青木'].sort(new Intl.Collator('ja').compare),
      null,
    ]);
    expect(stats.owners.at(-1)).toEqual({
      ownerId: null,
      ownerName: null,
      received: 1,
      sentSettled: 0,
      sentOnTime: 0,
      responseSettled: 0,
      responseOnTime: 0,
      medianHours: null,
      overdue: 0,
    });
    const byName = new Map(stats.owners.map((o) => [o.ownerName, o]));
    expect(byName.get('青木')).toMatchObject({
      received: 3,
      sentSettled: 0,
      responseSettled: 2,
      responseOnTime: 2,
      medianHours: 8,
      overdue: 0,
    });
    expect(byName.get('伊藤')).toMatchObject({
      received: 2,
      sentSettled: 2,
      sentOnTime: 0,
      responseSettled: 2,
      responseOnTime: 0,
      medianHours: 27,
      overdue: 3,
    });

    // A closure day is no business hour either: Wednesday 25th closed takes 1 h off the 11.
    await t.db
      .insertInto('closure_days')
      .values({ day: '2026-11-25', label: '臨時休業', created_at: now.toISOString() })
      .execute();
    const closed = await followUpStats(t.db, now);
    expect(closed.weeks[1]?.medianHours).toBe(18.5);
    expect(new Map(closed.owners.map((o) => [o.ownerName, o])).get('青木')?.medianHours).toBe(7.5);
  });

  it('puts a lead in the week its JST Monday midnight starts, up to now, and counts in SQL per owner', async () => {
    const ono = await createAdmin(t.db, { displayName: '小野', role: 'staff' });
    const spamOnly = await createAdmin(t.db, { displayName: '迷惑', role: 'staff' });
    const at = (created: string, overrides: Parameters<typeof createLead>[1] = {}) =>
      createLead(t.db, { owner_id: ono.id, created_at: created, ...overrides });
    // Monday 23rd 00:00 JST sharp opens this week; a millisecond before is last week's Sunday.
    // (Answered that morning: 勤労感謝の日, so no business hours.)
    await at(jst('2026-11-23T00:00'), {
      due_at: jst('2026-11-25T18:00'),
      first_response_at: jst('2026-11-23T10:00'),
      status: 'contacted',
    });
    await at(new Date(Date.parse(jst('2026-11-23T00:00')) - 1).toISOString(), { due_at: jst('2026-11-25T18:00') });
    // Exactly now is received; a millisecond later is not yet.
    await at(now.toISOString(), { due_at: jst('2026-11-30T18:00') });
    await at(new Date(now.getTime() + 1).toISOString(), { due_at: jst('2026-11-30T18:00') });
    // The oldest week shown starts on Monday 5 October; the lead just before it is overdue only.
    await at(jst('2026-10-05T00:00'), {
      due_at: jst('2026-10-07T18:00'),
      first_response_at: jst('2026-10-08T09:30'),
      status: 'contacted',
    });
    await at(new Date(Date.parse(jst('2026-10-05T00:00')) - 1).toISOString(), { due_at: jst('2026-10-07T18:00') });
    // An owner whose only lead is spam is not listed.
    await at(jst('2026-11-24T09:00'), { owner_id: spamOnly.id, status: 'spam' });

    const stats = await followUpStats(t.db, now);
    // Answered on time, but no materials by Wednesday's 18:00: late on the promise, and overdue.
    expect(stats.weeks[0]).toMatchObject({
      received: 2,
      sentSettled: 1,
      sentOnTime: 0,
      responseSettled: 1,
      responseOnTime: 1,
      medianHours: 0,
      overdue: 1,
    });
    // Sunday 22nd 23:59:59.999, still 未対応 past Wednesday's 18:00: late and overdue.
    expect(stats.weeks[1]).toMatchObject({
      received: 1,
      sentSettled: 1,
      sentOnTime: 0,
      responseSettled: 1,
      responseOnTime: 0,
      medianHours: null,
      overdue: 1,
    });
    // Answered Thursday 9:30, late: Mon 9 + Tue 9 + Wed 9 + Thu 0.5 business hours.
    expect(stats.weeks[7]).toMatchObject({
      received: 1,
      sentSettled: 1,
      sentOnTime: 0,
      responseSettled: 1,
      responseOnTime: 0,
      medianHours: 27.5,
      overdue: 1,
    });
    expect(stats.owners).toEqual([
      {
        ownerId: ono.id,
        ownerName: '小野',
        received: 4,
        sentSettled: 3,
        sentOnTime: 0,
        responseSettled: 3,
        responseOnTime: 1,
        medianHours: 13.75,
        overdue: 4,
      },
    ]);
  });

  it('measures the promise on the materials sent, by link or by post, with first response beside it', async () => {
    const mori = await createAdmin(t.db, { displayName: '森', role: 'staff' });
    const lead = (id: string, overrides: Parameters<typeof createLead>[1]) =>
      createLead(t.db, { id, owner_id: mori.id, ...overrides });
    const send = async (requestId: string, method: 'link' | 'post', at: string) => {
      const sent = await recordMaterialsSent(t.db, { requestId, method, actorId: mori.id, now: new Date(at) });
      expect(sent.ok).toBe(true);
    };
    // This week: sent by link the day before its due date (its first response too).
    await lead('by-link', { created_at: jst('2026-11-24T10:00'), due_at: jst('2026-11-26T18:00') });
    await send('by-link', 'link', jst('2026-11-25T10:00'));
    // This week, not sent and not yet due: left out of both shares.
    await lead('not-yet', { created_at: jst('2026-11-25T10:00'), due_at: jst('2026-11-27T18:00') });
    // Last week: called on time, posted at 18:00 sharp on its due date (at it counts as on time).
    await lead('by-post', {
      created_at: jst('2026-11-19T10:00'),
      due_at: jst('2026-11-24T18:00'),
      status: 'contacted',
      first_response_at: jst('2026-11-19T15:00'),
    });
    await send('by-post', 'post', jst('2026-11-24T18:00'));
    // Sent by link four days late; the sending was its first response, late too.
    await lead('late', { created_at: jst('2026-11-18T10:00'), due_at: jst('2026-11-20T18:00') });
    await send('late', 'link', jst('2026-11-24T10:00'));
    // Called on time but no materials yet, past due: late on the promise, overdue now.
    await lead('owed', {
      created_at: jst('2026-11-18T11:00'),
      due_at: jst('2026-11-20T18:00'),
      status: 'contacted',
      first_response_at: jst('2026-11-19T10:00'),
    });
    // Closed by hand without a sending: no materials owed, left out of the share.
    await lead('closed', { created_at: jst('2026-11-17T10:00'), due_at: jst('2026-11-19T18:00'), status: 'closed' });

    const stats = await followUpStats(t.db, now);
    expect(stats.weeks[0]).toMatchObject({
      received: 2,
      sentSettled: 1,
      sentOnTime: 1,
      responseSettled: 1,
      responseOnTime: 1,
      overdue: 0,
    });
    expect(stats.weeks[1]).toMatchObject({
      received: 4,
      sentSettled: 3,
      sentOnTime: 1,
      responseSettled: 3,
      responseOnTime: 2,
      overdue: 1,
    });
    expect(stats.owners).toEqual([
      expect.objectContaining({
        ownerName: '森',
        received: 6,
        sentSettled: 4,
        sentOnTime: 2,
        responseSettled: 4,
        responseOnTime: 3,
        overdue: 1,
      }),
    ]);

    // Sent now, late: it stops being overdue and stays late; the first response does not move.
    await send('owed', 'post', now.toISOString());
    const after = await followUpStats(t.db, now);
    expect(after.weeks[1]).toMatchObject({
      sentSettled: 3,
      sentOnTime: 1,
      responseSettled: 3,
      responseOnTime: 2,
      overdue: 0,
    });
  });

  it('counts an owner\'s older overdue leads through the partial index, up to a bound, then "at least"', async () => {
    const mori = await createAdmin(t.db, { displayName: '森', role: 'staff' });
    const old = (n: number, overrides: Parameters<typeof createLead>[1] = {}) =>
      createLead(t.db, {
        owner_id: mori.id,
        created_at: jst(`2026-0${1 + (n % 5)}-1${n % 10}T10:00`),
        due_at: jst(`2026-0${1 + (n % 5)}-2${n % 10}T18:00`),
        ...overrides,
      });
    for (let n = 0; n < 4; n += 1) await old(n);
    await old(9, { owner_id: null });
    // Owing nothing: sent, or 資料送付済み by hand.
    await old(7, { materials_sent_at: jst('2026-02-01T10:00'), status: 'contacted' });
    await old(8, { status: 'materials_sent' });

    const exact = await followUpStats(t.db, now);
    expect(exact.owners.map((o) => [o.ownerName, o.overdue, o.overdueAtLeast])).toEqual([
      ['森', 4, undefined],
      [null, 1, undefined],
    ]);
    const bounded = await followUpStats(t.db, now, { olderOverdueLimit: 3 });
    expect(bounded.owners.map((o) => [o.ownerName, o.overdue, o.overdueAtLeast])).toEqual([
      ['森', 3, true],
      [null, 1, undefined],
    ]);

    const since = jst('2026-10-05T00:00');
    const plan = await queryPlan(t.db, {
      compile: () => olderOverdueCount(mori.id, since, now.toISOString(), 10_000).compile(t.db),
    });
    expect(plan).toContain('material_requests_owing_idx');
  });
});
