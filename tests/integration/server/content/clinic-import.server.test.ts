import { describe, expect, it, vi } from 'vitest';
import {
  applyClinicImport,
  decodeCsvBytes,
  previewClinicImport,
} from '../../../../src/server/content/clinic-import.server.ts';
import {
  latestSuccessfulUpdate,
  listClinics,
  listPublishedClinics,
  listUpdateLog,
} from '../../../../src/server/content/clinics.server.ts';
import { encodeCp932 } from '../../../../src/server/platform/csv.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createClinicRow } from '../../../setup/factories.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);

const japaneseCsv = [
  'クリニック名,住所,診療内容,担当医,電話,URL,公開',
  '札幌ウロクリニック,北海道札幌市中央区北1条西1-1,泌尿器科,北野 一郎,011-000-0000,https://sapporo.example.jp/,公開',
  '"銀座ウィメンズ, クリニック",東京都中央区銀座1-2-3,"婦人科',
  '骨盤底外来",山田 花子,03-0000-0000,,公開',
  '那覇髙橋クリニック,沖縄県那覇市1-1,"リハビリ ""骨盤底""",,,,下書き',
  '',
].join('\r\n');

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with and without a BOM, and Shift_JIS including CP932 extensions', () => {
    expect(decodeCsvBytes(utf8('名前,住所'))).toEqual({ encoding: 'utf8', text: '名前,住所' });
    expect(decodeCsvBytes(withBom('名前,住所'))).toEqual({ encoding: 'utf8', text: '名前,住所' });
    expect(decodeCsvBytes(encodeCp932('名前,住所①'))).toEqual({ encoding: 'cp932', text: '名前,住所①' });
    // 0x82 0xFF is neither valid UTF-8 nor Shift_JIS.
    expect(decodeCsvBytes(new Uint8Array([0x82, 0xff, 0x82]))).toBeUndefined();
  });
});

