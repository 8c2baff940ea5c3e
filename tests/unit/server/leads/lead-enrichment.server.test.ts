import { describe, expect, it } from 'vitest';
import { enrichLead, leadFacts } from '../../../../src/server/leads/lead-enrichment.server.ts';
import { matchKeys } from '../../../../src/server/leads/lead-matches.server.ts';

const lead = {
  id: 'lead-1',
  product: 'dr',
  locale: 'ja',
  email: 'Hanako@Example.jp',
  phone: '03-1234-5678',
  organization: '株式会社サンプル',
  address: '東京都中央区銀座1-1-1',
  postal_code: null,
};

describe('leadFacts', () => {
  it('works out the prefecture, region, E.164 phone and keys of a lead at once', async () => {
    expect(await leadFacts(lead)).toEqual({
      prefecture: '東京都',
      region: 'kanto',
      phoneE164: '+81312345678',
      matchKeys: { email_key: 'hanako@example.jp', phone_key: '+81312345678', org_key: '東京都|サンプル' },
    });
  });

  it('takes the prefecture from the postal code when the address leaves it out', async () => {
    const facts = await leadFacts({ ...lead, address: '北区梅田1-1-1', postal_code: '5300001' });
    expect(facts.prefecture).toBe('大阪府');
    expect(facts.region).toBe('kinki');
    expect(facts.matchKeys.org_key).toBe('大阪府|サンプル');
  });

  it('leaves the prefecture and region unknown when neither the address nor a code says', async () => {
    for (const postal_code of [null, '0000000']) {
      const facts = await leadFacts({ ...lead, address: '中央区銀座1-1-1', postal_code });
      expect(facts.prefecture).toBeUndefined();
      expect(facts.region).toBeUndefined();
    }
  });

  it('keeps an international number in E.164, and has none for what cannot be a number', async () => {
    expect((await leadFacts({ ...lead, phone: '+86 138 0013 8000' })).phoneE164).toBe('+8613800138000');
    const none = await leadFacts({ ...lead, phone: '1234567890' });
    expect(none.phoneE164).toBeNull();
    expect(none.matchKeys.phone_key).toBeNull();
  });

  it('gives the same keys as matchKeys, which a backfill uses without the facts', async () => {
    for (const variant of [lead, { ...lead, address: '中央区銀座1-1-1', postal_code: '1040061' }]) {
      expect((await leadFacts(variant)).matchKeys).toEqual(await matchKeys(variant));
    }
  });
});

describe('enrichLead', () => {
  it('keeps the fields it was given beside the facts', async () => {
    const enriched = await enrichLead(lead);
    expect(enriched).toMatchObject(lead);
    expect(enriched.region).toBe('kanto');
  });
});
