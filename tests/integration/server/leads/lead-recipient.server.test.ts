import { describe, expect, it } from 'vitest';
import { postQueueCopy } from '../../../../src/content/admin/post-queue.ts';
import { leadCopy } from '../../../../src/content/lead/index.ts';
import { validateLeadRecipient } from '../../../../src/domain/lead/rules.ts';
import { b2Rows } from '../../../../src/server/dispatch/b2-csv.server.ts';
import { recipientOf } from '../../../../src/server/dispatch/recipient.server.ts';
import { changeLeadRecipient } from '../../../../src/server/leads/lead-recipient.server.ts';
import { leadSearchCondition } from '../../../../src/server/leads/lead-search.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

const messages = leadCopy.ja.form.messages;
const labels: Record<string, string> = postQueueCopy.fields;
const note = (changes: readonly { field: string; from: string; to: string }[]) =>
  postQueueCopy.recipient.historyNote(
    changes.map((c) => ({ label: labels[c.field] ?? c.field, from: c.from, to: c.to })),
  );

/** 宛名を直す (issue 42): the brochure form's rules, in Japanese. */
describe('validateLeadRecipient', () => {
  it('checks the name, reading, organisation and position as the brochure form does', () => {
    expect(
      validateLeadRecipient({ name: '', nameKana: 'abc', organization: '', position: '' }, messages, false),
    ).toEqual({
      ok: false,
      errors: {
        name: '氏名を入力してください',
        nameKana: 'フリガナはひらがなまたはカタカナで入力してください（使用できない文字：a b c）',
        organization: '所属企業名を入力してください',
        position: '役職を入力してください',
      },
    });
    // A private person may leave the organisation and position empty; the reading becomes katakana.
    expect(
      validateLeadRecipient({ name: ' 張 偉 ', nameKana: 'ちょう い', organization: '', position: '' }, messages, true),
    ).toEqual({
      ok: true,
      data: { name: '張 偉', nameKana: 'チョウ　イ', organization: '', position: '' },
    });
    expect(
      validateLeadRecipient({ name: 'x'.repeat(101), nameKana: '', organization: 'a', position: 'b' }, messages, false),
    ).toEqual({
      ok: false,
      errors: { name: '100文字以内で入力してください' },
    });
  });
});

describe.each(testBackends())('changeLeadRecipient on %s', (backend) => {
  const t = useTestDb(backend);

  it('stores the corrected name with a history line (old → new) and an audit entry naming the fields only', async () => {
    const admin = await createAdmin(t.db);
    const actor = { id: admin.id, email: admin.email, role: admin.role };
    const lead = await createLead(t.db, {
      name: '张伟',
      name_kana: null,
      organization: '医療法人サンプル会',
      position: '院長',
      postal_code: '1040061',
      address: '東京都中央区銀座1-2-3',
    });
    const options = {
      service: 'hatsubarai',
      shipDate: '2026-11-30',
      item: '資料',
      billingCode: '0312345678',
      freightNumber: '01',
    } as const;
    const row = async () =>
      t.db
        .selectFrom('material_requests')
        .select([
          'id',
          'name',
          'organization',
          'position',
          'postal_code',
          'address',
          'phone',
          'created_at',
          'name_kana',
        ])
        .where('id', '=', lead.id)
        .executeTakeFirstOrThrow();
    // Before: B2 refuses the name, and says the name is the field to correct.
    const before = b2Rows([recipientOf(await row())], options);
    expect(before.ok).toBe(false);
    if (!before.ok)
      expect(before.problems).toEqual([
        expect.objectContaining({ column: 'お届け先名', fields: ['name'], kind: 'cp932' }),
      ]);

    const result = await changeLeadRecipient(t.db, {
      id: lead.id,
      recipient: { name: '張 偉', nameKana: 'チョウ　イ', organization: '医療法人サンプル会', position: '院長' },
      actor,
      note,
      now: new Date('2026-11-26T01:00:00.000Z'),
    });
    expect(result).toEqual({ ok: true, changed: ['name', 'nameKana'] });
    const after = await row();
    expect(after).toMatchObject({ name: '張 偉', name_kana: 'チョウ　イ' });
    expect(b2Rows([recipientOf(after)], options).ok).toBe(true);
    // Found by the new name and reading.
    for (const query of ['張 偉', 'チョウ']) {
      const condition = leadSearchCondition(query);
      if (!condition) throw new Error('no condition');
      const found = await t.db.selectFrom('material_requests').select('id').where(condition).execute();
      expect(found.map((r) => r.id)).toContain(lead.id);
    }
    const events = await t.db
      .selectFrom('lead_status_events')
      .select(['note', 'from_status', 'to_status'])
      .where('request_id', '=', lead.id)
      .execute();
    expect(events).toEqual([
      {
        note: '宛名を修正: 氏名 张伟 → 張 偉、フリガナ （なし） → チョウ　イ',
        from_status: 'pending',
        to_status: 'pending',
      },
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'detail'])
      .where('action', '=', 'lead.recipient')
      .execute();
    expect(audit).toEqual([
      { action: 'lead.recipient', target_id: lead.id, detail: JSON.stringify({ fields: ['name', 'nameKana'] }) },
    ]);
    // The audit keeps no personal value.
    expect(audit[0]?.detail).not.toContain('張');

    // Saved again unchanged: nothing written.
    const again = await changeLeadRecipient(t.db, {
      id: lead.id,
      recipient: { name: '張 偉', nameKana: 'チョウ　イ', organization: '医療法人サンプル会', position: '院長' },
      actor,
      note,
    });
    expect(again).toEqual({ ok: true, changed: [] });
    expect(
      await t.db.selectFrom('lead_status_events').select('id').where('request_id', '=', lead.id).execute(),
    ).toHaveLength(1);
    expect(
      await changeLeadRecipient(t.db, {
        id: 'gone',
        recipient: { name: 'a', nameKana: null, organization: '', position: '' },
        actor,
        note,
      }),
    ).toEqual({
      ok: false,
      problem: 'notFound',
    });
  });
});