describe.each(testBackends())('CSV import on %s', (backend) => {
  const t = useTestDb(backend);

  it.each([
    ['UTF-8', utf8(japaneseCsv), 'utf8'],
    ['UTF-8 with BOM', withBom(japaneseCsv), 'utf8'],
    ['Shift_JIS', encodeCp932(japaneseCsv), 'cp932'],
  ] as const)('previews then applies a %s file', async (_name, bytes, encoding) => {
    const preview = await previewClinicImport(t.db, bytes);
    expect(preview).toMatchObject({ encoding, total: 3, toUpdate: [], unchanged: 0, errors: [], ignoredColumns: [] });
    expect(preview.toCreate.map((c) => [c.row, c.clinic.clinicName, c.clinic.prefecture, c.clinic.status])).toEqual([
      [2, '札幌ウロクリニック', '北海道', 'publish'],
      [3, '銀座ウィメンズ, クリニック', '東京都', 'publish'],
      [4, '那覇髙橋クリニック', '沖縄県', 'draft'],
    ]);
    expect(preview.toCreate[1]?.clinic).toMatchObject({
      services: '婦人科\n骨盤底外来',
      url: null,
      phone: '03-0000-0000',
    });
    expect(preview.toCreate[2]?.clinic).toMatchObject({ services: 'リハビリ "骨盤底"', doctor: '', phone: null });
    // The preview wrote nothing.
    expect(await listClinics(t.db)).toEqual([]);
    expect(await listUpdateLog(t.db)).toEqual([]);

    const audit = vi.fn(async () => {});
    const now = new Date('2026-04-01T00:00:00.000Z');
    expect(await applyClinicImport(t.db, bytes, { audit, now })).toEqual({
      ok: true,
      created: 3,
      updated: 0,
      unchanged: 0,
    });
    expect((await listClinics(t.db)).map((c) => c.clinicName)).toEqual([
      '札幌ウロクリニック',
      '銀座ウィメンズ, クリニック',
      '那覇髙橋クリニック',
    ]);
    expect((await listPublishedClinics(t.db)).map((c) => c.clinicName)).toEqual([
      '札幌ウロクリニック',
      '銀座ウィメンズ, クリニック',
    ]);
    expect(audit).toHaveBeenCalledWith('clinic.import_csv', { ok: true, created: 3, updated: 0, unchanged: 0 });
    expect(await latestSuccessfulUpdate(t.db)).toBe(now.toISOString());
    expect((await listUpdateLog(t.db))[0]?.message).toBe(
      'CSVファイルから取り込みました（新規 3 件、更新 0 件、変更なし 0 件）',
    );

    // The same file again changes nothing.
    const again = await previewClinicImport(t.db, bytes);
    expect(again).toMatchObject({ toCreate: [], toUpdate: [], unchanged: 3, errors: [] });
  });

  it('upserts by name and address with English headers, listing the changed fields', async () => {
    await createClinicRow(t.db, {
      id: 'kept',
      clinic_name: '銀座医院',
      address: '東京都中央区銀座1-1',
      services: '泌尿器科',
      doctor: '山田',
      phone: '03-1111-1111',
      url: 'https://ginza.example.jp/',
      status: 'publish',
    });
    const csv = [
      'clinic_name,address,services,doctor,phone,notes',
      '銀座医院,東京都中央区銀座1-1,泌尿器科・婦人科,山田,,メモ',
      '新宿医院,東京都新宿区1-1,婦人科,佐藤,03-2222-2222,',
    ].join('\n');
    const preview = await previewClinicImport(t.db, utf8(csv));
    expect(preview.ignoredColumns).toEqual(['notes']);
    expect(preview.toCreate.map((c) => c.clinic.clinicName)).toEqual(['新宿医院']);
    expect(preview.toUpdate).toEqual([
      expect.objectContaining({
        row: 2,
        id: 'kept',
        changes: [
          { field: 'services', before: '泌尿器科', after: '泌尿器科・婦人科' },
          { field: 'phone', before: '03-1111-1111', after: null },
        ],
      }),
    ]);

    expect(await applyClinicImport(t.db, utf8(csv))).toEqual({ ok: true, created: 1, updated: 1, unchanged: 0 });
    const clinics = await listClinics(t.db);
    const kept = clinics.find((c) => c.id === 'kept');
    // The URL column was not in the file: the stored URL stays.
    expect(kept).toMatchObject({ services: '泌尿器科・婦人科', phone: null, url: 'https://ginza.example.jp/' });
    expect(clinics).toHaveLength(2);
  });

  it('reports row-level errors in Japanese and applies nothing', async () => {
    await createClinicRow(t.db, { id: 'before' });
    const csv = [
      'クリニック名,住所,都道府県,電話,URL,公開',
      ',東京都港区1,,,,',
      '大阪医院,大阪市北区1,,06-0000-0000,,',
      '札幌医院,札幌市中央区1,北海道,123,ftp://x,たぶん',
      '神戸医院,兵庫県神戸市1,,,,',
      '神戸医院,兵庫県神戸市1,,,,',
    ].join('\n');
    const preview = await previewClinicImport(t.db, utf8(csv));
    expect(preview.errors).toEqual([
      { row: 2, message: 'クリニック名: クリニック名を入力してください' },
      { row: 3, message: '都道府県: 住所が都道府県名で始まらないため、都道府県を選択してください' },
      { row: 4, message: '電話: 電話番号は10〜13桁の数字で入力してください（ハイフン可）' },
      { row: 4, message: 'URL: URLは http:// または https:// で始まる形式で入力してください' },
      { row: 4, message: '公開: 公開状態は「公開」か「下書き」を指定してください' },
      { row: 6, message: '5行目と同じクリニック名・住所の行です' },
    ]);
    expect(preview.toCreate.map((c) => c.row)).toEqual([5]);

    expect(await applyClinicImport(t.db, utf8(csv))).toEqual({ ok: false, errors: preview.errors });
    expect((await listClinics(t.db)).map((c) => c.id)).toEqual(['before']);
    const [log] = await listUpdateLog(t.db);
    expect(log).toMatchObject({
      success: false,
      message: 'CSVファイルに誤りがあるため取り込みませんでした（エラー 6 件）',
    });
    expect(await latestSuccessfulUpdate(t.db)).toBeNull();
  });

  it.each([
    ['an empty file', new Uint8Array(), { row: 0, message: 'ファイルが空です' }],
    ['no name column', utf8('住所,電話\n東京都1,\n'), { row: 1, message: '必須の列がありません: クリニック名' }],
    ['a repeated column', utf8('住所,address,クリニック名\n'), { row: 1, message: '列「address」が複数あります' }],
    [
      'an unclosed quote',
      utf8('クリニック名,住所\n"医院,東京都1\n'),
      { row: 2, message: 'ダブルクォートが閉じられていません' },
    ],
    [
      'bytes in no known encoding',
      new Uint8Array([0x82, 0xff, 0x2c, 0x0a]),
      { row: 0, message: '文字コードを判別できません。UTF-8 または Shift_JIS で保存したCSVファイルを選んでください' },
    ],
  ])('rejects %s as a whole', async (_name, bytes, error) => {
    const preview = await previewClinicImport(t.db, bytes);
    expect(preview.errors).toEqual([error]);
    expect(await applyClinicImport(t.db, bytes)).toEqual({ ok: false, errors: [error] });
  });
});
