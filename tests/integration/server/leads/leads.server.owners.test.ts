import { describe, expect, it, vi } from 'vitest';
import { site } from '../../../../src/content/site.ts';
import { addRule } from '../../../../src/server/follow-up/assignment.server.ts';
import { addClosureDays, saveBusinessDays } from '../../../../src/server/follow-up/follow-up-settings.server.ts';
import { createBrochureRequest, getBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, validLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

const brand = site.brand.toLowerCase();
const actor = { id: 'u-admin', email: 'admin@example.jp' };
let sequence = 0;
const context = (now: Date, overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return { locale: 'ja' as const, idempotencyKey: `owners-key-${sequence}`, fillMs: 60_000, now, ...overrides };
};
/** Christmas Day 2026, a Friday, 12:00 JST. */
const friday = new Date('2026-12-25T03:00:00.000Z');

describe.each(testBackends())('a new lead’s owner and due date on %s', (backend) => {
  const t = useTestDb(backend);

  const store = async (input: Record<string, unknown>, now = friday, overrides: Record<string, unknown> = {}) => {
    const result = await createBrochureRequest(t.db, { ...validLead, ...input }, context(now, overrides));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const row = await getBrochureRequest(t.db, result.id);
    return { owner: row?.owner_id ?? null, due: row?.due_at ?? null };
  };

  it('is due on the second business day at 18:00 JST, and nobody’s without rules', async () => {
    // Sat 26, Sun 27, Mon 28 (1st), Tue 29 (2nd).
    expect(await store({ email: 'a@example.jp' })).toEqual({ owner: null, due: '2026-12-29T09:00:00.000Z' });
  });

  it('counts with the business days and closure days an admin set', async () => {
    await addClosureDays(t.db, { from: '2026-12-29', to: '2027-01-03', label: '年末年始' }, { actor });
    // Mon 28 (1st); 29 Dec – 3 Jan closed; Mon 4 Jan (2nd).
    expect((await store({ email: 'b@example.jp' })).due).toBe('2027-01-04T09:00:00.000Z');
    await saveBusinessDays(t.db, { businessDays: '3' }, { actor });
    expect((await store({ email: 'c@example.jp' })).due).toBe('2027-01-05T09:00:00.000Z');
  });

  it('gets its owner from the rules: first match, then in turn', async () => {
    const kanto = await createAdmin(t.db, { role: 'staff' });
    const a = await createAdmin(t.db, { role: 'staff' });
    const b = await createAdmin(t.db, { role: 'admin' });
    await addRule(t.db, { family: 'pelvic-floor', locale: '', region: 'kanto', owners: [kanto.id] }, { actor });
    await addRule(t.db, { family: '', locale: '', region: '', owners: [a.id, b.id] }, { actor });

    expect((await store({ email: 'd@example.jp', product: `${brand}-dr` })).owner).toBe(kanto.id);
    expect((await store({ email: 'e@example.jp', product: 'co2-laser' })).owner).toBe(a.id);
    // No prefecture in the address: the postal code places it in Hokkaido.
    const sapporo = { email: 'f@example.jp', address: '札幌市中央区北1条西2丁目', postalCode: '060-0001' };
    expect((await store(sapporo)).owner).toBe(b.id);
    expect((await store({ email: 'g@example.jp', address: '神奈川県横浜市' })).owner).toBe(kanto.id);
  });

  it('gives spam neither an owner nor a due date, and takes no turn for it', async () => {
    const a = await createAdmin(t.db, { role: 'staff' });
    const b = await createAdmin(t.db, { role: 'staff' });
    await addRule(t.db, { family: '', locale: '', region: '', owners: [a.id, b.id] }, { actor });
    expect(await store({ email: 'h@example.jp' }, friday, { fillMs: 100 })).toEqual({ owner: null, due: null });
    expect((await store({ email: 'i@example.jp' })).owner).toBe(a.id);
  });
});
