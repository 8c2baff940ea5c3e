/**
 * A request's facts are worked out once, at the boundary (lead-intake.server.ts), and every
 * later step (storage, assignment, duplicate keys, the webhook) reads that value: the postal
 * lookup is counted through an injected function, and answers what no real data would, so a
 * step that looked the code up again would show itself by the real answer.
 */
import { describe, expect, it, vi } from 'vitest';
import { leadCopy } from '../../../../src/content/lead/index.ts';
import { addRule } from '../../../../src/server/follow-up/assignment.server.ts';
import { leadFacts } from '../../../../src/server/leads/lead-enrichment.server.ts';
import { acceptBrochureRequest } from '../../../../src/server/leads/lead-intake.server.ts';
import { createBrochureRequest, getBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import type { PostalAddress } from '../../../../src/server/platform/postal-codes.server.ts';
import { addWebhook } from '../../../../src/server/webhooks/endpoints.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, validLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

const actor = { id: 'u-admin', email: 'admin@example.jp' };
const now = new Date('2026-11-24T01:00:00.000Z');

/** A lookup that counts its calls and places every code in 沖縄県 (1040061 is in 東京都). */
function countingLookup() {
  const calls: string[] = [];
  const lookup = async (postalCode: string): Promise<PostalAddress> => {
    calls.push(postalCode);
    return { postalCode, prefecture: '沖縄県', city: '那覇市', town: '' };
  };
  return { calls, lookup };
}

describe('acceptBrochureRequest', () => {
  it('gives the facts the separate steps gave before, for the existing cases', async () => {
    for (const fields of [
      {},
      { phone: '+86 138 0013 8000', address: '上海市浦东新区世纪大道100号' },
      { address: '北区梅田1-1-1', postalCode: '530-0001' },
      { address: '〒104-0061 東京都中央区銀座1-1-1' },
      { phone: '03-1234-5678', organization: '医療法人 さくら会' },
    ]) {
      const intake = await acceptBrochureRequest({ ...validLead, ...fields }, 'ja');
      expect(intake.ok).toBe(true);
      if (!intake.ok) continue;
      const { request, facts } = intake.accepted;
      const { productFamily, ...rest } = facts;
      expect(rest).toEqual(await leadFacts({ ...request, postal_code: request.postalCode ?? null }));
      expect(productFamily).toBe('pelvic-floor');
    }
  });

  it('parses the phone once into its stored and E.164 forms, and refuses what the server cannot call', async () => {
    const intake = await acceptBrochureRequest({ ...validLead, phone: '+86 138 0013 8000' }, 'zh-cn');
    expect(intake.ok && intake.accepted.request.phone).toBe('+8613800138000');
    expect(intake.ok && intake.accepted.facts.phoneE164).toBe('+8613800138000');
    expect(await acceptBrochureRequest({ ...validLead, phone: '+86 138 0013 800' }, 'en')).toEqual({
      ok: false,
      errors: { phone: leadCopy.en.form.messages.phoneInternational },
    });
  });

  it('looks a postal code up only when the address names no prefecture', async () => {
    const named = countingLookup();
    await acceptBrochureRequest({ ...validLead, postalCode: '104-0061' }, 'ja', { lookupPostalCode: named.lookup });
    expect(named.calls).toEqual([]);
    const unnamed = countingLookup();
    const intake = await acceptBrochureRequest(
      { ...validLead, address: '中央区銀座1-1-1', postalCode: '104-0061' },
      'ja',
      {
        lookupPostalCode: unnamed.lookup,
      },
    );
    expect(unnamed.calls).toEqual(['1040061']);
    expect(intake.ok && intake.accepted.facts.prefecture).toBe('沖縄県');
  });
});

describe.each(testBackends())('a request worked out once at the boundary on %s', (backend) => {
  const t = useTestDb(backend);

  it('looks the postal code up once; owner, keys and webhook read that one answer', async () => {
    const okinawa = await createAdmin(t.db, { role: 'staff' });
    await addRule(t.db, { family: '', locale: '', region: 'kyushu-okinawa', owners: [okinawa.id] }, { actor });
    const hook = await addWebhook(t.db, {
      url: 'https://hooks.slack.com/services/T000/B000/XXXX',
      secret: 'a-receiver-secret-of-32-chars!!',
      events: 'lead.created',
      format: 'slack',
      actor,
      now,
    });
    expect(hook.ok).toBe(true);
    const { calls, lookup } = countingLookup();
    const result = await createBrochureRequest(
      t.db,
      { ...validLead, phone: '03-1234-5678', address: '中央区銀座1-1-1', postalCode: '104-0061' },
      { locale: 'ja', idempotencyKey: 'intake-once-key', fillMs: 60_000, now, lookupPostalCode: lookup },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(calls).toEqual(['1040061']);
    const row = await getBrochureRequest(t.db, result.id);
    expect(row).toMatchObject({
      owner_id: okinawa.id,
      org_key: '沖縄県|サンプル',
      phone_key: '+81312345678',
      phone: '0312345678',
      postal_code: '1040061',
    });
    const delivery = await t.db
      .selectFrom('outbox_jobs')
      .select('payload')
      .where('kind', '=', 'webhook')
      .where('request_id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(delivery.payload).toContain('沖縄県');
  });
});
