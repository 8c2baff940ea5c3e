import { describe, expect, it } from 'vitest';
import { funnelReport } from '../../../../src/server/funnel/report.server.ts';
import { autoMapping, detectLayout } from '../../../../src/server/lead-import/card-columns.server.ts';
import { applyImport, parseImportSource, planImport } from '../../../../src/server/lead-import/card-import.server.ts';
import { parseCardDate } from '../../../../src/server/lead-import/card-rows.server.ts';
import {
  batchProgress,
  openUpload,
  rememberedMapping,
  rememberMapping,
  sha256Hex,
  stageUpload,
} from '../../../../src/server/lead-import/import-store.server.ts';
import { applyFilter, baseQuery, parseLeadFilter } from '../../../../src/server/leads/inbox.server.ts';
import { encodeCp932 } from '../../../../src/server/platform/csv.server.ts';
import { decodeCsvBytes } from '../../../../src/server/platform/csv-parse.server.ts';
import { japanDay } from '../../../../src/server/platform/scheduled.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, validLead } from '../../../setup/factories.ts';

const SANSAN =
  '会社名,部署名,役職,氏名,姓,名,フリガナ,セイ,メイ,メールアドレス,郵便番号,住所,TEL会社,TEL部門,TEL直通,FAX,携帯電話,URL,名刺交換日';
const source = {
  kind: 'trade_show' as const,
  name: '日本泌尿器科学会 2026',
  on: '2026-10-03',
  product: validLead.product,
  locale: 'ja' as const,
};

describe('reading a card file', () => {
  it('decodes Shift_JIS with the windows-31j extensions, and UTF-8 with or without a BOM', () => {
    const text = '会社名,氏名\n㈱髙橋医院①,髙橋 一郎';
    expect(decodeCsvBytes(encodeCp932(text))).toEqual({ encoding: 'cp932', text });
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))?.text).toBe(text);
  });

  it('recognises Sansan, Eight, the site export and usual spreadsheet names; unknown headers stay unknown', () => {
    expect(detectLayout(SANSAN.split(','))).toBe('sansan');
    expect(detectLayout(['会社名', '姓', '名', 'e-mail', 'TEL会社', 'Fax'])).toBe('eight');
    expect(detectLayout(['受付日時', '状態', '氏名', '受付ID'])).toBe('export');
    expect(autoMapping(['勤務先', '氏名（カナ）', 'E-Mail', '〒', '所在地', '携帯', 'ご芳名'])).toEqual([
      'organization',
      'nameKana',
      'email',
      'postalCode',
      'address',
      'mobile',
      undefined,
    ]);
  });

  it('reads exchange dates as written in Japan', () => {
    expect(parseCardDate('2026/10/3')).toBe('2026-10-03');
    expect(parseCardDate('2026年10月3日')).toBe('2026-10-03');
    expect(parseCardDate('2026-02-30')).toBeNull();
  });

  it('asks for the show; a date and product left out are today and the first product', () => {
    const result = parseImportSource(
      new Map([
        ['source_name', ' '],
        ['source_on', 'tomorrow'],
        ['product', 'x'],
      ]),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['product', 'sourceName', 'sourceOn']);
    const bare = parseImportSource(new Map([['source_name', '学会']]), new Date('2026-10-02T16:00:00Z'));
    expect(bare.ok && bare.source).toMatchObject({ on: '2026-10-03', kind: 'trade_show', locale: 'ja' });
  });
});

