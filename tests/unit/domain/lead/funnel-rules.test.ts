import { describe, expect, it } from 'vitest';
import { nextStepDeadline, readActivityForm } from '../../../../src/domain/lead/activities.ts';
import {
  channelOf,
  channelParam,
  parseChannel,
  readFirstTouch,
  referrerHost,
} from '../../../../src/domain/lead/attribution.ts';
import { parseYen, reachedChanges, readStageForm } from '../../../../src/domain/lead/stages.ts';
import { businessDayCounter, histogramMedian } from '../../../../src/server/funnel/report.server.ts';

const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;

describe('stage rules', () => {
  it('reads yen as staff type it', () => {
    expect(parseYen('33,000')).toBe(33000);
    expect(parseYen('３３０００円')).toBe(33000);
    expect(parseYen('')).toBeNull();
    expect(parseYen('-5')).toBeUndefined();
    expect(parseYen('1.5')).toBeUndefined();
  });
  it('needs an amount for 見積 and 契約, a listed reason for 失注, real dates', () => {
    expect(readStageForm(form({ stage: 'quote' }), [])).toEqual({ ok: false, errors: { amount: true } });
    expect(readStageForm(form({ stage: 'lost', lost_reason: 'nope' }), ['price'])).toEqual({
      ok: false,
      errors: { lost_reason: true },
    });
    expect(readStageForm(form({ stage: 'meeting', meeting_on: '2026-02-30' }), [])).toEqual({
      ok: false,
      errors: { date: true },
    });
    expect(readStageForm(form({ stage: 'bogus' }), [])).toEqual({ ok: false, errors: { stage: true } });
    const won = readStageForm(
      form({ stage: 'won', amount_monthly: '33000', contract_product: 'Plus', start_on: '2026-12-01' }),
      [],
    );
    expect(won).toMatchObject({
      ok: true,
      value: { stage: 'won', amountMonthly: 33000, details: { product: 'Plus', startOn: '2026-12-01' } },
    });
  });
  it('moving back clears the later stages; lost keeps the reached ones', () => {
    expect(reachedChanges('meeting')).toEqual({ set: 'meeting', clear: ['trial', 'quote', 'won', 'lost'] });
    expect(reachedChanges('lost')).toEqual({ set: 'lost', clear: [] });
  });
});

describe('activity rules', () => {
  const today = '2026-11-27';
  it('refuses an open lead without a dated next step, with a message per field', () => {
    expect(readActivityForm(form({ activity_kind: 'phone' }), { closes: false, today })).toEqual({
      ok: false,
      errors: { next_step: 'required', next_step_on: 'required' },
    });
    expect(
      readActivityForm(form({ activity_kind: 'phone', next_step: 'x', next_step_on: '2026-11-26' }), {
        closes: false,
        today,
      }),
    ).toMatchObject({ ok: false, errors: { next_step_on: 'invalid' } });
  });
  it('lets a closed lead log without one', () => {
    expect(
      readActivityForm(form({ activity_kind: 'mail', activity_note: 'お礼' }), { closes: true, today }),
    ).toMatchObject({ ok: true });
  });
  it('a next step is overdue after the end of its day in Japan', () => {
    expect(nextStepDeadline('2026-11-27')).toBe('2026-11-27T15:00:00.000Z');
  });
});

describe('attribution', () => {
  it('keeps the first touch the form posted, else the form page, and never our own host as referrer', () => {
    const posted = readFirstTouch(
      { first_touch_page: '/product/plus?utm_source=gakkai&utm_medium=booth', first_touch_referrer: 'www.google.com' },
      { page: '/brochure-request', referrer: null },
      'www.example.jp',
    );
    expect(posted).toMatchObject({
      page: '/product/plus?utm_source=gakkai&utm_medium=booth',
      referrerHost: 'www.google.com',
      utm: { utm_source: 'gakkai', utm_medium: 'booth' },
    });
    const fallback = readFirstTouch(
      { first_touch_page: '//evil.example/' },
      { page: '/brochure-request?utm_source=x', referrer: 'https://www.example.jp/a' },
      'www.example.jp',
    );
    expect(fallback).toMatchObject({
      page: '/brochure-request?utm_source=x',
      referrerHost: null,
      utm: { utm_source: 'x' },
    });
    expect(referrerHost('https://<script>/', null)).toBeNull();
  });
  it('orders channels: offline, UTM, referrer, direct, unknown; the parameter round-trips', () => {
    const none = {
      offline_source_kind: null,
      offline_source_name: null,
      first_touch_utm_source: null,
      first_touch_utm_medium: null,
      first_touch_referrer_host: null,
      first_touch_page: null,
    };
    expect(channelOf(none)).toEqual({ kind: 'unknown' });
    expect(channelOf({ ...none, first_touch_page: '/' })).toEqual({ kind: 'direct' });
    expect(
      channelOf({ ...none, first_touch_page: '/', first_touch_referrer_host: 'a.jp', first_touch_utm_source: 'g' }),
    ).toEqual({ kind: 'utm', source: 'g', medium: '' });
    const offline = channelOf({
      ...none,
      first_touch_utm_source: 'g',
      offline_source_kind: 'trade_show',
      offline_source_name: 'JSOG|2026',
    });
    expect(parseChannel(channelParam(offline))).toEqual(offline);
    expect(parseChannel('offline|nope|x')).toBeNull();
  });
});

describe('business days between steps', () => {
  it('counts the later Japan day, not the earlier, skipping weekends and holidays', () => {
    const days = businessDayCounter(new Set());
    // Fri 2026-10-02 → Mon 10-05: 1; Thu 10-01 → Wed 10-07: 4; backwards from a known day, Fri
    // 09-18 → Thu 09-24 across 2026's Silver Week (21, 22 and 23 are holidays): 1.
    expect(days('2026-10-02', '2026-10-05')).toBe(1);
    expect(days('2026-10-01', '2026-10-07')).toBe(4);
    expect(days('2026-09-18', '2026-09-24')).toBe(1);
    expect(days('2026-10-05', '2026-10-05')).toBe(0);
  });
});

describe('the median of a histogram of days', () => {
  const listMedian = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
  };
  const histogramOf = (values: number[]) => {
    const histogram = new Map<number, number>();
    for (const value of values) histogram.set(value, (histogram.get(value) ?? 0) + 1);
    return histogram;
  };

  it('is the median of the list it stands for, odd and even lengths, one value repeated, none', () => {
    expect(histogramMedian(new Map())).toBeNull();
    for (const values of [[3], [1, 4], [0, 0, 0, 9], [2, 7, 7, 1, 30], [5, 1, 1, 2, 8, 13, 0, 0]])
      expect(histogramMedian(histogramOf(values)), values.join(',')).toBe(listMedian(values));
    // Deterministic pseudo-random lists: a histogram never answers other than the sorted list.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % 40;
    };
    for (let n = 1; n < 60; n += 1) {
      const values = Array.from({ length: n }, next);
      expect(histogramMedian(histogramOf(values))).toBe(listMedian(values));
    }
  });
});
