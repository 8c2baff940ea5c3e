/**
 * Issue 15 end to end on each database: the postal code, the reading (フリガナ) and phone
 * numbers from anywhere, from the brochure endpoint to storage, the migration of the rows
 * before, the inbox search, the mails, the CSV export in both encodings, and retention.
 */
import { tmpdir } from 'node:os';
import { parse } from 'csv-parse/sync';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { handleBrochureRequest } from '../../../src/actions/brochure-request.ts';
import { leadUrlOn } from '../../../src/actions/paths.ts';
import { leadCopy } from '../../../src/content/lead/index.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { POST as exportLeads } from '../../../src/pages/api/admin/leads/export.ts';
import { listLeads } from '../../../src/server/leads/inbox.server.ts';
import { getLeadDetail } from '../../../src/server/leads/lead-detail.server.ts';
import { readLeadFlash } from '../../../src/server/leads/lead-flash.server.ts';
import { composeLeadMail } from '../../../src/server/leads/lead-mails.server.ts';
import { leadSearchCondition, leadSearchText } from '../../../src/server/leads/lead-search.server.ts';
import * as m0001 from '../../../src/server/platform/migrations/0001_news_and_analytics.ts';
import * as m0002 from '../../../src/server/platform/migrations/0002_leads_and_outbox.ts';
import * as m0003 from '../../../src/server/platform/migrations/0003_admin.ts';
import * as m0004 from '../../../src/server/platform/migrations/0004_clinics.ts';
import * as m0005 from '../../../src/server/platform/migrations/0005_rate_limits.ts';
import * as m0006 from '../../../src/server/platform/migrations/0006_retention_and_scheduled_runs.ts';
import * as m0007 from '../../../src/server/platform/migrations/0007_news_images.ts';
import * as m0008 from '../../../src/server/platform/migrations/0008_lead_flashes_and_content_versions.ts';
import * as m0009 from '../../../src/server/platform/migrations/0009_outbox_lease_token.ts';
import * as m0010 from '../../../src/server/platform/migrations/0010_admin_setup_claim.ts';
import * as m0011 from '../../../src/server/platform/migrations/0011_lead_postal_code_and_reading.ts';
import { createOffload, type Offload } from '../../../src/server/platform/offload.server.ts';
import { ANONYMISED_LEAD, anonymiseExpiredLeads } from '../../../src/server/privacy/retention.server.ts';
import { OFFLOAD_MODULES } from '../../../src/server/services.server.ts';
import { testBackends, useTestDb } from '../../setup/db.ts';
import { createLead, validLead } from '../../setup/factories.ts';
import { leadDeps } from '../../setup/form-proof.ts';

const url = 'https://www.example.jp/api/brochure-requests';
const now = new Date('2026-11-21T03:00:00.000Z');
let keys = 0;

/** A request as the island sends it, with a fresh key and address so none is a duplicate. */
function jsonRequest(fields: Record<string, unknown>) {
  keys += 1;
  const body = {
    ...validLead,
    email: `visitor${keys}@example.jp`,
    idempotency_key: `contact-key-${keys}-abcdef`,
    fill_ms: '30000',
    page_path: '/other-products-details',
    website: '',
    agreement: true,
    ...fields,
  };
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://www.example.jp' },
    body: JSON.stringify(body),
  });
}

