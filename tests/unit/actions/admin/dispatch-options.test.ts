import { describe, expect, it } from 'vitest';
import {
  defaultValues,
  openingValues,
  rememberedFrom,
  requestFrom,
  selectedIds,
  valuesFrom,
} from '../../../../src/actions/admin/dispatch-options.ts';

const now = new Date('2026-11-26T16:00:00.000Z'); // 01:00 on the 27th in Japan
const form = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('the 発送データ form', () => {
  it('defaults to B2 発払い shipped today in Japan', () => {
    expect(defaultValues(now)).toMatchObject({
      format: 'b2',
      service: 'hatsubarai',
      shipDate: '2026-11-27',
      preset: '12',
    });
  });

  it('opens with the last file’s codes and choices, shipped today (issue 42)', () => {
    const last = { ...defaultValues(new Date('2026-11-20T00:00:00.000Z')), service: 'yu_mail' as const };
    const remembered = rememberedFrom({ ...last, billingCode: '031234567801', freightNumber: '02' });
    expect(remembered).not.toHaveProperty('shipDate');
    expect(openingValues(remembered, now)).toEqual({
      ...defaultValues(now),
      service: 'yu_mail',
      billingCode: '031234567801',
      freightNumber: '02',
    });
    expect(openingValues(null, now)).toEqual(defaultValues(now));
    // A stored choice the form no longer offers falls back to the default.
    expect(openingValues({ ...remembered, preset: '99', service: 'taxi' }, now)).toMatchObject({
      preset: '12',
      service: 'hatsubarai',
    });
  });

  it('reads the ticked leads from lead:<id> checkboxes only', () => {
    const fields = form({ 'lead:a-1': '1', 'lead:b-2': '0', other: '1', 'lead:bad id': '1', 'lead:c-3': '1' });
    expect(selectedIds(fields, 500)).toEqual(['a-1', 'c-3']);
    const many = form(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`lead:id-${i}`, '1'])));
    expect(selectedIds(many, 3)).toHaveLength(4);
  });

  it('drops unknown choices back to the defaults', () => {
    const values = valuesFrom(form({ format: 'fax', service: 'x', preset: '99' }), now);
    expect(values).toMatchObject({ format: 'b2', service: 'hatsubarai', preset: '12' });
  });

  it('takes クロネコゆうメール and クロネコゆうパケット, and no longer DM便 or ネコポス', () => {
    expect(valuesFrom(form({ service: 'yu_mail' }), now).service).toBe('yu_mail');
    expect(valuesFrom(form({ service: 'yu_packet' }), now).service).toBe('yu_packet');
    expect(valuesFrom(form({ service: 'dm' }), now).service).toBe('hatsubarai');
    expect(valuesFrom(form({ service: 'nekopos' }), now).service).toBe('hatsubarai');
  });

  it('builds a B2 request, and names the first bad field', () => {
    const base = { format: 'b2', shipDate: '2026-11-27', item: '資料', billingCode: '0312345678', freightNumber: '01' };
    expect(requestFrom(valuesFrom(form(base), now))).toEqual({
      ok: true,
      request: {
        format: 'b2',
        options: {
          service: 'hatsubarai',
          shipDate: '2026-11-27',
          item: '資料',
          billingCode: '0312345678',
          freightNumber: '01',
        },
      },
    });
    expect(requestFrom(valuesFrom(form({ ...base, billingCode: '12' }), now))).toMatchObject({ ok: false });
    expect(requestFrom(valuesFrom(form({ ...base, shipDate: '2026-13-45' }), now))).toMatchObject({ ok: false });
    expect(requestFrom(valuesFrom(form({ ...base, item: '資'.repeat(26) }), now))).toMatchObject({ ok: false });
    expect(requestFrom(valuesFrom(form({ ...base, freightNumber: '1' }), now))).toMatchObject({ ok: false });
  });

  it('bounds the label offset to ±10 mm', () => {
    const labels = (x: string, y: string) =>
      requestFrom(valuesFrom(form({ format: 'labels', offsetX: x, offsetY: y }), now));
    expect(labels('-2.5', '10')).toEqual({
      ok: true,
      request: { format: 'labels', preset: '12', offset: { x: -2.5, y: 10 } },
    });
    expect(labels('11', '0')).toMatchObject({ ok: false });
    expect(labels('1e3', '0')).toMatchObject({ ok: false });
    expect(labels('', '0')).toMatchObject({ ok: false });
  });
});
