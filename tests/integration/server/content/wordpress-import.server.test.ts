import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { latestSuccessfulUpdate, listClinics, listUpdateLog } from '../../../../src/server/content/clinics.server.ts';
import { importFromWordPress, renderedToText } from '../../../../src/server/content/wordpress-import.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createClinicRow } from '../../../setup/factories.ts';
import { type FakeWordPress, startFakeWordPress, wordpressPost } from '../../../setup/wordpress.ts';

describe('renderedToText', () => {
  it('drops tags, decodes named, decimal and hex entities and leaves unknown names alone', () => {
    expect(renderedToText(' <b>A</b> &amp; B &lt;x&gt; &quot;q&quot; &#8211; &#x2764; &hellip; &copy; ')).toBe(
      'A & B <x> "q" – ❤ … ©',
    );
    expect(renderedToText('&#038; &#X41; &unknown; &amp;amp; &#0; &#xD800;')).toBe('& A &unknown; &amp; \uFFFD \uFFFD');
    expect(renderedToText('&frac12; &notin; &#128;')).toBe('½ ∉ €');
  });
});

const pages = [
  [
    wordpressPost(11, '札幌&amp;北 ウロクリニック', {
      clinic_address: '北海道札幌市中央区1-1',
      clinic_services: '泌尿器科',
      clinic_doctor: '北野 一郎',
    }),
    wordpressPost(12, '銀座 &#8220;ウィメンズ&#8221; クリニック', {
      clinic_address: '東京都中央区銀座1-1',
      clinic_services: '婦人科',
      clinic_doctor: '山田 花子',
    }),
  ],
  [
    wordpressPost(13, '京都 &#x3042; 医院', {
      clinic_address: ['京都府京都市1-1'],
      clinic_services: ['骨盤底リハビリ'],
      clinic_doctor: [''],
    }),
  ],
  [wordpressPost(14, '那覇医院', { clinic_address: '沖縄県那覇市1-1' })],
];

let wp: FakeWordPress;
// Changed by tests that need the second page to fail once the first succeeded.
let secondPage: 'ok' | 'error' = 'ok';

beforeAll(async () => {
  wp = await startFakeWordPress({
    ok: (page) => ({ kind: 'json', body: pages[page - 1] ?? [], totalPages: pages.length }),
    // No pagination header: a short page is the last.
    noheader: (page) => ({ kind: 'json', body: page === 1 ? pages[0] : [] }),
    flaky: (page) =>
      page === 2 && secondPage === 'error'
        ? { kind: 'text', status: 500, body: 'Internal Server Error', contentType: 'text/plain' }
        : { kind: 'json', body: pages[page - 1] ?? [], totalPages: pages.length },
    slow: () => ({ kind: 'hang' }),
    html: () => ({ kind: 'text', body: '<!doctype html><title>メンテナンス中</title>' }),
    unauthorized: () => ({ kind: 'json', status: 401, body: { code: 'rest_forbidden', data: { status: 401 } } }),
    notfound: () => ({ kind: 'json', status: 404, body: { code: 'rest_no_route' } }),
    object: () => ({ kind: 'json', body: { clinics: [] }, totalPages: 1 }),
    malformed: (page) =>
      page === 1
        ? { kind: 'json', body: pages[0], totalPages: 2 }
        : { kind: 'json', body: [wordpressPost(20, '住所なし医院', { clinic_services: 'x' })], totalPages: 2 },
    moved: () => ({ kind: 'redirect', status: 301, location: `${wp.site('ok')}/wp-json/wp/v2/clinics?page=1` }),
    elsewhere: () => ({ kind: 'redirect', status: 302, location: 'http://evil.example/wp-json/wp/v2/clinics' }),
    endless: () => ({ kind: 'endless' }),
    declared: () => ({ kind: 'endless', declared: 6 * 1024 * 1024 }),
    nopref: () => ({
      kind: 'json',
      body: [wordpressPost(30, '札幌医院', { clinic_address: '札幌市中央区2-2' })],
      totalPages: 1,
    }),
  });
});

afterAll(async () => {
  await wp.close();
});