describe.each(testBackends())('postal code, reading and phone numbers on %s', (backend) => {
  const t = useTestDb(backend);
  const deps = () => leadDeps(t.db, { limit: 100, now });
  const post = async (fields: Record<string, unknown>) => {
    const response = await handleBrochureRequest(jsonRequest(fields), deps());
    return { status: response.status, body: await response.json() };
  };
  const stored = (email: string) =>
    t.db.selectFrom('material_requests').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  describe('the brochure endpoint', () => {
    it.each<[Locale, string, string]>([
      ['zh-cn', '+86 138 0013 8000', '+8613800138000'],
      ['en', '+1 (650) 253-0000', '+16502530000'],
      ['en', '＋４４ ２０ ７９４６ ０９５８', '+442079460958'],
      ['ja', '+81 90-1234-5678', '09012345678'],
      ['ja', '+81 (0)3-1234-5678', '0312345678'],
      ['zh-cn', '090-1234-5678', '09012345678'],
    ])('accepts on %s the number %s and stores %s', async (locale, phone, expected) => {
      const { status, body } = await post({ locale, phone, email: `${locale}-phone@example.jp` });
      expect(status, JSON.stringify(body)).toBe(200);
      expect((await stored(`${locale}-phone@example.jp`)).phone).toBe(expected);
    });

    it.each<[Locale, string]>([
      // A digit short of a Chinese mobile number: the right shape, refused by libphonenumber-js.
      ['zh-cn', '+86 138 0013 800'],
      // A US number in an area code that does not exist.
      ['en', '+1 099 555 0123'],
      // Not a country code and number at all.
      ['ja', '+86'],
      ['en', '+1-800-FLOWERS'],
    ])('refuses on %s the number %s in that language', async (locale, phone) => {
      const { status, body } = await post({ locale, phone });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ phone: leadCopy[locale].form.messages.phoneInternational });
      expect(await t.db.selectFrom('material_requests').select('id').execute()).toEqual([]);
    });

    it('reports a refused international number beside the other fields’ messages', async () => {
      const { body } = await post({ locale: 'zh-cn', phone: '+86 138 0013 800', name: '' });
      const m = leadCopy['zh-cn'].form.messages;
      expect(body.errors).toEqual({ name: m.nameRequired, phone: m.phoneInternational });
    });

    it('keeps the Japanese messages exactly', async () => {
      const cases: [string, string][] = [
        ['12', '電話番号は10桁以上入力してください'],
        ['01234567890123', '電話番号は13桁以内で入力してください'],
        ['090-1234-567a', '電話番号は数字のみで入力してください'],
        ['+81 90-1234', '電話番号は10桁以上入力してください'],
      ];
      for (const [phone, message] of cases) {
        const { status, body } = await post({ locale: 'ja', phone });
        expect(status, phone).toBe(422);
        expect(body.errors, phone).toEqual({ phone: message });
      }
    });

    it('stores the postal code as 7 digits and the reading as full-width katakana', async () => {
      const { status } = await post({
        email: 'kana@example.jp',
        postalCode: '〒１０４ー００６１',
        nameKana: 'ﾔﾏﾀﾞ ﾊﾅｺ',
      });
      expect(status).toBe(200);
      const row = await stored('kana@example.jp');
      expect(row).toMatchObject({ postal_code: '1040061', name_kana: 'ヤマダ　ハナコ', phone: '09012345678' });
      expect(row.search_text).toBe(leadSearchText(row));
      expect(row.search_text.split('\n')).toEqual(
        expect.arrayContaining(['ヤマダ ハナコ', 'ヤマダハナコ', 'kana@example.jp']),
      );
      await post({ email: 'none@example.jp', postalCode: '', nameKana: '' });
      expect(await stored('none@example.jp')).toMatchObject({ postal_code: null, name_kana: null });
    });

    it('refuses a malformed postal code and a reading in kanji, naming the characters, in the visitor’s language', async () => {
      const ja = await post({ locale: 'ja', postalCode: '104-006', nameKana: '山田はなこ' });
      expect(ja.body.errors).toEqual({
        postalCode: '郵便番号は7桁の数字で入力してください（例：104-0061）',
        nameKana: 'フリガナはひらがなまたはカタカナで入力してください（使用できない文字：山 田）',
      });
      const en = await post({ locale: 'en', postalCode: 'SW1A 1AA' });
      expect(en.body.errors).toEqual({ postalCode: leadCopy.en.form.messages.postalCodeInvalid });
    });

    it('gives the values back to a form posted without JavaScript, the new fields included', async () => {
      const response = await handleBrochureRequest(
        new Request(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://www.example.jp' },
          body: new URLSearchParams({
            ...validLead,
            idempotency_key: 'nojs-key-123456',
            page_path: '/other-products-details',
            postalCode: '104-006',
            nameKana: 'やまだ',
          }).toString(),
        }),
        deps(),
      );
      expect(response.status).toBe(303);
      const token = new URL(response.headers.get('location') ?? '', url).searchParams.get('lead');
      const flash = await readLeadFlash(t.db, token, now);
      expect(flash).toMatchObject({
        status: 'error',
        errors: { postalCode: leadCopy.ja.form.messages.postalCodeInvalid },
        values: { postalCode: '104-006', nameKana: 'やまだ' },
      });
    });
  });

  describe('the inbox', () => {
    it('finds ｻﾄｳ, さとう and サトウ alike, in the name, the reading and the organization', async () => {
      await createLead(t.db, { id: 'kana', name: '佐藤 一郎', name_kana: 'サトウ　イチロウ' });
      await createLead(t.db, { id: 'hiragana', name: 'さとう はなこ' });
      await createLead(t.db, { id: 'half-width', name: '田中 次郎', organization: 'ｻﾄｳ歯科クリニック' });
      await createLead(t.db, { id: 'other', name: '鈴木 三郎', name_kana: 'スズキ　サブロウ' });
      const found = async (q: string) => (await listLeads(t.db, { q })).rows.map((row) => row.id).sort();
      for (const q of ['ｻﾄｳ', 'さとう', 'サトウ', ' さトｳ ']) {
        expect(await found(q), q).toEqual(['half-width', 'hiragana', 'kana']);
      }
      expect(await found('さとう いちろう')).toEqual(['kana']);
      expect(await found('さとういちろう')).toEqual(['kana']);
      expect(await found('佐藤一郎')).toEqual(['kana']);
      expect(await found('すずき')).toEqual(['other']);
    });

    it('finds a lead by its postal code and by its phone number, however typed', async () => {
      await createLead(t.db, { id: 'ginza', postal_code: '1040061', phone: '0312345678' });
      await createLead(t.db, { id: 'beijing', postal_code: null, phone: '+8613800138000' });
      await createLead(t.db, { id: 'mobile', postal_code: '1000001', phone: '09011112222' });
      const found = async (q: string) => (await listLeads(t.db, { q })).rows.map((row) => row.id).sort();
      for (const q of ['1040061', '104-0061', '〒104-0061', '１０４－００６１'])
        expect(await found(q), q).toEqual(['ginza']);
      expect(await found('03-1234-5678')).toEqual(['ginza']);
      expect(await found('+86 138 0013')).toEqual(['beijing']);
      expect(await found('+81 90 1111 2222')).toEqual(['mobile']);
      expect(await found('090-1111')).toEqual(['mobile']);
    });

    it('gives the list and the lead page the phone, postal code and reading as staff read them', async () => {
      await createLead(t.db, {
        id: 'shown',
        name_kana: 'ヤマダ　ハナコ',
        postal_code: '1040061',
        phone: '+8613800138000',
      });
      await createLead(t.db, { id: 'bare', phone: '0120123456' });
      const rows = new Map((await listLeads(t.db, {})).rows.map((row) => [row.id, row]));
      expect(rows.get('shown')).toMatchObject({
        nameKana: 'ヤマダ　ハナコ',
        postalCode: '〒104-0061',
        phone: '+86 138 0013 8000',
      });
      expect(rows.get('bare')).toMatchObject({ nameKana: null, postalCode: null, phone: '0120-123-456' });
      const detail = await getLeadDetail(t.db, 'shown');
      expect(detail?.contact).toEqual({
        nameKana: 'ヤマダ　ハナコ',
        postalCode: '〒104-0061',
        phone: '+86 138 0013 8000',
      });
    });
  });

  describe('the mails', () => {
    it('show the reading and the postal code to staff, and never echo them to the visitor', async () => {
      await post({ email: 'mail@example.jp', postalCode: '1040061', nameKana: 'やまだ　はなこ', phone: '0312345678' });
      const lead = await stored('mail@example.jp');
      const mailDeps = {
        db: t.db,
        staff: { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://www.example.jp') },
      };
      const staff = await composeLeadMail(mailDeps, 'lead.staff_notification', { requestId: lead.id });
      for (const line of ['■ フリガナ\nヤマダ　ハナコ', '■ 郵便番号\n〒104-0061', '■ 電話番号\n03-1234-5678']) {
        expect(staff.text).toContain(line);
      }
      const reply = await composeLeadMail(mailDeps, 'lead.auto_reply', { requestId: lead.id });
      // The receipt carries nothing typed but the address (issue 30).
      expect(reply.text).not.toContain('ヤマダ');
      expect(reply.text).not.toContain('104-0061');
    });
  });

  describe('the CSV export', () => {
    const admin = {
      id: 'u-admin',
      email: 'admin@example.jp',
      role: 'admin' as const,
      displayName: '管理者',
      reauthAt: new Date().toISOString(),
    };
    // The export reads its rows on an offload worker with a connection of its own, as the server does.
    let offload: Offload | undefined;
    afterEach(async () => {
      await offload?.close();
      offload = undefined;
    });
    const download = async (encoding: 'utf8' | 'cp932') => {
      offload ??= createOffload({ database: t.current.options, registrations: OFFLOAD_MODULES });
      const exportUrl = new URL('https://www.example.jp/api/admin/leads/export');
      const context = {
        url: exportUrl,
        request: new Request(exportUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ encoding }),
        }),
        // The CP932 file is spooled under DATA_DIR/tmp before it is sent.
        locals: { services: { db: t.db, env: { DATA_DIR: tmpdir() }, offload }, admin, clientAddress: '192.0.2.1' },
        redirect: (location: string, status: number) => new Response(null, { status, headers: { location } }),
      };
      const response = await exportLeads(context as never);
      expect(response.status).toBe(200);
      return new Uint8Array(await response.arrayBuffer());
    };

    it('has the columns フリガナ and 郵便番号, and a phone Excel keeps as text, in UTF-8 and CP932', async () => {
      await createLead(t.db, {
        name: '山田 花子',
        name_kana: 'ヤマダ　ハナコ',
        postal_code: '1040061',
        phone: '0312345678',
        created_at: '2026-03-02T00:00:00.000Z',
      });
      await createLead(t.db, { name: 'Wang Fang', phone: '+8613800138000', created_at: '2026-03-01T00:00:00.000Z' });
      const utf8 = await download('utf8');
      expect([...utf8.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const cp932 = await download('cp932');
      const texts = {
        utf8: new TextDecoder('utf-8').decode(utf8.subarray(3)),
        cp932: new TextDecoder('shift_jis').decode(cp932),
      };
      for (const [encoding, text] of Object.entries(texts)) {
        // The cell Excel evaluates to the text 03-1234-5678, leading 0 kept.
        expect(text, encoding).toContain('"=""03-1234-5678"""');
        const [header = [], ...rows] = parse(text) as string[][];
        const column = (name: string) => header.indexOf(name);
        expect(header.slice(column('氏名'), column('氏名') + 2), encoding).toEqual(['氏名', 'フリガナ']);
        expect(header.slice(column('電話番号'), column('電話番号') + 3), encoding).toEqual([
          '電話番号',
          '郵便番号',
          '住所',
        ]);
        const [yamada, wang] = rows;
        expect(yamada?.[column('フリガナ')], encoding).toBe('ヤマダ　ハナコ');
        expect(yamada?.[column('郵便番号')], encoding).toBe('〒104-0061');
        // csv-parse reads the formula Excel evaluates: what Excel shows is between =" and ".
        expect(yamada?.[column('電話番号')], encoding).toBe('="03-1234-5678"');
        expect(wang?.[column('電話番号')], encoding).toBe('="+86 138 0013 8000"');
        expect(wang?.[column('フリガナ')], encoding).toBe('');
        expect(wang?.[column('郵便番号')], encoding).toBe('');
      }
    });
  });

  describe('retention', () => {
    it('anonymises the reading, the postal code and the search text built from them', async () => {
      const old = await createLead(t.db, {
        name: '山田 花子',
        name_kana: 'ヤマダ　ハナコ',
        postal_code: '1040061',
        created_at: '2023-01-01T00:00:00.000Z',
      });
      const fresh = await createLead(t.db, { name_kana: 'ヤマダ　タロウ', postal_code: '1040062' });
      expect(await anonymiseExpiredLeads(t.db, { months: 24, now })).toBe(1);
      const row = await t.db
        .selectFrom('material_requests')
        .selectAll()
        .where('id', '=', String(old.id))
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name_kana: null, postal_code: null, search_text: ANONYMISED_LEAD.search_text });
      expect(row.search_text).not.toMatch(/ヤマダ|hanako/);
      const found = async (q: string) => (await listLeads(t.db, { q })).rows.map((r) => r.id);
      expect(await found('やまだ')).toEqual([fresh.id]);
      expect(await found('104-006')).toEqual([fresh.id]);
    });
  });
});

