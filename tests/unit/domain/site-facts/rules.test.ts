import { describe, expect, it } from 'vitest';
import { defaultSiteFacts } from '../../../../src/content/site-facts.ts';
import { type SiteFacts, siteFactsSchema } from '../../../../src/domain/site-facts/facts.ts';
import { factsFromForm, factValues } from '../../../../src/domain/site-facts/form.ts';
import { eightWeekProblems, publishProblems, resolveFacts } from '../../../../src/domain/site-facts/rules.ts';
import { jstLocalToIso } from '../../../../src/domain/site-facts/time.ts';

const at = (local: string) => Date.parse(jstLocalToIso(local) ?? '');
const copy = (): SiteFacts => structuredClone(defaultSiteFacts);

describe('the shipped facts', () => {
  it('are a valid version that announces no launch as coming', () => {
    expect(siteFactsSchema.safeParse(defaultSiteFacts).success).toBe(true);
    const resolved = resolveFacts(defaultSiteFacts, 'ja', Date.parse('2026-11-27T00:00:00Z'));
    expect(resolved.products.dr.status).toBe('on_sale');
    expect(resolved.products.dr.launchText).toBe('');
    expect(resolved.rental.usualMonthlyYen).toBeNull();
  });
});

describe('the banner', () => {
  it('shows only from its start until its end (Japan time)', () => {
    const facts = copy();
    facts.banner.from = jstLocalToIso('2026-12-01T09:00');
    facts.banner.until = jstLocalToIso('2026-12-31T23:59');
    expect(resolveFacts(facts, 'ja', at('2026-12-01T08:59')).banner).toBeNull();
    expect(resolveFacts(facts, 'ja', at('2026-12-01T09:00')).banner?.text).toBe(facts.banner.text.ja);
    expect(resolveFacts(facts, 'en', at('2026-12-31T23:58')).banner?.text).toBe(facts.banner.text.en);
    expect(resolveFacts(facts, 'ja', at('2026-12-31T23:59')).banner).toBeNull();
  });
  it('an empty text in a language shows no banner there', () => {
    const facts = copy();
    facts.banner.from = null;
    facts.banner.until = null;
    facts.banner.text.en = '';
    expect(resolveFacts(facts, 'en', Date.now()).banner).toBeNull();
    expect(resolveFacts(facts, 'ja', Date.now()).banner).not.toBeNull();
  });
});

describe('sales status', () => {
  it('a planned launch whose date has come is on sale, never coming', () => {
    const facts = copy();
    facts.products.dr = {
      status: 'preorder',
      launchOn: '2026-12-01',
      launchText: { ja: '2026年12月', en: 'x', 'zh-cn': 'y' },
    };
    expect(resolveFacts(facts, 'ja', at('2026-11-30T23:59')).products.dr).toEqual({
      status: 'preorder',
      launchText: '2026年12月',
    });
    expect(resolveFacts(facts, 'ja', at('2026-12-01T00:00')).products.dr).toEqual({
      status: 'on_sale',
      launchText: '',
    });
  });
});

describe('the 8-week rule', () => {
  it('accepts a price charged for the 8 weeks before the sale', () => {
    expect(eightWeekProblems([{ from: '2026-10-01', until: '2026-11-30' }], '2026-12-01')).toEqual([]);
  });
  it('refuses without evidence, with too few days, and when the price is stale', () => {
    expect(eightWeekProblems([], '2026-12-01')).toHaveLength(1);
    const short = eightWeekProblems([{ from: '2026-11-20', until: '2026-11-30' }], '2026-12-01');
    expect(short.join(' ')).toContain('11日');
    expect(short.join(' ')).toContain('通算11日');
    const stale = eightWeekProblems([{ from: '2026-09-01', until: '2026-11-10' }], '2026-12-01');
    expect(stale.join(' ')).toContain('2026-11-10');
  });
  it('exactly half of 56 days is not a majority; 29 is', () => {
    expect(eightWeekProblems([{ from: '2026-11-03', until: '2026-11-30' }], '2026-12-01')).toHaveLength(1);
    expect(eightWeekProblems([{ from: '2026-11-02', until: '2026-11-30' }], '2026-12-01')).toEqual([]);
  });
  it('publishing refuses a comparison without it, and the page never strikes through such a price', () => {
    const facts = copy();
    facts.rental = {
      monthlyYen: 88_000,
      period: { from: jstLocalToIso('2026-12-01T00:00') ?? '', until: jstLocalToIso('2027-01-01T00:00') ?? '' },
      usualMonthlyYen: 110_000,
      compare: true,
      usualEvidence: [{ from: '2026-11-20', until: '2026-11-30' }],
    };
    expect(publishProblems(facts).rental_evidence).toContain('8週間');
    expect(resolveFacts(facts, 'ja', at('2026-12-02T00:00')).rental.usualMonthlyYen).toBeNull();
    facts.rental.usualEvidence = [{ from: '2026-09-01', until: '2026-11-30' }];
    expect(publishProblems(facts)).toEqual({});
    expect(resolveFacts(facts, 'ja', at('2026-12-02T00:00')).rental).toMatchObject({
      monthlyYen: 88_000,
      usualMonthlyYen: 110_000,
    });
    // Outside its period the campaign is gone: the usual price, nothing struck through.
    expect(resolveFacts(facts, 'ja', at('2027-01-01T00:00')).rental).toEqual({
      monthlyYen: 110_000,
      usualMonthlyYen: null,
      period: null,
    });
  });
});

describe('the form', () => {
  it('reads back what it shows', () => {
    const values = factValues(defaultSiteFacts);
    const read = factsFromForm((name) => values[name] ?? '');
    expect(read).toEqual({ ok: true, facts: defaultSiteFacts });
  });
  it('names each bad field in Japanese', () => {
    const values: Record<string, string> = {
      ...factValues(defaultSiteFacts),
      banner_from: 'tomorrow',
      rental_monthly: '-1',
      status_dr: 'soon',
    };
    const read = factsFromForm((name) => values[name] ?? '');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(Object.keys(read.errors).sort()).toEqual(['banner_from', 'rental_monthly', 'status_dr']);
  });
});
