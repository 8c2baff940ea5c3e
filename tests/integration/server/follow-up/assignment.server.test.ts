import { describe, expect, it, vi } from 'vitest';
import { settings } from '../../../../src/content/admin/follow-up.ts';
import { site } from '../../../../src/content/site.ts';
import { disableAdminUser } from '../../../../src/server/accounts/admin-users.server.ts';
import {
  addRule,
  deleteRule,
  type LeadRoutingFacts,
  listRules,
  moveRule,
  pickOwner,
} from '../../../../src/server/follow-up/assignment.server.ts';
import type { Db } from '../../../../src/server/platform/db.server.ts';
import { openAnotherHandle, testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

const brand = site.brand.toLowerCase();
const actor = { id: 'u-admin', email: 'admin@example.jp' };
let tick = 0;
const change = () => ({ actor, ip: '192.0.2.1', now: new Date(Date.parse('2026-11-24T01:00:00.000Z') + ++tick) });

const lead = (overrides: Partial<LeadRoutingFacts> = {}): LeadRoutingFacts => ({
  product: `${brand}-dr`,
  locale: 'ja',
  address: '東京都中央区銀座0-0-0',
  postal_code: null,
  ...overrides,
});

/** pickOwner in a transaction of its own, as a new lead's would be. */
const pick = (db: Db, facts: LeadRoutingFacts) => db.transaction().execute((trx) => pickOwner(trx, facts));

const rule = (owners: string[], criteria: { family?: string; locale?: string; region?: string } = {}) => ({
  family: criteria.family ?? '',
  locale: criteria.locale ?? '',
  region: criteria.region ?? '',
  owners,
});

describe.each(testBackends())('assignment rules on %s', (backend) => {
  const t = useTestDb(backend);

  it('leaves every lead unassigned while there are no rules', async () => {
    expect(await pick(t.db, lead())).toBeNull();
  });

  it('adds rules at the end, moves and deletes them, auditing each change', async () => {
    const a = await createAdmin(t.db, { role: 'staff', displayName: 'A' });
    const b = await createAdmin(t.db, { role: 'admin', displayName: 'B' });
    expect(await addRule(t.db, rule([a.id], { family: 'pelvic-floor', region: 'kanto' }), change())).toEqual({
      ok: true,
    });
    expect(await addRule(t.db, rule([b.id, a.id], { locale: 'en' }), change())).toEqual({ ok: true });
    expect(await addRule(t.db, rule([b.id]), change())).toEqual({ ok: true });
    let rules = await listRules(t.db);
    expect(rules.map((r) => [r.productFamily, r.locale, r.region, r.ownerIds])).toEqual([
      ['pelvic-floor', null, 'kanto', [a.id]],
      [null, 'en', null, [b.id, a.id]],
      [null, null, null, [b.id]],
    ]);
    const [first, second, third] = rules.map((r) => r.id) as [string, string, string];

    expect(await moveRule(t.db, third, 'up', change())).toEqual({ ok: true });
    expect((await listRules(t.db)).map((r) => r.id)).toEqual([first, third, second]);
    expect(await moveRule(t.db, first, 'down', change())).toEqual({ ok: true });
    expect((await listRules(t.db)).map((r) => r.id)).toEqual([third, first, second]);
    // The first cannot go higher, nor the last lower: nothing changes, nothing is logged.
    expect(await moveRule(t.db, third, 'up', change())).toEqual({ ok: true });
    expect(await moveRule(t.db, second, 'down', change())).toEqual({ ok: true });
    expect(await deleteRule(t.db, first, change())).toEqual({ ok: true });
    expect(await deleteRule(t.db, first, change())).toEqual({ ok: false, problem: 'notFound' });
    expect(await moveRule(t.db, first, 'up', change())).toEqual({ ok: false, problem: 'notFound' });
    rules = await listRules(t.db);
    expect(rules.map((r) => r.id)).toEqual([third, second]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'detail'])
      .orderBy('created_at')
      .execute();
    expect(audit.every((row) => row.action === 'settings.update' && row.actor_email === actor.email)).toBe(true);
    const details = audit.map((row) => JSON.parse(row.detail ?? '{}'));
    expect(details[0]).toEqual({
      setting: 'assignmentRules',
      added: {
        id: first,
        position: 1,
        productFamily: 'pelvic-floor',
        locale: null,
        region: 'kanto',
        ownerIds: [a.id],
      },
    });
    expect(details.slice(3).map((d) => Object.keys(d)[1])).toEqual(['moved', 'moved', 'removed']);
    expect(details[3]).toEqual({ setting: 'assignmentRules', moved: { id: third, direction: 'up', from: 3, to: 2 } });
    expect(details[5]).toMatchObject({ removed: { id: first, region: 'kanto', ownerIds: [a.id] } });
  });

  it('refuses a rule naming a disabled or unknown account, or none', async () => {
    const a = await createAdmin(t.db, { role: 'staff' });
    const gone = await createAdmin(t.db, { role: 'staff' });
    await disableAdminUser(t.db, gone.email);
    const inactive = { ok: false, errors: { owners: settings.messages.ownerInactive } };
    expect(await addRule(t.db, rule([a.id, gone.id]), change())).toEqual(inactive);
    expect(await addRule(t.db, rule([a.id, 'no-such-account']), change())).toEqual(inactive);
    expect(await addRule(t.db, rule([]), change())).toEqual({
      ok: false,
      errors: { owners: settings.messages.owners },
    });
    expect(await listRules(t.db)).toEqual([]);
  });

  it('tries the rules in order and the first that matches wins', async () => {
    const kanto = await createAdmin(t.db, { role: 'staff' });
    const english = await createAdmin(t.db, { role: 'staff' });
    const beauty = await createAdmin(t.db, { role: 'staff' });
    const rest = await createAdmin(t.db, { role: 'admin' });
    await addRule(t.db, rule([kanto.id], { family: 'pelvic-floor', region: 'kanto' }), change());
    await addRule(t.db, rule([english.id], { locale: 'en' }), change());
    await addRule(t.db, rule([beauty.id], { family: 'beauty-laser' }), change());

    expect(await pick(t.db, lead())).toBe(kanto.id);
    // Also English, but the Kanto rule comes first.
    expect(await pick(t.db, lead({ locale: 'en' }))).toBe(kanto.id);
    expect(await pick(t.db, lead({ address: '大阪府大阪市北区', locale: 'en' }))).toBe(english.id);
    expect(await pick(t.db, lead({ product: 'co2-laser' }))).toBe(beauty.id);
    // 'other' has no family; Osaka is not Kanto: nothing matches.
    expect(await pick(t.db, lead({ product: 'other' }))).toBeNull();
    expect(await pick(t.db, lead({ address: '大阪府大阪市北区' }))).toBeNull();

    await addRule(t.db, rule([rest.id]), change());
    expect(await pick(t.db, lead({ product: 'other' }))).toBe(rest.id);
    expect(await pick(t.db, lead({ address: '大阪府大阪市北区' }))).toBe(rest.id);
  });

  it('reads the region from the postal code when the address names no prefecture', async () => {
    const hokkaido = await createAdmin(t.db, { role: 'staff' });
    const okinawa = await createAdmin(t.db, { role: 'staff' });
    await addRule(t.db, rule([hokkaido.id], { region: 'hokkaido' }), change());
    await addRule(t.db, rule([okinawa.id], { region: 'kyushu-okinawa' }), change());

    expect(await pick(t.db, lead({ address: '札幌市中央区北1条西2丁目', postal_code: '0600001' }))).toBe(hokkaido.id);
    expect(await pick(t.db, lead({ address: '那覇市港町1-1', postal_code: '9000001' }))).toBe(okinawa.id);
    // The address wins over the code; a code spanning two prefectures settles nothing.
    expect(await pick(t.db, lead({ address: '沖縄県那覇市', postal_code: '0600001' }))).toBe(okinawa.id);
    expect(await pick(t.db, lead({ address: '弥富市', postal_code: '4980000' }))).toBeNull();
    expect(await pick(t.db, lead({ address: '1-1 Marunouchi', postal_code: null }))).toBeNull();
  });

  it('hands leads to a rule’s owners in turn, passing over a disabled account', async () => {
    const a = await createAdmin(t.db, { role: 'staff' });
    const b = await createAdmin(t.db, { role: 'staff' });
    const c = await createAdmin(t.db, { role: 'admin' });
    await addRule(t.db, rule([a.id, b.id, c.id]), change());
    const next = async (count: number) => {
      const owners: (string | null)[] = [];
      for (let i = 0; i < count; i += 1) owners.push(await pick(t.db, lead()));
      return owners;
    };
    expect(await next(4)).toEqual([a.id, b.id, c.id, a.id]);
    await disableAdminUser(t.db, b.email);
    expect(await next(4)).toEqual([c.id, a.id, c.id, a.id]);
    await disableAdminUser(t.db, a.email);
    await disableAdminUser(t.db, c.email);
    // Nobody left on the rule: it is passed over like a rule that does not match.
    expect(await next(1)).toEqual([null]);
  });

  it('passes a rule whose owners are all disabled on to the next rule', async () => {
    const gone = await createAdmin(t.db, { role: 'staff' });
    const fallback = await createAdmin(t.db, { role: 'staff' });
    await addRule(t.db, rule([gone.id], { region: 'kanto' }), change());
    await addRule(t.db, rule([fallback.id]), change());
    await disableAdminUser(t.db, gone.email);
    expect(await pick(t.db, lead())).toBe(fallback.id);
  });

  // Two handles are two instances on PostgreSQL; SQLite serves one instance, whose one handle
  // runs the transactions one after the other (node:sqlite blocks the thread while it waits).
  it('gives every concurrent lead its own turn, from two handles at once', async () => {
    const a = await createAdmin(t.db, { role: 'staff' });
    const b = await createAdmin(t.db, { role: 'staff' });
    const c = await createAdmin(t.db, { role: 'staff' });
    await addRule(t.db, rule([a.id, b.id, c.id]), change());
    const other = backend === 'postgres' ? openAnotherHandle(t.current) : t.db;
    try {
      const owners = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 === 0 ? t.db : other).transaction().execute(async (trx) => {
            // A write first, as the lead's own insert comes first in its transaction.
            await trx
              .insertInto('scheduled_runs')
              .values({ task: `test-${i}`, period: 'p', started_at: new Date().toISOString(), finished_at: null })
              .execute();
            return pickOwner(trx, lead());
          }),
        ),
      );
      const count = (id: string) => owners.filter((owner) => owner === id).length;
      expect([count(a.id), count(b.id), count(c.id)]).toEqual([4, 4, 4]);
    } finally {
      if (other !== t.db) await other.destroy();
    }
  });
});
