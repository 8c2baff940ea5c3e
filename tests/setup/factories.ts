/**
 * Test data, in one place: valid rows by default (override only what a test is about), and a
 * valid brochure request as the form posts it.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { brochureProductIds, brochureProducts } from '../../src/content/products.ts';
import type { OutboxJobStatus } from '../../src/domain/lead/statuses.ts';
import { type AdminUser, createAdminUser } from '../../src/server/accounts/admin-users.server.ts';
import { LEAD_JOB_KINDS, leadJobPayload } from '../../src/server/leads/lead-jobs.server.ts';
import { leadSearchText } from '../../src/server/leads/lead-search.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import type { ClinicsTable, NewsTable } from '../../src/server/platform/schema.server.ts';
import type { MaterialRequestsTable } from '../../src/server/platform/schema-leads.server.ts';

let sequence = 0;

/** A valid brochure request as a visitor would type it (full-width phone included). */
export const validLead = {
  name: '山田 花子',
  email: 'hanako@example.jp',
  organization: '株式会社サンプル',
  position: '院長',
  phone: '０９０ー１２３４ー５６７８',
  address: '東京都中央区銀座0-0-0',
  product: brochureProducts[0].id as string,
  purpose: '院内での導入を検討しています。',
  agreement: 'on',
};

export type NewsOverrides = Partial<Insertable<NewsTable>>;

/** Inserts one published Japanese news item and returns the inserted values. */
export async function createNews(db: Db, overrides: NewsOverrides = {}): Promise<Insertable<NewsTable>> {
  sequence += 1;
  const now = new Date().toISOString();
  const row: Insertable<NewsTable> = {
    id: `test-${sequence}`,
    title: `テストのお知らせ ${sequence}`,
    content: 'テスト用の本文です。',
    url: null,
    publish_date: '2026-01-01',
    is_important: false,
    thumbnail: null,
    locale: 'ja',
    status: 'published',
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await db.insertInto('news').values(row).execute();
  return row;
}

export type LeadOverrides = Partial<Insertable<MaterialRequestsTable>>;

/** One pending Japanese brochure request (created now unless told), not yet inserted. */
export function buildLead(overrides: LeadOverrides = {}): Insertable<MaterialRequestsTable> {
  sequence += 1;
  const created = overrides.created_at ?? new Date().toISOString();
  const row: Omit<Insertable<MaterialRequestsTable>, 'search_text'> = {
    id: `lead-${sequence}`,
    name: `山田 花子 ${sequence}`,
    email: `hanako${sequence}@example.jp`,
    organization: '株式会社サンプル',
    position: '院長',
    phone: '09012345678',
    address: '東京都中央区銀座0-0-0',
    product: brochureProductIds[0] ?? 'other',
    purpose: '院内での導入を検討しています。',
    status: 'pending',
    request_date: created,
    locale: 'ja',
    page_path: '/other-products-details',
    referrer: 'https://search.example.com/',
    utm_source: 'newsletter',
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    user_agent: 'Mozilla/5.0 (test)',
    agreement_version: '2026-01-01',
    idempotency_key: `test-key-${sequence}`,
    created_at: created,
    updated_at: created,
    postal_code: null,
    name_kana: null,
    ...overrides,
  };
  // Written with the row as the application writes it, unless the test sets it.
  return { ...row, search_text: overrides.search_text ?? leadSearchText(row) };
}

/**
 * Inserts one brochure request (see buildLead) and returns the inserted values; with `jobs`,
 * also its two mail jobs in that state (a failed one with its last error).
 */
export async function createLead(
  db: Db,
  overrides: LeadOverrides = {},
  options: { jobs?: OutboxJobStatus } = {},
): Promise<Insertable<MaterialRequestsTable>> {
  const row = buildLead(overrides);
  await db.insertInto('material_requests').values(row).execute();
  if (options.jobs) {
    const created = row.created_at;
    await db
      .insertInto('outbox_jobs')
      .values(
        LEAD_JOB_KINDS.map((kind) => ({
          id: randomUUID(),
          kind,
          payload: leadJobPayload(row.id),
          request_id: row.id,
          status: options.jobs,
          attempts: options.jobs === 'failed' ? 6 : 0,
          next_attempt_at: created,
          locked_until: null,
          last_error: options.jobs === 'failed' ? 'connect ECONNREFUSED 127.0.0.1:2525' : null,
          created_at: created,
          updated_at: created,
        })),
      )
      .execute();
  }
  return row;
}

let adminSequence = 0;

/** Puts a lead in the post queue as the lead page's 郵送する would (issue 42), without its checks. */
export async function queueLeadForPost(
  db: Db,
  requestId: string,
  queuedBy: string,
  queuedAt = new Date(),
): Promise<void> {
  await db
    .insertInto('lead_post_queue')
    .values({ request_id: requestId, queued_at: queuedAt.toISOString(), queued_by: queuedBy })
    .execute();
}

/** Creates an active admin-area account (role admin unless told) and returns it. */
export async function createAdmin(
  db: Db,
  overrides: { email?: string; displayName?: string; role?: 'admin' | 'staff'; password?: string } = {},
): Promise<AdminUser> {
  adminSequence += 1;
  const result = await createAdminUser(db, {
    email: overrides.email ?? `admin${adminSequence}-${randomUUID().slice(0, 8)}@example.jp`,
    displayName: overrides.displayName ?? `テスト管理者 ${adminSequence}`,
    role: overrides.role ?? 'admin',
    password: overrides.password ?? 'a long enough passphrase',
  });
  if (!result.ok) throw new Error(`createAdmin: ${result.problem}`);
  return result.user;
}

export type ClinicOverrides = Partial<Insertable<ClinicsTable>>;

/** Inserts one published clinic in Tokyo and returns the inserted values. */
export async function createClinicRow(db: Db, overrides: ClinicOverrides = {}): Promise<Insertable<ClinicsTable>> {
  sequence += 1;
  const now = new Date().toISOString();
  const row: Insertable<ClinicsTable> = {
    id: `clinic-${sequence}`,
    clinic_name: `テストクリニック ${sequence}`,
    address: `東京都中央区銀座1-${sequence}`,
    prefecture: '東京都',
    services: '泌尿器科・婦人科',
    doctor: '山田 太郎',
    phone: '03-0000-0000',
    url: null,
    status: 'publish',
    wordpress_id: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await db.insertInto('clinics').values(row).execute();
  return row;
}
