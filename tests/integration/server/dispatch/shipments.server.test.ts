import { describe, expect, it } from 'vitest';
import {
  batchSummary,
  createDispatch,
  dispatchFileName,
  dispatchPart,
  latestTrackingNumber,
  MAX_BATCH,
  markBatchShipped,
  type RecordMaterialsSent,
} from '../../../../src/server/dispatch/shipments.server.ts';
import { importTrackingNumbers } from '../../../../src/server/dispatch/tracking-import.server.ts';
import { encodeCp932 } from '../../../../src/server/platform/csv.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

const b2 = {
  format: 'b2' as const,
  options: {
    service: 'hatsubarai' as const,
    shipDate: '2026-11-27',
    item: '資料',
    billingCode: '0312345678',
    freightNumber: '01',
  },
};

/** Stands in for the materials record (brochures branch): keeps every call. */
function recorder() {
  const calls: Parameters<RecordMaterialsSent>[1][] = [];
  const record: RecordMaterialsSent = async (_db, input) => {
    calls.push(input);
  };
  return { calls, record };
}

describe.each(testBackends())('postal dispatch on %s', (backend) => {
  const t = useTestDb(backend);

  async function setup() {
    const admin = await createAdmin(t.db);
    const actor = { id: admin.id, email: admin.email, role: admin.role };
    const a = await createLead(t.db, { postal_code: '1040061', created_at: '2026-11-20T00:00:00.000Z' });
    const b = await createLead(t.db, {
      postal_code: '1500001',
      name: '髙橋 ﾊﾅｺ',
      created_at: '2026-11-21T00:00:00.000Z',
    });
    return { actor, a, b };
  }

  it('writes a B2 batch of the selected leads and marks it 発送済み once', async () => {
    const { actor, a, b } = await setup();
    const now = new Date('2026-11-26T03:00:00.000Z');
    const result = await createDispatch(t.db, { ids: [b.id, a.id], request: b2, actor, now });
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    expect(result.count).toBe(2);
    const text = new TextDecoder('shift_jis').decode(result.bytes);
    const lines = text.split('\r\n');
    expect(lines[1]?.startsWith(`${a.id},0,`)).toBe(true);
    expect(lines[2]).toContain('髙橋 ﾊﾅｺ');

    expect(await batchSummary(t.db, result.batchId)).toMatchObject({ format: 'b2', count: 2, shipped: 0 });
    const { calls, record } = recorder();
    expect(await markBatchShipped(t.db, { batchId: result.batchId, actor, now }, record)).toEqual({
      ok: true,
      marked: 2,
    });
    expect(calls.map((c) => [c.requestId, c.method, c.actorId])).toEqual(
      expect.arrayContaining([
        [a.id, 'post', actor.id],
        [b.id, 'post', actor.id],
      ]),
    );
    expect(await markBatchShipped(t.db, { batchId: result.batchId, actor, now }, record)).toEqual({
      ok: true,
      marked: 0,
    });
    expect(calls).toHaveLength(2);
    expect(await markBatchShipped(t.db, { batchId: 'nope', actor, now }, record)).toEqual({
      ok: false,
      kind: 'unknown',
    });
  });

  it('leaves out leads under review or marked spam', async () => {
    const { actor, a } = await setup();
    const review = await createLead(t.db, { postal_code: '1040061', review: true });
    const spam = await createLead(t.db, { postal_code: '1040061', status: 'spam' });
    const result = await createDispatch(t.db, {
      ids: [a.id, review.id, spam.id],
      request: { format: 'labels', preset: '12', offset: { x: 0, y: 0 } },
      actor,
      now: new Date(),
    });
    expect(result.ok && result.count).toBe(1);
    const none = await createDispatch(t.db, { ids: [review.id], request: b2, actor, now: new Date() });
    expect(none).toEqual({ ok: false, kind: 'empty' });
  });

  it('refuses a batch with a lead CP932 cannot carry, listing it, and records nothing', async () => {
    const { actor, a } = await setup();
    const odd = await createLead(t.db, { postal_code: '1040061', name: '𠮷田 太郎' });
    const result = await createDispatch(t.db, { ids: [a.id, odd.id], request: b2, actor, now: new Date() });
    expect(result).toEqual({
      ok: false,
      kind: 'rows',
      leads: [
        {
          id: odd.id,
          name: '𠮷田 太郎',
          createdAt: odd.created_at,
          problems: [{ leadId: odd.id, column: 'お届け先名', fields: ['name'], kind: 'cp932', chars: ['𠮷'] }],
        },
      ],
    });
    expect(await t.db.selectFrom('lead_shipments').selectAll().execute()).toEqual([]);
  });

  it('prints a zh-cn address on labels, and refuses, listing it, a lead no label font carries', async () => {
    const { actor, a } = await setup();
    const labels = { format: 'labels' as const, preset: '12' as const, offset: { x: 0, y: 0 } };
    const zh = await createLead(t.db, { postal_code: '2000001', address: '上海市 东纪丽疗经路 1号' });
    const printed = await createDispatch(t.db, { ids: [a.id, zh.id], request: labels, actor, now: new Date() });
    expect(printed.ok && printed.count).toBe(2);
    const odd = await createLead(t.db, { postal_code: '1040061', name: '김 민준' });
    const refused = await createDispatch(t.db, { ids: [a.id, odd.id], request: labels, actor, now: new Date() });
    expect(refused).toEqual({
      ok: false,
      kind: 'rows',
      leads: [
        {
          id: odd.id,
          name: '김 민준',
          createdAt: odd.created_at,
          problems: [{ leadId: odd.id, column: 'お名前', fields: ['name'], kind: 'glyph', chars: ['김', '민', '준'] }],
        },
      ],
    });
    // Only the printed batch was recorded.
    expect(await t.db.selectFrom('lead_shipments').selectAll().execute()).toHaveLength(2);
  });

  it('refuses more than a batch holds', async () => {
    const { actor } = await setup();
    const ids = Array.from({ length: MAX_BATCH + 1 }, (_, i) => `id-${i}`);
    expect(await createDispatch(t.db, { ids, request: b2, actor, now: new Date() })).toEqual({
      ok: false,
      kind: 'tooMany',
    });
  });

  it("stores B2's tracking numbers on their leads and hands them to the materials record", async () => {
    const { actor, a, b } = await setup();
    const batch = await createDispatch(t.db, {
      ids: [a.id, b.id],
      request: b2,
      actor,
      now: new Date('2026-11-26T03:00:00Z'),
    });
    if (!batch.ok) throw new Error('refused');
    const issued = [
      'お客様管理番号,送り状種類,クール区分,伝票番号',
      `${a.id},0,,1234-5678-9012`,
      `${b.id},0,,987654321098`,
      'someone-else,0,,111122223333',
      `${a.id},0,,not-a-number`,
      '',
    ].join('\r\n');
    const { calls, record } = recorder();
    const now = new Date('2026-11-26T09:00:00Z');
    const result = await importTrackingNumbers(t.db, { bytes: encodeCp932(issued), actor, now }, record);
    expect(result).toEqual({
      ok: true,
      report: {
        stored: 2,
        unchanged: 0,
        unmatched: [{ line: 4, reference: 'someone-else' }],
        malformed: [{ line: 5, reference: a.id }],
      },
    });
    expect(await latestTrackingNumber(t.db, a.id)).toBe('123456789012');
    expect(await latestTrackingNumber(t.db, b.id)).toBe('987654321098');
    expect(calls.find((c) => c.requestId === a.id)).toMatchObject({ method: 'post', trackingNumber: '123456789012' });
    // Issued data means the label went out: the batch is marked shipped.
    expect(await batchSummary(t.db, batch.batchId)).toMatchObject({ shipped: 2 });

    const again = await importTrackingNumbers(t.db, { bytes: encodeCp932(issued), actor, now }, record);
    expect(again.ok && again.report.unchanged).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('refuses a file that is not issued data', async () => {
    const { actor } = await setup();
    const { record } = recorder();
    const run = (bytes: Uint8Array) => importTrackingNumbers(t.db, { bytes, actor, now: new Date() }, record);
    expect(await run(encodeCp932('名前,住所\r\nx,y\r\n'))).toEqual({ ok: false, problem: 'columns' });
    expect(await run(new Uint8Array([0x82, 0xff, 0x00]))).toEqual({ ok: false, problem: 'encoding' });
    expect(await run(encodeCp932('お客様管理番号,伝票番号\r\n"unclosed,1\r\n'))).toEqual({ ok: false, problem: 'csv' });
    expect(await run(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    const huge = `お客様管理番号,伝票番号\r\n${'x,123456789012\r\n'.repeat(5001)}`;
    expect(await run(encodeCp932(huge))).toEqual({ ok: false, problem: 'tooMany' });
  });

  it('cuts a Click Post batch over 40 leads into parts of 40 rows, one batch to mark 発送済み', async () => {
    const { actor } = await setup();
    const ids: string[] = [];
    for (let i = 0; i < 85; i += 1) {
      const lead = await createLead(t.db, {
        id: `cp-${String(i).padStart(3, '0')}`,
        name: `郵送 ${i}`,
        postal_code: '1040061',
        created_at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
      });
      ids.push(lead.id as string);
    }
    const request = { format: 'click_post' as const, item: 'カタログ' };
    const result = await createDispatch(t.db, { ids: [...ids].reverse(), request, actor, now: new Date() });
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    expect({ count: result.count, parts: result.parts }).toEqual({ count: 85, parts: 3 });
    const names = (bytes: Uint8Array) =>
      new TextDecoder('shift_jis')
        .decode(bytes)
        .split('\r\n')
        .slice(1)
        .filter((line) => line !== '')
        .map((line) => line.split(',')[1]);
    // Part 1 comes with the batch; every part is read again from it, oldest lead first.
    const first = names(result.bytes);
    expect(first).toHaveLength(40);
    const parts = [];
    for (const part of [1, 2, 3]) {
      const read = await dispatchPart(t.db, { batchId: result.batchId, part, item: 'カタログ' });
      if (!read.ok) throw new Error(`part ${part}: ${JSON.stringify(read)}`);
      expect({ part: read.part, parts: read.parts }).toEqual({ part, parts: 3 });
      parts.push(names(read.bytes));
    }
    expect(parts.map((p) => p.length)).toEqual([40, 40, 5]);
    expect(parts[0]).toEqual(first);
    expect(parts.flat()).toEqual(Array.from({ length: 85 }, (_, i) => `郵送 ${i}`));
    expect(await dispatchPart(t.db, { batchId: result.batchId, part: 4, item: 'カタログ' })).toEqual({
      ok: false,
      kind: 'unknown',
    });
    expect(await dispatchPart(t.db, { batchId: 'no-such-batch', part: 1, item: 'カタログ' })).toEqual({
      ok: false,
      kind: 'unknown',
    });
    expect(await batchSummary(t.db, result.batchId)).toMatchObject({ format: 'click_post', count: 85, shipped: 0 });
    const { record } = recorder();
    expect(await markBatchShipped(t.db, { batchId: result.batchId, actor, now: new Date() }, record)).toEqual({
      ok: true,
      marked: 85,
    });
  });

  it('writes a Click Post batch of 40 leads or fewer as one file', async () => {
    const { actor, a, b } = await setup();
    const result = await createDispatch(t.db, {
      ids: [a.id, b.id],
      request: { format: 'click_post', item: '資料' },
      actor,
      now: new Date(),
    });
    expect(result.ok && result.parts).toBe(1);
  });

  it('names two label downloads in the same minute, even the same second, apart', async () => {
    const { actor, a, b } = await setup();
    const labels = { format: 'labels' as const, preset: '12' as const, offset: { x: 0, y: 0 } };
    const first = new Date('2026-11-26T03:00:05.000Z');
    const second = new Date('2026-11-26T03:00:41.000Z');
    const names: string[] = [];
    for (const now of [first, second, second]) {
      const result = await createDispatch(t.db, { ids: [a.id, b.id], request: labels, actor, now });
      if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
      names.push(dispatchFileName('labels', result.batchId, now));
    }
    expect(new Set(names).size).toBe(3);
    expect(names[0]).toMatch(/^dispatch-labels-20261126-120005-[0-9a-f]{8}\.pdf$/);
    expect(names[1]).toMatch(/^dispatch-labels-20261126-120041-[0-9a-f]{8}\.pdf$/);
    expect(dispatchFileName('click_post', 'abc-123', first, '-part2of3')).toBe(
      'dispatch-click-post-20261126-120005-abc123-part2of3.csv',
    );
  });
});
