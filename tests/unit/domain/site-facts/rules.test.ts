import { describe, expect, it } from 'vitest';
import { defaultSiteFacts } from '../../../../src/content/site-facts.ts';
import { parseSiteFacts, type SiteFacts, siteFactsSchema } from '../../../../src/domain/site-facts/facts.ts';
import { factsFromForm, factValues } from '../../../../src/domain/site-facts/form.ts';
import {
  eightWeekProblems,
  missingRegulatory,
  publishProblems,
  resolveFacts,
} from '../../../../src/domain/site-facts/rules.ts';
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

describe('the regulatory identity (issue 43)', () => {
  const filled = (): SiteFacts => {
    const facts = copy();
    facts.regulatory = {
      products: {
        plus: { class: 'not_device', generic: '', number: '' },
        dr: { class: 'controlled', generic: ' 低周波治療器 ', number: '300AFBZX00000000' },
      },
      licences: { maker: '第二種医療機器製造販売業 13B2X00000', seller: '' },
    };
    return facts;
  };

  it('ships with none recorded: nothing shown, everything listed as missing', () => {
    const resolved = resolveFacts(defaultSiteFacts, 'ja', Date.now()).regulatory;
    expect(resolved).toEqual({ products: { plus: null, dr: null }, licences: { maker: '', seller: '' } });
    expect(missingRegulatory(defaultSiteFacts.regulatory)).toEqual([
      'reg_class_plus',
      'reg_generic_plus',
      'reg_number_plus',
      'reg_class_dr',
      'reg_generic_dr',
      'reg_number_dr',
      'reg_licence_maker',
      'reg_licence_seller',
    ]);
  });

  it('shows what is recorded, trimmed; a product that is not a medical device has no name or number to miss', () => {
    const facts = filled();
    expect(resolveFacts(facts, 'en', Date.now()).regulatory).toEqual({
      products: {
        plus: { class: 'not_device', generic: '', number: '' },
        dr: { class: 'controlled', generic: '低周波治療器', number: '300AFBZX00000000' },
      },
      licences: { maker: '第二種医療機器製造販売業 13B2X00000', seller: '' },
    });
    expect(missingRegulatory(facts.regulatory)).toEqual(['reg_licence_seller']);
  });

  it('the form reads back the contract fields and refuses an unknown class', () => {
    const values = factValues(filled());
    expect(values).toMatchObject({ reg_class_plus: 'not_device', reg_class_dr: 'controlled', reg_licence_seller: '' });
    const read = factsFromForm((name) => values[name] ?? '');
    expect(read.ok && read.facts.regulatory.products.dr.generic).toBe('低周波治療器');
    const bad = factsFromForm((name) => (name === 'reg_class_dr' ? 'class_ii' : (values[name] ?? '')));
    expect(bad.ok ? {} : bad.errors).toEqual({ reg_class_dr: 'クラス分類を一覧から選んでください。' });
  });

  it('a version stored before the identity existed reads as none recorded', () => {
    const { regulatory: _, ...before } = defaultSiteFacts;
    expect(parseSiteFacts(JSON.parse(JSON.stringify(before)))).toEqual(defaultSiteFacts);
    expect(siteFactsSchema.safeParse(before).success).toBe(false);
  });

  it('publishing refuses an invisible character in a number', () => {
    const facts = filled();
    facts.regulatory.products.dr.number = '300AFBZX\u200B00000000';
    expect(Object.keys(publishProblems(facts))).toEqual(['reg_number_dr']);
  });
});
