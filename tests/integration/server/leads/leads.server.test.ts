import { describe, expect, it } from 'vitest';
import { brochureProductIds } from '../../../../src/content/products.ts';
import {
  createBrochureRequest,
  DUPLICATE_WINDOW_MS,
  getBrochureRequest,
} from '../../../../src/server/leads/leads.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { validLead } from '../../../setup/factories.ts';

const now = new Date('2026-11-21T03:00:00.000Z');
const context = (overrides: Record<string, unknown> = {}) => ({
  locale: 'ja' as const,
  idempotencyKey: `key-${Math.random().toString(36).slice(2)}`,
  pagePath: '/other-products-details',
  referrer: 'https://search.example.com/',
  utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn' },
  userAgent: 'Mozilla/5.0 (test)',
  fillMs: 60_000,
  now,
  ...overrides,
});

describe.each(testBackends())('brochure requests on %s', (backend) => {
  const t = useTestDb(backend);

  const counts = async () => ({
    requests: (await t.db.selectFrom('material_requests').select('id').execute()).length,
    jobs: (await t.db.selectFrom('outbox_jobs').select('id').execute()).length,
  });

  it('stores the request with its two mail jobs', async () => {
    const result = await createBrochureRequest(t.db, validLead, context());
    expect(result).toMatchObject({ ok: true, duplicate: false });
    if (!result.ok) return;
    const row = await getBrochureRequest(t.db, result.id);
    expect(row).toMatchObject({
      name: '山田 花子',
      phone: '09012345678',
      product: brochureProductIds[0],
      status: 'pending',
      request_date: now.toISOString(),
      locale: 'ja',
      page_path: '/other-products-details',
      referrer: 'https://search.example.com/',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autumn',
      utm_term: null,
      user_agent: 'Mozilla/5.0 (test)',
    });
    expect(row?.agreement_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const jobs = await t.db.selectFrom('outbox_jobs').selectAll().orderBy('kind').execute();
    expect(jobs.map((j) => [j.kind, JSON.parse(j.payload), j.status, j.attempts])).toEqual([
      ['lead.auto_reply', { requestId: result.id }, 'pending', 0],
      ['lead.staff_notification', { requestId: result.id }, 'pending', 0],
    ]);
  });

  it('returns the errors as values and stores nothing', async () => {
    const result = await createBrochureRequest(t.db, { ...validLead, email: 'nope', agreement: '' }, context());
    expect(result).toEqual({
      ok: false,
      errors: { email: '有効なメールアドレスを入力してください', agreement: '利用規約に同意してください' },
    });
    expect(await counts()).toEqual({ requests: 0, jobs: 0 });
  });

  it('answers a repeated idempotency key with the first result', async () => {
    const ctx = context();
    const first = await createBrochureRequest(t.db, validLead, ctx);
    const second = await createBrochureRequest(t.db, { ...validLead, product: 'other' }, ctx);
    expect(first.ok && second.ok && second.id === first.id).toBe(true);
    expect(second).toMatchObject({ duplicate: true });
    expect(await counts()).toEqual({ requests: 1, jobs: 2 });
  });

  it('keeps visitors apart who share one form key (a prerendered page without JavaScript)', async () => {
    const ctx = context();
    const a = await createBrochureRequest(t.db, validLead, ctx);
    const b = await createBrochureRequest(t.db, { ...validLead, email: 'other@example.jp' }, ctx);
    expect(a.ok && b.ok && a.id !== b.id).toBe(true);
    expect(b).toMatchObject({ duplicate: false });
  });

  it('answers concurrent submissions with one key with one row', async () => {
    const ctx = context();
    const results = await Promise.all([1, 2, 3].map(() => createBrochureRequest(t.db, validLead, ctx)));
    const ids = new Set(results.map((r) => (r.ok ? r.id : '')));
    expect(ids.size).toBe(1);
    expect(await counts()).toEqual({ requests: 1, jobs: 2 });
  });

  it('treats the same email and product within ten minutes as the same request', async () => {
    const first = await createBrochureRequest(t.db, validLead, context());
    const later = new Date(now.getTime() + DUPLICATE_WINDOW_MS - 1000);
    const again = await createBrochureRequest(t.db, validLead, context({ now: later, fillMs: 60_000 }));
    expect(again).toEqual({ ok: true, id: first.ok ? first.id : '', duplicate: true });
    const otherProduct = await createBrochureRequest(t.db, { ...validLead, product: 'other' }, context({ now: later }));
    expect(otherProduct).toMatchObject({ ok: true, duplicate: false });
    const afterWindow = new Date(now.getTime() + DUPLICATE_WINDOW_MS + 1000);
    const fresh = await createBrochureRequest(t.db, validLead, context({ now: afterWindow, fillMs: 60_000 }));
    expect(fresh).toMatchObject({ ok: true, duplicate: false });
    expect(await counts()).toEqual({ requests: 3, jobs: 6 });
  });

  const stored = async (result: Awaited<ReturnType<typeof createBrochureRequest>>) => {
    const row = result.ok ? await getBrochureRequest(t.db, result.id) : undefined;
    const jobs = await t.db
      .selectFrom('outbox_jobs')
      .select('kind')
      .where('request_id', '=', row?.id ?? '')
      .execute();
    return {
      status: row?.status,
      review: Boolean(row?.review),
      screening: row?.screening,
      mails: jobs.map((job) => job.kind).sort(),
    };
  };

  // Issue 30: a person can trip any one signal (autofill sends in a second, a browser fills a
  // hidden field, JavaScript is off), so one is never silence: staff are told and decide.
  it.each([
    ['sent 2.7 s after the token was issued (autofill)', { fillMs: 2_700 }, 'fast'],
    ['honeypot filled', { honeypot: 'http://spam.example' }, 'honeypot'],
    ['no token or no solved challenge', { unproven: true }, 'unproven'],
    // One autofill can fill the hidden field and send in a second: a proven browser is a person's.
    ['honeypot and fast from a browser that solved the proof', { honeypot: 'x', fillMs: 900 }, 'honeypot,fast'],
  ])('keeps a request with one act (%s) for review and notifies staff', async (_, signal, screening) => {
    const result = await createBrochureRequest(t.db, validLead, context(signal));
    expect(result).toMatchObject({ ok: true, duplicate: false });
    expect(await stored(result)).toEqual({
      status: 'pending',
      review: true,
      screening,
      mails: ['lead.staff_notification'],
    });
  });

  it.each([
    ['honeypot and unproven', { honeypot: 'x', unproven: true }, 'honeypot,unproven'],
    ['fast and unproven', { fillMs: 900, unproven: true }, 'fast,unproven'],
  ])('stores a request failing several independent checks (%s) as spam, unmailed', async (_, signals, screening) => {
    const result = await createBrochureRequest(t.db, validLead, context(signals));
    expect(result).toMatchObject({ ok: true, duplicate: false });
    expect(await stored(result)).toEqual({ status: 'spam', review: false, screening, mails: [] });
  });

  it('accepts a request with no signal and records none', async () => {
    const result = await createBrochureRequest(t.db, validLead, context({ fillMs: 3_000 }));
    expect(await stored(result)).toEqual({
      status: 'pending',
      review: false,
      screening: null,
      mails: ['lead.auto_reply', 'lead.staff_notification'],
    });
  });

  it('rolls the row back when its jobs cannot be stored', async () => {
    await t.db.schema.dropTable('outbox_attempts').execute();
    await t.db.schema.dropTable('outbox_jobs').execute();
    await expect(createBrochureRequest(t.db, validLead, context())).rejects.toThrow();
    const rows = await t.db.selectFrom('material_requests').select('id').execute();
    expect(rows).toHaveLength(0);
  });

  it('replaces a malformed idempotency key and strips control characters from metadata', async () => {
    const result = await createBrochureRequest(
      t.db,
      validLead,
      context({ idempotencyKey: 'bad key\n', referrer: 'https://x.example/\r\nX-Evil: 1', pagePath: '' }),
    );
    const row = result.ok ? await getBrochureRequest(t.db, result.id) : undefined;
    expect(row?.idempotency_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.referrer).toBe('https://x.example/X-Evil: 1');
    expect(row?.page_path).toBeNull();
  });
});
