import { describe, expect, it, vi } from 'vitest';
import { disableAdminUser } from '../../../../src/server/accounts/admin-users.server.ts';
import { accountsById, activeAccounts, assignLead } from '../../../../src/server/leads/lead-owner.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

describe.each(testBackends())('lead owners on %s', (backend) => {
  const t = useTestDb(backend);

  const owner = async (id: string) =>
    (await t.db.selectFrom('material_requests').select('owner_id').where('id', '=', id).executeTakeFirstOrThrow())
      .owner_id;
  const assignAudit = async () =>
    (
      await t.db
        .selectFrom('audit_log')
        .select(['actor_email', 'target_type', 'target_id', 'detail', 'ip'])
        .where('action', '=', 'lead.assign')
        .orderBy('created_at')
        .execute()
    ).map((row) => ({ ...row, detail: JSON.parse(row.detail ?? 'null') }));

  it('lists the active accounts by name; names disabled ones when asked by id', async () => {
    const b = await createAdmin(t.db, { role: 'staff', displayName: '鈴木' });
    const a = await createAdmin(t.db, { role: 'admin', displayName: '佐藤' });
    const gone = await createAdmin(t.db, { role: 'staff', displayName: '高橋' });
    await disableAdminUser(t.db, gone.email);
    const active = await activeAccounts(t.db);
    expect(active.map((account) => account.id).sort()).toEqual([a.id, b.id].sort());
    expect(active.every((account) => !account.disabled)).toBe(true);
    const byId = await accountsById(t.db, [gone.id, a.id, gone.id]);
    expect(byId.get(gone.id)).toEqual({ id: gone.id, displayName: '高橋', role: 'staff', disabled: true });
    expect(byId.get(a.id)?.disabled).toBe(false);
    expect(await accountsById(t.db, [])).toEqual(new Map());
  });

  it('reassigns a lead, audited with from and to, by any signed-in account', async () => {
    const staff = await createAdmin(t.db, { role: 'staff' });
    const other = await createAdmin(t.db, { role: 'staff' });
    const lead = await createLead(t.db, { owner_id: null });
    const actor = { id: staff.id, email: staff.email };
    const now = new Date('2026-11-24T02:00:00.000Z');

    expect(await assignLead(t.db, { id: lead.id, ownerId: other.id, from: '', actor, ip: '192.0.2.7', now })).toEqual({
      ok: true,
      changed: true,
    });
    expect(await owner(lead.id)).toBe(other.id);
    const later = new Date(now.getTime() + 1000);
    expect(await assignLead(t.db, { id: lead.id, ownerId: staff.id, from: other.id, actor, now: later })).toEqual({
      ok: true,
      changed: true,
    });
    const latest = new Date(now.getTime() + 2000);
    expect(await assignLead(t.db, { id: lead.id, ownerId: null, from: staff.id, actor, now: latest })).toEqual({
      ok: true,
      changed: true,
    });
    expect(await owner(lead.id)).toBeNull();
    // The same owner again changes nothing and logs nothing.
    expect(await assignLead(t.db, { id: lead.id, ownerId: null, actor })).toEqual({ ok: true, changed: false });

    expect(await assignAudit()).toEqual([
      {
        actor_email: staff.email,
        target_type: 'lead',
        target_id: lead.id,
        detail: { from: null, to: other.id },
        ip: '192.0.2.7',
      },
      expect.objectContaining({ detail: { from: other.id, to: staff.id } }),
      expect.objectContaining({ detail: { from: staff.id, to: null } }),
    ]);
  });

  it('refuses a disabled or unknown owner, a missing lead and a stale page', async () => {
    const staff = await createAdmin(t.db, { role: 'staff' });
    const gone = await createAdmin(t.db, { role: 'staff' });
    await disableAdminUser(t.db, gone.email);
    const lead = await createLead(t.db, { owner_id: staff.id });
    const actor = { id: staff.id, email: staff.email };

    expect(await assignLead(t.db, { id: lead.id, ownerId: gone.id, actor })).toEqual({ ok: false, problem: 'owner' });
    expect(await assignLead(t.db, { id: lead.id, ownerId: 'nobody', actor })).toEqual({ ok: false, problem: 'owner' });
    expect(await assignLead(t.db, { id: 'no-such-lead', ownerId: null, actor })).toEqual({
      ok: false,
      problem: 'notFound',
    });
    // The page showed the lead unassigned; a colleague has since taken it.
    expect(await assignLead(t.db, { id: lead.id, ownerId: null, from: '', actor })).toEqual({
      ok: false,
      problem: 'conflict',
    });
    expect(await owner(lead.id)).toBe(staff.id);
    expect(await assignAudit()).toEqual([]);
  });
});
