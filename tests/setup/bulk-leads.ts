/**
 * Many brochure requests fast, for the backup fault test and the backup benchmark: rows as the
 * application stores them (buildLead), inserted in batches straight into the database.
 */

import { brochureProductIds } from '../../src/content/products.ts';
import type { MaterialRequestStatus } from '../../src/domain/lead/statuses.ts';
import { LEAD_JOB_KINDS, leadJobPayload } from '../../src/server/leads/lead-jobs.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { ANONYMISED_LEAD } from '../../src/server/privacy/retention.server.ts';
import { buildLead } from './factories.ts';

const BATCH = 500;

export async function insertBulkLeads(db: Db, count: number): Promise<void> {
  const locales = ['ja', 'ja', 'ja', 'en', 'zh-cn'] as const;
  const start = Date.now() - count * 60_000;
  for (let done = 0; done < count; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) => {
      const n = done + i;
      const created = new Date(start + n * 60_000).toISOString();
      return buildLead({
        id: `bulk-${n}`,
        idempotency_key: `bulk-key-${n}`,
        email: `bulk${n}@example.jp`,
        locale: locales[n % locales.length],
        purpose: `院内での導入を検討しています。資料を送ってください（${n}）。`.repeat(2),
        created_at: created,
        request_date: created,
      });
    });
    await db.insertInto('material_requests').values(rows).execute();
  }
}

const FAMILY = [
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['山田', 'ヤマダ'],
  ['佐々木', 'ササキ'],
  ['松本', 'マツモト'],
  ['井上', 'イノウエ'],
  ['木村', 'キムラ'],
] as const;
const GIVEN = [
  ['花子', 'ハナコ'],
  ['太郎', 'タロウ'],
  ['美咲', 'ミサキ'],
  ['健一', 'ケンイチ'],
  ['由美', 'ユミ'],
  ['直樹', 'ナオキ'],
  ['陽子', 'ヨウコ'],
  ['大輔', 'ダイスケ'],
  ['恵', 'メグミ'],
  ['翔太', 'ショウタ'],
  ['智子', 'トモコ'],
] as const;
const ORGANIZATIONS = [
  '医療法人社団 さくら会',
  '株式会社サンプル美容',
  'みなと整形外科クリニック',
  '',
  'ひかり鍼灸院',
  '個人',
];
const CITIES = [
  '東京都中央区銀座',
  '大阪府大阪市北区梅田',
  '愛知県名古屋市中区栄',
  '福岡県福岡市博多区',
  '北海道札幌市中央区',
];
/** pending, contacted, materials_sent, closed, spam: most leads of five years are done with. */
const STATUS_WEIGHTS = [
  ['pending', 8],
  ['contacted', 17],
  ['materials_sent', 30],
  ['closed', 40],
  ['spam', 5],
] as const;
const STATUS_WHEEL: MaterialRequestStatus[] = STATUS_WEIGHTS.flatMap(([status, weight]) => Array(weight).fill(status));
const FIVE_YEARS_MS = 5 * 365 * 86_400_000;

const TOUCHES = [
  { first_touch_utm_source: 'gakkai', first_touch_utm_medium: 'booth', first_touch_utm_campaign: 'jsog2026' },
  { first_touch_utm_source: 'google', first_touch_utm_medium: 'cpc', first_touch_utm_campaign: 'brand' },
  { first_touch_referrer_host: 'www.google.com' },
  { first_touch_referrer_host: 'clinic-news.example.jp' },
  {},
  { offline_source_kind: 'trade_show', offline_source_name: 'JSOG 2026', offline_source_on: '2026-05-15' },
];
const STAGES = [null, null, null, null, 'meeting', 'trial', 'quote', 'won', 'lost', null] as const;
const LATER = ['meeting_at', 'trial_at', 'quote_at', 'won_at'] as const;

/** Issue 34's columns: a first touch for most leads (some unknown) and mixed sales stages. */
function salesOf(n: number, created: string): Record<string, string | number | null> {
  const touch = n % 17 === 0 ? {} : { first_touch_page: '/product/plus', ...TOUCHES[n % TOUCHES.length] };
  const stage = STAGES[(n * 7) % STAGES.length] ?? null;
  const day = (k: number) => new Date(Date.parse(created) + k * 86_400_000).toISOString();
  const reached: Record<string, string> = {};
  if (stage) {
    reached.materials_sent_at = day(2);
    const upTo = stage === 'lost' ? 1 : LATER.indexOf(`${stage}_at`) + 1;
    LATER.slice(0, upTo).forEach((column, i) => {
      reached[column] = day(5 + i * 5);
    });
    if (stage === 'lost') reached.lost_at = day(20);
  }
  return {
    ...touch,
    ...reached,
    stage,
    stage_at: stage ? day(20) : null,
    first_human_touch_at: stage ? day(1) : null,
    contract_monthly: stage === 'won' ? 33_000 : null,
  };
}