describe.each(testBackends())('card import on %s', (backend) => {
  const t = useTestDb(backend);

  it('previews without writing, stores the valid rows once, and the same file again adds nothing', async () => {
    const admin = await createAdmin(t.db);
    const content = [
      SANSAN,
      '㈱さくら医院,泌尿器科,部長,髙橋 一郎,,,ﾀｶﾊｼ ｲﾁﾛｳ,,,ICHIRO@SAKURA.EXAMPLE.JP,１０５ー００１４,東京都港区芝1-2-3,03-1111-2222,,,,,,2026/10/04',
      '"骨盤底ラボ, 札幌",,,"北野 春香",,,,,,haruka@example.jp,,"北海道札幌市中央区',
      '北1条",,,,,090-1234-5678,,',
      '名無し,,,,,,,,,x@example.jp,,,,,,,,,',
      '電話なし,,,南 三郎,,,,,,not-an-address,,,,,,,,,',
    ].join('\r\n');
    const bytes = encodeCp932(content);
    const upload = await stageUpload(
      t.db,
      { fileName: 's.csv', sha256: sha256Hex(bytes), encoding: 'cp932', content },
      admin.id,
    );
    expect(await openUpload(t.db, upload.id, 'someone-else')).toBeUndefined();
    const plan = await planImport(t.db, upload);
    expect(plan.kind).toBe('preview');
    if (plan.kind !== 'preview') return;
    expect(plan.layout).toBe('sansan');
    expect(plan.rows.map((row) => [row.line, row.ok])).toEqual([
      [2, true],
      [3, true],
      [5, false],
      [6, false],
    ]);
    const [first, second, noName, badEmail] = plan.rows;
    if (!first?.ok || !second?.ok || noName?.ok !== false || badEmail?.ok !== false) throw new Error('rows');
    expect(first.card).toMatchObject({
      nameKana: 'タカハシ　イチロウ',
      postalCode: '1050014',
      phone: '0311112222',
      consent: 'business_card',
    });
    expect(first.card.organization).toBe('(株)さくら医院');
    expect(second.card).toMatchObject({ organization: '骨盤底ラボ, 札幌', phone: '09012345678' });
    expect(noName.problems).toEqual(['氏名がありません（氏名、または姓・名の列）。']);
    expect(badEmail.problems[0]).toMatch(/^メールアドレス：/);
    expect(await t.db.selectFrom('lead_import_batches').select('id').execute()).toHaveLength(0);

    const applied = await applyImport(t.db, upload, source, undefined, { actor: admin });
    expect(applied).toMatchObject({ ok: true, imported: 2, duplicates: 0, rejected: 2 });
    if (!applied.ok) return;
    const leads = await t.db
      .selectFrom('material_requests')
      .selectAll()
      .where('import_batch_id', '=', applied.batchId)
      .orderBy('import_line')
      .execute();
    expect(leads.map((lead) => lead.offline_source_on)).toEqual(['2026-10-04', '2026-10-03']);
    expect(leads[0]).toMatchObject({
      lead_source_kind: 'import',
      offline_source_kind: 'trade_show',
      offline_source_name: '日本泌尿器科学会 2026',
      first_touch_utm_source: null,
      first_touch_page: null,
      email_key: 'ichiro@sakura.example.jp',
      mail_consent: 'business_card',
      status: 'pending',
    });
    expect(leads.every((lead) => lead.due_at !== null)).toBe(true);
    // No receipt, no staff notification, no webhook event.
    const jobs = await t.db
      .selectFrom('outbox_jobs')
      .select('id')
      .where(
        'request_id',
        'in',
        leads.map((l) => l.id),
      )
      .execute();
    expect(jobs).toHaveLength(0);
    // The inbox's batch filter, which 資料を送付 and 発送データ read.
    const filter = parseLeadFilter(new URLSearchParams(`batch=${applied.batchId}`));
    const listed = await applyFilter(baseQuery(t.db), filter, { status: true }).select('id').execute();
    expect(listed).toHaveLength(2);
    await t.db
      .updateTable('material_requests')
      .set({
        first_human_touch_at: new Date().toISOString(),
        stage: 'won',
        won_at: new Date().toISOString(),
        materials_sent_at: new Date().toISOString(),
      })
      .where('id', '=', leads[0]?.id ?? '')
      .execute();
    expect(await batchProgress(t.db, applied.batchId)).toEqual({
      leads: 2,
      contacted: 1,
      materials: 1,
      meeting: 1,
      won: 1,
    });

    // The funnel report (issue 34) gives the show its own row, with the contract counted.
    const today = japanDay(new Date());
    const report = await funnelReport(t.db, { from: today, to: today, group: 'channel', closures: new Set() });
    const showRow = report.rows.find((row) => row.key === `offline|trade_show|${source.name}`);
    expect(showRow?.counts).toMatchObject({ leads: 2, won: 1 });
    // Counted as imports, not as web requests (issue 42).
    expect(showRow?.imports).toBe(2);

    const again = await applyImport(t.db, upload, source, undefined, { actor: admin });
    expect(again).toEqual({ ok: false, problem: 'alreadyImported', batchId: applied.batchId });
    const replan = await planImport(t.db, upload);
    expect(replan.kind === 'preview' && replan.alreadyImported?.id).toBe(applied.batchId);
  });

  it('asks for a mapping of unknown headers and remembers it by the header row', async () => {
    const admin = await createAdmin(t.db);
    const content = 'ご芳名,連絡先,明示の同意\n東 花子,hana@example.jp,同意';
    const upload = await stageUpload(
      t.db,
      { fileName: 'm.csv', sha256: sha256Hex(new TextEncoder().encode(content)), encoding: 'utf8', content },
      admin.id,
    );
    const plan = await planImport(t.db, upload);
    expect(plan.kind).toBe('mapping');
    if (plan.kind !== 'mapping') return;
    expect(plan.mapping).toEqual([undefined, undefined, undefined]);
    await rememberMapping(t.db, plan.hash, ['name', 'email', 'consent'], admin.id);
    const remembered = await rememberedMapping(t.db, plan.hash, 3);
    const mapped = await planImport(t.db, upload, remembered);
    expect(mapped.kind === 'preview' && mapped.layout).toBe('mapped');
    expect(mapped.kind === 'preview' && mapped.rows[0]?.ok && mapped.rows[0].card.consent).toBe('explicit');
  });

  it('answers hostile files with a reason, never an exception', async () => {
    const admin = await createAdmin(t.db);
    const hostile = [
      '',
      '\u0000\u0000',
      '"unclosed,氏名\n1,2',
      '氏名,メールアドレス\n"a"b,c@example.jp',
      `氏名,メールアドレス\n${'あ'.repeat(100_000)},x@example.jp`,
      `${Array.from({ length: 2_000 }, (_, i) => `列${i}`).join(',')}\n1`,
      '氏名,メールアドレス\n<script>alert(1)</script>,=HYPERLINK("x")@example.jp',
      '氏名,電話番号\n\u202e山田,+999 1',
    ];
    for (const content of hostile) {
      const upload = await stageUpload(
        t.db,
        { fileName: 'h.csv', sha256: sha256Hex(new TextEncoder().encode(content)), encoding: 'utf8', content },
        admin.id,
      );
      const plan = await planImport(t.db, upload);
      expect(['failed', 'mapping', 'preview']).toContain(plan.kind);
    }
  });
});