describe.each(testBackends())('migration 0011 on %s', (backend) => {
  const before = useTestDb(backend, { migrate: false });

  it('adds the columns to the rows before it, phones unchanged, and fills their search text', async () => {
    const db = before.db as unknown as Kysely<unknown>;
    for (const migration of [m0001, m0002, m0003, m0004, m0005, m0006, m0007, m0008, m0009, m0010]) {
      await migration.up(db);
    }
    const insert = (id: string, name: string, organization: string, email: string, phone: string) =>
      sql`insert into material_requests (id, name, email, organization, position, phone, address, product,
        purpose, request_date, locale, agreement_version, idempotency_key, created_at, updated_at)
        values (${id}, ${name}, ${email}, ${organization}, '院長', ${phone}, '東京都', 'other', '目的',
        '2026-01-01T00:00:00.000Z', 'ja', '2026-01-01', ${`key-${id}`}, '2026-01-01T00:00:00.000Z',
        '2026-01-01T00:00:00.000Z')`.execute(db);
    await insert('a', 'ｻﾄｳ 花子', 'サンプル医院', 'Hanako@Example.jp', '09012345678');
    await insert('b', '鈴木 次郎', 'すずき歯科', 'jiro@example.jp', '0312345678');
    await insert('c', '（匿名化済み）', '', '', '');
    // More rows than the backfill reads at a time.
    for (let i = 0; i < 1010; i += 50) {
      const values = Array.from(
        { length: 50 },
        (_, j) =>
          sql`(${`z${String(i + j).padStart(4, '0')}`}, ${`名前 ${i + j}`}, 'x@example.jp', '組織', '院長',
            '0312345678', '東京都', 'other', '目的', '2026-01-01', 'ja', 'v', ${`key-z${i + j}`}, 'now', 'now')`,
      );
      await sql`insert into material_requests (id, name, email, organization, position, phone, address, product,
        purpose, request_date, locale, agreement_version, idempotency_key, created_at, updated_at)
        values ${sql.join(values)}`.execute(db);
    }
    await m0011.up(db);

    const rows = await before.db
      .selectFrom('material_requests')
      .select(['id', 'phone', 'postal_code', 'name_kana', 'search_text'])
      .where('id', 'in', ['a', 'b', 'c'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: 'a',
        phone: '09012345678',
        postal_code: null,
        name_kana: null,
        search_text: 'サトウ 花子\nhanako@example.jp\nサンプル医院\nサトウ花子',
      },
      { id: 'b', phone: '0312345678', postal_code: null, name_kana: null, search_text: leadSearchText(rowB) },
      { id: 'c', phone: '', postal_code: null, name_kana: null, search_text: ANONYMISED_LEAD.search_text },
    ]);
    const empty = await before.db.selectFrom('material_requests').select('id').where('search_text', '=', '').execute();
    expect(empty).toEqual([]);
    // The inbox's search condition alone: listLeads reads columns later migrations add.
    const found = async (q: string) => {
      const condition = leadSearchCondition(q);
      if (!condition) return [];
      return (await before.db.selectFrom('material_requests').select('id').where(condition).execute()).map((r) => r.id);
    };
    expect(await found('さとう')).toEqual(['a']);
    expect(await found('スズキ')).toEqual(['b']);

    await m0011.down(db);
    const columns = (await before.db.introspection.getTables())
      .find((table) => table.name === 'material_requests')
      ?.columns.map((column) => column.name);
    expect(columns).not.toContain('search_text');
    expect(columns).not.toContain('postal_code');
  });
});

const rowB = { name: '鈴木 次郎', email: 'jiro@example.jp', organization: 'すずき歯科' };