/**
 * Leads as five years of a real inbox hold them (the admin benchmark, issue 23): Japanese names
 * with their readings, phones and postal codes, every product and locale, mixed statuses, most
 * owned by one of `owners` (the rest unassigned), due dates and first responses, spread evenly
 * over five years up to now with some sharing a second. Deterministic: lead n is always the same.
 */
export async function insertRealisticLeads(
  db: Db,
  count: number,
  options: {
    owners: readonly string[];
    /** Leads created before this were anonymised by earlier retention runs (as in a live database). */
    anonymisedBefore?: string;
    /** Each lead's two mail jobs, sent a minute after it; payloads before this already cleared. */
    jobs?: { clearedBefore: string };
    /** Issue 34's first touches and sales stages (default on); off for a backlog of the lead engine alone. */
    sales?: boolean;
    onProgress?: (done: number) => void;
  },
): Promise<void> {
  const products = brochureProductIds;
  const locales = ['ja', 'ja', 'ja', 'ja', 'en', 'zh-cn'] as const;
  const end = Date.now() - 3_600_000;
  const step = FIVE_YEARS_MS / Math.max(1, count);
  for (let done = 0; done < count; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) => {
      const n = done + i;
      // Every seventh lead shares its second with the one before: keysets must hold at ties.
      const at = end - FIVE_YEARS_MS + Math.floor((n - (n % 7 === 6 ? 1 : 0)) * step);
      const created = new Date(Math.floor(at / 1000) * 1000).toISOString();
      const [family, familyKana] = FAMILY[n % FAMILY.length] ?? FAMILY[0];
      const [given, givenKana] = GIVEN[Math.floor(n / FAMILY.length) % GIVEN.length] ?? GIVEN[0];
      const status = STATUS_WHEEL[(n * 37) % STATUS_WHEEL.length] ?? 'pending';
      const ownerSlot = (n * 13) % (options.owners.length + 1);
      const digits = String(10_000_000 + ((n * 7_919) % 90_000_000)).slice(-8);
      return buildLead({
        id: `lead-${String(n).padStart(8, '0')}`,
        idempotency_key: `bench-key-${n}`,
        name: `${family} ${given}`,
        name_kana: `${familyKana} ${givenKana}`,
        email: `user${n}@example.jp`,
        phone: `0${[90, 80, 70, 3, 6][n % 5]}${digits}`,
        postal_code: String(1_000_000 + ((n * 104_729) % 8_999_999)).slice(0, 7),
        organization: ORGANIZATIONS[n % ORGANIZATIONS.length] ?? '',
        address: `${CITIES[n % CITIES.length]}${(n % 9) + 1}-${(n % 20) + 1}-${(n % 30) + 1}`,
        product: products[n % products.length] ?? 'other',
        locale: locales[n % locales.length],
        status,
        owner_id: ownerSlot < options.owners.length ? (options.owners[ownerSlot] ?? null) : null,
        due_at: new Date(Date.parse(created) + 2 * 86_400_000).toISOString(),
        first_response_at: status === 'pending' ? null : new Date(Date.parse(created) + 86_400_000).toISOString(),
        purpose: n % 3 === 0 ? '院内での導入を検討しています。資料を送ってください。' : '',
        ...(options.sales === false ? {} : salesOf(n, created)),
        created_at: created,
        updated_at: created,
        request_date: created,
      });
    });
    const leads = rows.map((row) =>
      options.anonymisedBefore !== undefined && row.created_at < options.anonymisedBefore
        ? { ...row, ...ANONYMISED_LEAD, idempotency_key: `anonymised:${row.id}` }
        : row,
    );
    await db.insertInto('material_requests').values(leads).execute();
    const { jobs } = options;
    if (jobs) {
      await db
        .insertInto('outbox_jobs')
        .values(
          rows.flatMap((row) => {
            const sent = new Date(Date.parse(row.created_at) + 60_000).toISOString();
            return LEAD_JOB_KINDS.map((kind) => ({
              id: `${kind}-${row.id}`,
              kind,
              payload: sent < jobs.clearedBefore ? '{}' : leadJobPayload(row.id),
              request_id: row.id,
              status: 'sent' as const,
              attempts: 1,
              next_attempt_at: row.created_at,
              locked_until: null,
              last_error: null,
              created_at: row.created_at,
              updated_at: sent,
            }));
          }),
        )
        .execute();
    }
    options.onProgress?.(done + rows.length);
  }
}
