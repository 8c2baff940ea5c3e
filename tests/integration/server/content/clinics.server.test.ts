import { describe, expect, it, vi } from 'vitest';
import { clinicsCopy } from '../../../../src/content/clinics/index.ts';
import {
  createClinic,
  deleteClinic,
  filterClinics,
  getClinic,
  groupByPrefecture,
  latestSuccessfulUpdate,
  listClinics,
  listPublishedClinics,
  listUpdateLog,
  updateClinic,
} from '../../../../src/server/content/clinics.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createClinicRow } from '../../../setup/factories.ts';

const clinicMessages = clinicsCopy.ja.messages;

const input = (overrides: Record<string, unknown> = {}) => ({
  clinicName: '銀座ウロギネクリニック',
  address: '東京都中央区銀座1-2-3',
  services: '泌尿器科・婦人科',
  doctor: '山田 花子',
  phone: '03-1234-5678',
  url: 'https://clinic.example.jp/',
  ...overrides,
});

describe.each(testBackends())('clinics on %s', (backend) => {
  const t = useTestDb(backend);

  it('creates, reads, updates and deletes, logging each write and auditing after commit', async () => {
    const audit = vi.fn(async () => {});
    const created = await createClinic(t.db, input(), { audit, now: new Date('2026-03-01T01:02:03.000Z') });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.clinic).toMatchObject({
      clinicName: '銀座ウロギネクリニック',
      prefecture: '東京都',
      status: 'publish',
      wordpressId: null,
      createdAt: '2026-03-01T01:02:03.000Z',
    });
    expect(await getClinic(t.db, created.clinic.id)).toEqual(created.clinic);

    const updated = await updateClinic(t.db, created.clinic.id, input({ doctor: '佐藤 一郎', status: 'draft' }), {
      audit,
      now: new Date('2026-03-02T00:00:00.000Z'),
    });
    expect(updated).toMatchObject({
      ok: true,
      clinic: {
        doctor: '佐藤 一郎',
        status: 'draft',
        createdAt: '2026-03-01T01:02:03.000Z',
        updatedAt: '2026-03-02T00:00:00.000Z',
      },
    });

    expect(await deleteClinic(t.db, created.clinic.id, { audit, now: new Date('2026-03-03T00:00:00.000Z') })).toEqual({
      ok: true,
    });
    expect(await getClinic(t.db, created.clinic.id)).toBeUndefined();

    expect(audit.mock.calls).toEqual([
      ['clinic.create', { id: created.clinic.id, clinicName: '銀座ウロギネクリニック' }],
      ['clinic.update', { id: created.clinic.id, clinicName: '銀座ウロギネクリニック', changed: ['doctor', 'status'] }],
      ['clinic.delete', { id: created.clinic.id, clinicName: '銀座ウロギネクリニック' }],
    ]);
    const log = await listUpdateLog(t.db);
    expect(log.map((entry) => [entry.success, entry.message, entry.updatedAt])).toEqual([
      [true, 'クリニック「銀座ウロギネクリニック」を削除しました', '2026-03-03T00:00:00.000Z'],
      [true, 'クリニック「銀座ウロギネクリニック」を更新しました', '2026-03-02T00:00:00.000Z'],
      [true, 'クリニック「銀座ウロギネクリニック」を登録しました', '2026-03-01T01:02:03.000Z'],
    ]);
    expect(log[0]?.title).toBe('クリニック情報を更新しました');
  });

  it('returns errors as values and writes nothing on bad input', async () => {
    const audit = vi.fn(async () => {});
    expect(await createClinic(t.db, input({ clinicName: '', url: 'ftp://x' }), { audit })).toEqual({
      ok: false,
      errors: { clinicName: clinicMessages.clinicNameRequired, url: clinicMessages.urlInvalid },
    });
    expect(await createClinic(t.db, 'not an object')).toMatchObject({ ok: false });
    expect(await updateClinic(t.db, 'missing', input())).toEqual({
      ok: false,
      errors: { form: clinicMessages.notFound },
    });
    expect(await deleteClinic(t.db, 'missing')).toEqual({ ok: false, errors: { form: clinicMessages.notFound } });
    expect(audit).not.toHaveBeenCalled();
    expect(await listClinics(t.db)).toEqual([]);
    expect(await listUpdateLog(t.db)).toEqual([]);
  });

  it('refuses a second clinic with the same name and address', async () => {
    const first = await createClinic(t.db, input());
    expect(first.ok).toBe(true);
    expect(await createClinic(t.db, input({ clinicName: ' 銀座ウロギネクリニック' }))).toEqual({
      ok: false,
      errors: { clinicName: clinicMessages.duplicate },
    });
    const other = await createClinic(t.db, input({ address: '東京都中央区銀座9-9-9' }));
    if (!other.ok) throw new Error('expected the second clinic');
    expect(await updateClinic(t.db, other.clinic.id, input())).toEqual({
      ok: false,
      errors: { clinicName: clinicMessages.duplicate },
    });
    // Saving a clinic unchanged is not a conflict with itself.
    expect((await updateClinic(t.db, other.clinic.id, input({ address: '東京都中央区銀座9-9-9' }))).ok).toBe(true);
  });

  it('lists all clinics north to south and searches name, address, services and doctor', async () => {
    await createClinicRow(t.db, {
      id: 'okinawa',
      clinic_name: '那覇クリニック',
      address: '沖縄県那覇市1',
      prefecture: '沖縄県',
    });
    await createClinicRow(t.db, {
      id: 'sapporo',
      clinic_name: '札幌ＡＢＣ医院',
      address: '札幌市中央区1',
      prefecture: '北海道',
    });
    await createClinicRow(t.db, {
      id: 'tokyo-draft',
      clinic_name: '銀座医院',
      address: '東京都中央区1',
      status: 'draft',
      doctor: '鈴木 一郎',
    });
    await createClinicRow(t.db, {
      id: 'kyoto',
      clinic_name: '京都医院',
      address: '京都府京都市1',
      prefecture: '京都府',
      services: '骨盤底リハビリ',
    });

    expect((await listClinics(t.db)).map((c) => c.id)).toEqual(['sapporo', 'tokyo-draft', 'kyoto', 'okinawa']);
    expect((await listClinics(t.db, { query: 'abc' })).map((c) => c.id)).toEqual(['sapporo']);
    expect((await listClinics(t.db, { query: '鈴木' })).map((c) => c.id)).toEqual(['tokyo-draft']);
    expect((await listClinics(t.db, { query: 'リハビリ 京都' })).map((c) => c.id)).toEqual(['kyoto']);
    expect((await listClinics(t.db, { query: '那覇市' })).map((c) => c.id)).toEqual(['okinawa']);
    expect((await listClinics(t.db, { prefecture: '北海道' })).map((c) => c.id)).toEqual(['sapporo']);
    expect(await listClinics(t.db, { query: 'どこにもない' })).toEqual([]);

    const published = await listPublishedClinics(t.db);
    expect(groupByPrefecture(published).map((g) => [g.prefecture, g.clinics.map((c) => c.id)])).toEqual([
      ['北海道', ['sapporo']],
      ['京都府', ['kyoto']],
      ['沖縄県', ['okinawa']],
    ]);
  });

  it('matches kana in any form: ｻﾄｳ, さとう and サトウ find the same clinics', async () => {
    await createClinicRow(t.db, { id: 'katakana', clinic_name: 'サトウ医院', address: '東京都1' });
    await createClinicRow(t.db, { id: 'hiragana', clinic_name: '銀座医院', address: '東京都2', doctor: 'さとう 花子' });
    await createClinicRow(t.db, { id: 'half-width', clinic_name: 'ｻﾄｳｸﾘﾆｯｸ', address: '東京都3' });
    await createClinicRow(t.db, { id: 'other', clinic_name: 'スズキ医院', address: '東京都4' });
    for (const query of ['ｻﾄｳ', 'さとう', 'サトウ']) {
      expect((await listClinics(t.db, { query })).map((c) => c.id).sort(), query).toEqual(
        ['half-width', 'hiragana', 'katakana'].sort(),
      );
    }
    expect((await listClinics(t.db, { query: 'くりにっく さとう' })).map((c) => c.id)).toEqual(['half-width']);
    const published = await listPublishedClinics(t.db);
    expect(filterClinics(published, { query: 'すずき' }).map((c) => c.id)).toEqual(['other']);
  });

  it('serves the public list from memory; a write through the functions shows on the very next read', async () => {
    const ids = (clinics: { id: string }[]) => clinics.map((c) => c.id).sort();
    await createClinicRow(t.db, { id: 'a' });
    expect(ids(await listPublishedClinics(t.db))).toEqual(['a']);

    // A row written behind the functions' back moves no content version: the list is cached.
    await createClinicRow(t.db, { id: 'b', clinic_name: 'B医院' });
    expect(ids(await listPublishedClinics(t.db))).toEqual(['a']);

    const created = await createClinic(t.db, input());
    expect(created.ok).toBe(true);
    expect(await listPublishedClinics(t.db)).toHaveLength(3);
    if (created.ok) await updateClinic(t.db, created.clinic.id, input({ status: 'draft' }));
    expect(await listPublishedClinics(t.db)).toHaveLength(2);
    await deleteClinic(t.db, 'a');
    expect(ids(await listPublishedClinics(t.db))).toEqual(['b']);
  });

  it('reports the time of the newest successful update, ignoring failures', async () => {
    expect(await latestSuccessfulUpdate(t.db)).toBeNull();
    await createClinic(t.db, input(), { now: new Date('2026-01-01T00:00:00.000Z') });
    await createClinic(t.db, input({ address: '東京都港区1' }), { now: new Date('2026-02-01T12:34:56.000Z') });
    const { writeUpdateLog } = await import('../../../../src/server/content/clinics.server.ts');
    await writeUpdateLog(t.db, { success: false, message: 'x', now: new Date('2026-03-01T00:00:00.000Z') });
    expect(await latestSuccessfulUpdate(t.db)).toBe('2026-02-01T12:34:56.000Z');
    const log = await listUpdateLog(t.db, 1);
    expect(log).toEqual([
      expect.objectContaining({ success: false, title: 'クリニック情報の更新に失敗しました', message: 'x' }),
    ]);
  });
});
