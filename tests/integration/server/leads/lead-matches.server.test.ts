import { describe, expect, it, vi } from 'vitest';
import {
  linkEarlierMatches,
  listLeadMatches,
  MAX_MATCHES,
  matchKeys,
} from '../../../../src/server/leads/lead-matches.server.ts';
import { createBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import { anonymiseExpiredLeads } from '../../../../src/server/privacy/retention.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createLead, validLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

/** Each request an hour after the last, so none is the ten-minute repeat of another. */
let hour = 0;
const submit = async (
  db: Parameters<typeof createBrochureRequest>[0],
  fields: Record<string, unknown>,
  spam = false,
) => {
  hour += 1;
  const result = await createBrochureRequest(
    db,
    { ...validLead, ...fields },
    {
      locale: 'ja',
      // Spam takes two signals, one of them no proof of a browser (issue 30).
      fillMs: spam ? 1_000 : 60_000,
      honeypot: spam ? 'bot' : '',
      unproven: spam,
      now: new Date(Date.UTC(2026, 10, 2, hour)),
    },
  );
  if (!result.ok || result.duplicate) throw new Error(`not stored: ${JSON.stringify(result)}`);
  return result.id;
};

describe.each(testBackends())('duplicate matches on %s', (backend) => {
  const t = useTestDb(backend);

  const links = async () =>
    (await t.db.selectFrom('lead_matches').select(['lead_id', 'match_id', 'reasons']).execute())
      .map((row) => `${row.lead_id}>${row.match_id}:${row.reasons}`)
      .sort();

  it('links a new lead to earlier ones on e-mail, phone or organisation, with the keys that matched', async () => {
    const a = await submit(t.db, {
      email: 'ｓａｋｕｒａ＠ｅｘａｍｐｌｅ．ｊｐ',
      phone: '03-1234-5678',
      organization: '医療法人社団　さくら会',
      address: '東京都港区虎ノ門1-1-1',
    });
    const b = await submit(t.db, {
      email: 'Sakura@Example.jp',
      phone: '090-1111-2222',
      organization: 'ABC Co., Ltd.',
      address: '東京都中央区銀座1-1-1',
    });
    const c = await submit(t.db, {
      email: 'other@example.jp',
      phone: '+81 3 1234 5678',
      organization: 'ｻｸﾗ会',
      address: '港区虎ノ門1-1-1',
      postalCode: '105-0001',
    });
    // The same name in another prefecture, and nothing else in common.
    const d = await submit(t.db, {
      email: 'osaka@example.jp',
      phone: '06-1111-2222',
      organization: 'さくら会',
      address: '大阪府大阪市北区梅田1-1-1',
    });
    const e = await submit(t.db, {
      email: 'abc@example.jp',
      phone: '+81 90 1111 2222',
      organization: '（株）ＡＢＣ',
      address: '東京都千代田区1-1',
    });

    expect(await links()).toEqual(
      [`${b}>${a}:email`, `${c}>${a}:phone,organization`, `${e}>${b}:phone,organization`].sort(),
    );
    expect(d).toBeDefined();
    const row = await t.db
      .selectFrom('material_requests')
      .select(['email_key', 'phone_key', 'org_key'])
      .where('id', '=', c)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email_key: 'other@example.jp', phone_key: '+81312345678', org_key: '東京都|サクラ会' });

    // Both ways on a lead's page: what it matched on arrival, and what matched it since.
    const ofA = await listLeadMatches(t.db, a);
    expect(ofA.map((m) => [m.id, m.direction, m.reasons])).toEqual([
      [c, 'later', ['phone', 'organization']],
      [b, 'later', ['email']],
    ]);
    expect((await listLeadMatches(t.db, b)).map((m) => [m.id, m.direction])).toEqual([
      [e, 'later'],
      [a, 'earlier'],
    ]);
  });

  it('never matches spam, either way', async () => {
    const spam = await submit(t.db, { email: 'same@example.jp' }, true);
    const first = await submit(t.db, { email: 'same@example.jp', phone: '03-5555-0001' });
    const laterSpam = await submit(t.db, { email: 'same@example.jp' }, true);
    // A lead staff have since judged spam is left out too.
    await t.db.updateTable('material_requests').set({ status: 'spam' }).where('id', '=', first).execute();
    const second = await submit(t.db, { email: 'SAME@example.jp', phone: '03-5555-0002' });

    expect(await links()).toEqual([]);
    const keys = await t.db
      .selectFrom('material_requests')
      .select(['id', 'email_key'])
      .where('id', 'in', [spam, laterSpam])
      .execute();
    expect(keys.map((row) => row.email_key)).toEqual([null, null]);
    expect(second).toBeDefined();
  });

  it('never matches anonymised leads, whose keys and links retention removes both ways', async () => {
    const old = await submit(t.db, { email: 'kept@example.jp', organization: 'ミドリ会' });
    const mid = await submit(t.db, { email: 'kept@example.jp', phone: '03-5555-0003' });
    await t.db
      .updateTable('material_requests')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', old)
      .execute();
    expect(await links()).toEqual([`${mid}>${old}:email`]);
    const another = await createLead(t.db, { created_at: '2020-01-02T00:00:00.000Z', email_key: 'x@example.jp' });
    await t.db
      .insertInto('lead_matches')
      .values({ lead_id: old, match_id: another.id as string, reasons: 'email', created_at: 'now' })
      .execute();

    expect(await anonymiseExpiredLeads(t.db, { months: 24, now: new Date('2026-11-21T00:00:00.000Z') })).toBe(2);

    expect(await links()).toEqual([]);
    const anonymised = await t.db
      .selectFrom('material_requests')
      .select(['email_key', 'phone_key', 'org_key'])
      .where('id', 'in', [old, another.id as string])
      .execute();
    expect(anonymised).toEqual([
      { email_key: null, phone_key: null, org_key: null },
      { email_key: null, phone_key: null, org_key: null },
    ]);
    const next = await submit(t.db, { email: 'kept@example.jp', phone: '03-5555-0004' });
    expect(await links()).toEqual([`${next}>${mid}:email,organization`]);
  });

  it('links at most the most recent MAX_MATCHES earlier leads', async () => {
    const keys = await matchKeys({ ...validLead, postal_code: null });
    for (let i = 0; i < MAX_MATCHES + 5; i += 1) {
      await createLead(t.db, {
        id: `earlier-${String(i).padStart(2, '0')}`,
        created_at: new Date(Date.UTC(2026, 0, 1, i)).toISOString(),
        ...keys,
      });
    }
    await createLead(t.db, { id: 'new', ...keys });
    await linkEarlierMatches(t.db, 'new', keys, new Date());
    const rows = await t.db.selectFrom('lead_matches').select('match_id').orderBy('match_id').execute();
    expect(rows.map((row) => row.match_id)).toEqual(
      Array.from({ length: MAX_MATCHES }, (_, i) => `earlier-${String(i + 5).padStart(2, '0')}`),
    );
  });

  it('links nothing for a lead without keys', async () => {
    await createLead(t.db, { id: 'blank' });
    await linkEarlierMatches(t.db, 'blank', { email_key: null, phone_key: null, org_key: null }, new Date());
    expect(await links()).toEqual([]);
  });
});