describe.each(testBackends())('WordPress import on %s', (backend) => {
  const t = useTestDb(backend);

  it('fetches every page, decodes titles, upserts by WordPress id and logs the counts', async () => {
    wp.requests.length = 0;
    const audit = vi.fn(async () => {});
    const now = new Date('2026-05-01T09:00:00.000Z');
    const result = await importFromWordPress(t.db, { baseUrl: `${wp.site('ok')}/`, timeoutMs: 5000, audit, now });
    expect(result).toEqual({ ok: true, total: 4, created: 4, updated: 0, unchanged: 0 });
    expect(wp.requests).toEqual([1, 2, 3].map((n) => `/ok/wp-json/wp/v2/clinics?per_page=100&page=${n}`));

    const clinics = await listClinics(t.db);
    expect(clinics.map((c) => [c.wordpressId, c.clinicName, c.prefecture, c.services, c.doctor, c.status])).toEqual([
      ['11', '札幌&北 ウロクリニック', '北海道', '泌尿器科', '北野 一郎', 'publish'],
      ['12', '銀座 “ウィメンズ” クリニック', '東京都', '婦人科', '山田 花子', 'publish'],
      ['13', '京都 あ 医院', '京都府', '骨盤底リハビリ', '', 'publish'],
      ['14', '那覇医院', '沖縄県', '', '', 'publish'],
    ]);
    const [log] = await listUpdateLog(t.db);
    expect(log).toMatchObject({
      success: true,
      title: 'クリニック情報を更新しました',
      message: 'WordPressから取り込みました（取得 4 件：新規 4 件、更新 0 件、変更なし 0 件）',
      updatedAt: now.toISOString(),
    });
    expect(await latestSuccessfulUpdate(t.db)).toBe(now.toISOString());
    expect(audit).toHaveBeenCalledWith('clinic.import_wordpress', {
      ok: true,
      total: 4,
      created: 4,
      updated: 0,
      unchanged: 0,
    });

    // Again: nothing new; a staff change to the publish state and phone survives the refresh.
    const sapporo = clinics[0];
    if (!sapporo) throw new Error('no clinic');
    await t.db
      .updateTable('clinics')
      .set({ status: 'draft', phone: '011-000-0000' })
      .where('id', '=', sapporo.id)
      .execute();
    await t.db.updateTable('clinics').set({ doctor: '古い 名前' }).where('wordpress_id', '=', '12').execute();
    expect(await importFromWordPress(t.db, { baseUrl: wp.site('ok') })).toEqual({
      ok: true,
      total: 4,
      created: 0,
      updated: 1,
      unchanged: 3,
    });
    const after = await listClinics(t.db);
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ status: 'draft', phone: '011-000-0000' });
    expect(after[1]).toMatchObject({ doctor: '山田 花子' });
  });

  it('adopts a clinic entered here with the same name and address', async () => {
    await createClinicRow(t.db, {
      id: 'local',
      clinic_name: '那覇医院',
      address: '沖縄県那覇市1-1',
      prefecture: '沖縄県',
    });
    expect(await importFromWordPress(t.db, { baseUrl: wp.site('ok') })).toMatchObject({
      ok: true,
      created: 3,
      updated: 1,
    });
    const clinics = await listClinics(t.db);
    expect(clinics).toHaveLength(4);
    expect(clinics.find((c) => c.id === 'local')?.wordpressId).toBe('14');
  });

  it('stops at a short page when there is no pagination header', async () => {
    wp.requests.length = 0;
    expect(await importFromWordPress(t.db, { baseUrl: wp.site('noheader') })).toMatchObject({ ok: true, total: 2 });
    expect(wp.requests).toEqual(['/noheader/wp-json/wp/v2/clinics?per_page=100&page=1']);
  });

  it.each([
    ['a timeout', 'slow', 'WordPressが0.3秒以内に応答しませんでした（1ページ目）'],
    ['a non-JSON body', 'html', 'WordPressの応答がJSONではありませんでした（1ページ目）'],
    [
      'HTTP 401',
      'unauthorized',
      'WordPressに認証を拒否されました（HTTP 401、1ページ目）。公開APIの設定を確認してください',
    ],
    ['HTTP 404', 'notfound', 'WordPressがエラーを返しました（HTTP 404、1ページ目）'],
    ['a body that is not a list', 'object', 'WordPressの応答がクリニックの一覧ではありませんでした（1ページ目）'],
    [
      'a malformed item on a later page',
      'malformed',
      'WordPressのクリニックデータの形式が正しくありません（2ページ目の1件目: meta.clinic_address がありません）',
    ],
    [
      'a redirect, which is never followed',
      'moved',
      'WordPressが別のURLへの転送（HTTP 301、1ページ目、転送先: http://127.0.0.1:PORT/ok/wp-json/wp/v2/clinics）を返しました。環境変数 WORDPRESS_URL を転送先のURLに直してください',
    ],
    [
      'a redirect to another host',
      'elsewhere',
      'WordPressが別のURLへの転送（HTTP 302、1ページ目、転送先: http://evil.example/wp-json/wp/v2/clinics）を返しました。環境変数 WORDPRESS_URL を転送先のURLに直してください',
    ],
    ['a page that never ends', 'endless', 'WordPressの応答が大きすぎます（1ページ目、5 MB まで）'],
    ['a page declared larger than the cap', 'declared', 'WordPressの応答が大きすぎます（1ページ目、5 MB まで）'],
    [
      'an address whose prefecture cannot be told',
      'nopref',
      'WordPressのクリニックデータの形式が正しくありません（1ページ目の1件目: prefecture: 住所が都道府県名で始まらないため、都道府県を選択してください）',
    ],
  ])('fails on %s with a clear log entry and leaves the data unchanged', async (_name, site, template) => {
    await createClinicRow(t.db, { id: 'before', clinic_name: '既存医院' });
    const message = template.replace('PORT', new URL(wp.site(site)).port);
    const audit = vi.fn(async () => {});
    wp.requests.length = 0;
    // Long enough to read 5 MB on a busy machine; the hanging site still fails within it.
    const timeoutMs = site === 'slow' ? 300 : 10_000;
    const result = await importFromWordPress(t.db, { baseUrl: wp.site(site), timeoutMs, audit });
    expect(result).toEqual({ ok: false, message });
    expect((await listClinics(t.db)).map((c) => c.id)).toEqual(['before']);
    const log = await listUpdateLog(t.db);
    expect(log).toEqual([
      expect.objectContaining({
        success: false,
        title: 'クリニック情報の更新に失敗しました',
        message: `WordPressからの取り込みに失敗しました。データは変更していません。${message}`,
      }),
    ]);
    expect(await latestSuccessfulUpdate(t.db)).toBeNull();
    expect(audit).toHaveBeenCalledWith('clinic.import_wordpress', { ok: false, message });
    // A redirect is not followed: only the site's own pages were asked for.
    expect(wp.requests.filter((path) => !path.startsWith(`/${site}/`))).toEqual([]);
  });

  it('talks to WordPress over https only; plain http is for loopback (tests) alone', async () => {
    const fetch = vi.fn(async () => new Response('[]'));
    for (const baseUrl of ['http://wp.example.jp', 'http://10.0.0.5/site', 'ftp://wp.example.jp']) {
      expect(await importFromWordPress(t.db, { baseUrl, fetch })).toEqual({
        ok: false,
        message: 'WordPressのURLは https:// で始まる必要があります（環境変数 WORDPRESS_URL）',
      });
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(await importFromWordPress(t.db, { baseUrl: 'https://wp.example.jp', fetch })).toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      'https://wp.example.jp/wp-json/wp/v2/clinics?per_page=100&page=1',
      expect.objectContaining({ redirect: 'manual' }),
    );
  });

  it('applies nothing when a later page fails after earlier ones succeeded', async () => {
    secondPage = 'error';
    try {
      const result = await importFromWordPress(t.db, { baseUrl: wp.site('flaky') });
      expect(result).toEqual({ ok: false, message: 'WordPressがエラーを返しました（HTTP 500、2ページ目）' });
      expect(await listClinics(t.db)).toEqual([]);
    } finally {
      secondPage = 'ok';
    }
    expect(await importFromWordPress(t.db, { baseUrl: wp.site('flaky') })).toMatchObject({ ok: true, created: 4 });
  });

  it('reports an unreachable server and an unset address', async () => {
    const closed = await startFakeWordPress({});
    const base = closed.site('gone');
    await closed.close();
    const result = await importFromWordPress(t.db, { baseUrl: base, timeoutMs: 2000 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^WordPressに接続できませんでした（1ページ目: .+）$/);
    expect(await importFromWordPress(t.db, { baseUrl: '' })).toEqual({
      ok: false,
      message: 'WordPressのURLが設定されていません（環境変数 WORDPRESS_URL）',
    });
  });
});
