/**
 * Outgoing webhooks against a real HTTP receiver on loopback: queued in the transaction of the
 * change, signed, the same delivery id on every retry, the backoff schedule, the deadline, and
 * failure becoming visible through the functions the admin pages use.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { listAudit } from '../../../../src/server/accounts/audit.server.ts';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { runDueJobs } from '../../../../src/server/delivery/outbox.server.ts';
import { changeLeadStatus } from '../../../../src/server/leads/lead-changes.server.ts';
import { createBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { JOB_KINDS, type JobDeps } from '../../../../src/server/services.server.ts';
import { WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_USER_AGENT } from '../../../../src/server/webhooks/delivery-job.server.ts';
import {
  addWebhook,
  disableWebhook,
  ENDPOINT_DISABLED,
  listWebhooks,
} from '../../../../src/server/webhooks/endpoints.server.ts';
import {
  listWebhookDeliveries,
  queueLeadEvent,
  sendTestWebhook,
} from '../../../../src/server/webhooks/events.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { buildLead, createAdmin, createLead, validLead } from '../../../setup/factories.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../setup/webhook-receiver.ts';

const log = createLogger('silent');
const start = new Date('2026-11-24T01:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const SECRET = 'a-receiver-secret-of-32-chars!!';
const actor = { id: 'u-admin', email: 'admin@example.jp' };

/** The receiver's check, as docs/webhooks.md tells receivers to write it. */
function verifies(secret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const given = Buffer.from(typeof header === 'string' ? header : '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe.each(testBackends())('webhooks on %s', (backend) => {
  const t = useTestDb(backend);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  async function receiver(): Promise<WebhookReceiver> {
    const r = await startWebhookReceiver();
    cleanups.push(() => r.close());
    return r;
  }

  async function deps(overrides: Partial<JobDeps> = {}): Promise<JobDeps> {
    const dataDir = await mkdtemp(join(tmpdir(), 'webhooks-mail-'));
    const mailer = createMailer({ dataDir, log });
    cleanups.push(async () => {
      mailer.close();
      await rm(dataDir, { recursive: true, force: true });
    });
    return {
      db: t.db,
      log,
      mailer,
      staff: { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://www.example.jp') },
      kinds: JOB_KINDS,
      ...overrides,
    };
  }

  async function endpoint(url: string, events = 'lead.created', format: 'json' | 'slack' = 'json') {
    const result = await addWebhook(t.db, { url, secret: SECRET, events, format, actor, now: start });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.endpoint;
  }

  const webhookJobs = () =>
    t.db.selectFrom('outbox_jobs').selectAll().where('kind', '=', 'webhook').orderBy('created_at').execute();

  const submit = (overrides: Record<string, unknown> = {}) =>
    createBrochureRequest(
      t.db,
      { ...validLead, ...overrides },
      { locale: 'ja', now: start, utm: { utm_source: 'ad' } },
    );

  it('adds endpoints with the rules as values, audited, and never lists the secret', async () => {
    const bad = await addWebhook(t.db, {
      url: 'http://crm.example.com/hook',
      secret: 'short',
      events: 'lead.created,lead.deleted',
      format: 'xml',
      actor,
    });
    expect(bad).toEqual({
      ok: false,
      errors: { url: 'urlHttps', secret: 'secretShort', events: 'events', format: 'format' },
    });
    const added = await addWebhook(t.db, {
      url: 'https://hooks.slack.com/services/T000/B000/XXXXSECRET',
      secret: SECRET,
      events: ['lead.assigned', 'lead.created'],
      format: 'slack',
      actor,
      ip: '10.0.0.1',
      now: start,
    });
    expect(added).toMatchObject({ ok: true });
    const list = await listWebhooks(t.db);
    expect(list).toEqual([
      {
        id: expect.any(String),
        url: 'https://hooks.slack.com/services/…',
        events: ['lead.created', 'lead.assigned'],
        format: 'slack',
        disabled: false,
        createdAt: start.toISOString(),
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(SECRET);
    const audit = await listAudit(t.db, { action: 'webhook.create' }, 1);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ actor_email: 'admin@example.jp', ip: '10.0.0.1', target_type: 'webhook' });
    // Neither the secret nor the Slack URL's token reach the audit log.
    expect(audit.rows[0]?.detail).not.toMatch(/XXXXSECRET|receiver-secret/);
  });

  it('delivers lead.created signed, with the documented headers and body', async () => {
    const r = await receiver();
    const owner = await createAdmin(t.db, { displayName: '佐藤 次郎', email: 'sato@example.jp', role: 'staff' });
    await endpoint(`${r.origin}/hooks/crm`);
    const lead = await submit({ postalCode: '104-0061', nameKana: 'ヤマダ ハナコ' });
    if (!lead.ok) throw new Error('lead refused');
    // An owner as the assignment rules would set it (another part of the follow-up engine).
    await t.db.updateTable('material_requests').set({ owner_id: owner.id }).where('id', '=', lead.id).execute();
    await t.db.deleteFrom('outbox_jobs').where('kind', '=', 'webhook').execute();
    await t.db.transaction().execute((trx) => queueLeadEvent(trx, 'lead.created', lead.id, start));

    const [job] = await webhookJobs();
    expect(job).toMatchObject({ request_id: lead.id, event: 'lead.created', status: 'pending' });
    await runDueJobs(await deps(), () => start);

    expect(r.received).toHaveLength(1);
    const request = r.received[0];
    if (!request || !job) throw new Error('nothing received');
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/hooks/crm');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toBe(WEBHOOK_USER_AGENT);
    expect(request.headers['x-webhook-event']).toBe('lead.created');
    expect(request.headers['x-webhook-delivery']).toBe(job.id);
    expect(verifies(SECRET, request.body, request.headers['x-webhook-signature'])).toBe(true);
    expect(verifies('another secret of enough length', request.body, request.headers['x-webhook-signature'])).toBe(
      false,
    );
    // The body is the stored payload, byte for byte.
    expect(request.body.toString('utf8')).toBe(job.payload);
    const stored = await t.db
      .selectFrom('material_requests')
      .select(['due_at', 'page_path'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(request.body.toString('utf8'))).toEqual({
      event: 'lead.created',
      occurredAt: start.toISOString(),
      lead: {
        id: lead.id,
        receivedAt: start.toISOString(),
        status: 'pending',
        owner: { id: owner.id, name: '佐藤 次郎', email: 'sato@example.jp' },
        dueAt: stored.due_at,
        name: '山田 花子',
        nameKana: 'ヤマダ　ハナコ',
        email: 'hanako@example.jp',
        organization: '株式会社サンプル',
        position: '院長',
        phone: '+819012345678',
        postalCode: '1040061',
        address: '東京都中央区銀座0-0-0',
        product: 'pelvia-dr',
        productName: 'Pelvia DR',
        purpose: '院内での導入を検討しています。',
        locale: 'ja',
        sourcePage: null,
        utm: { source: 'ad', medium: null, campaign: null, term: null, content: null },
      },
    });
    expect((await webhookJobs())[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('keeps the delivery id across retries: 500, 500, then 200', async () => {
    const r = await receiver();
    r.answer((index) => (index < 2 ? { status: 500, body: 'try later' } : { status: 204 }));
    await endpoint(`${r.origin}/hook`);
    expect((await submit()).ok).toBe(true);
    const d = await deps();

    await runDueJobs(d, () => start);
    let [job] = await webhookJobs();
    expect(job).toMatchObject({ status: 'pending', attempts: 1, last_error: 'HTTP 500: try later' });
    expect(job?.next_attempt_at).toBe(at(10_000).toISOString());
    // Not due before its time.
    await runDueJobs(d, () => at(9_999));
    expect(r.received).toHaveLength(1);
    await runDueJobs(d, () => at(10_000));
    [job] = await webhookJobs();
    expect(job?.next_attempt_at).toBe(at(70_000).toISOString());
    await runDueJobs(d, () => at(70_000));
    [job] = await webhookJobs();
    expect(job).toMatchObject({ status: 'sent', attempts: 3, last_error: null });

    expect(r.received).toHaveLength(3);
    const ids = new Set(r.received.map((request) => request.headers['x-webhook-delivery']));
    expect([...ids]).toEqual([job?.id]);
    // The same bytes and signature every time.
    expect(new Set(r.received.map((request) => request.body.toString('base64'))).size).toBe(1);
    expect(new Set(r.received.map((request) => request.headers['x-webhook-signature'])).size).toBe(1);
  });

  it('backs off 10 s, 1 min, 5 min, 30 min, 2 h, 12 h, then fails with the last error visible', async () => {
    const r = await receiver();
    r.answer(() => ({ status: 503, body: `maintenance\u0007\r\n${'x'.repeat(500)}` }));
    const hook = await endpoint(`${r.origin}/hook`);
    const lead = await submit();
    if (!lead.ok) throw new Error('lead refused');
    const d = await deps();

    expect(WEBHOOK_RETRY_DELAYS_MS).toEqual([10_000, 60_000, 300_000, 1_800_000, 7_200_000, 43_200_000]);
    let now = start;
    const scheduled: string[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      await runDueJobs(d, () => now);
      const [job] = await webhookJobs();
      if (!job) throw new Error('no job');
      expect(job.attempts).toBe(attempt);
      if (attempt < 7) {
        expect(job.status).toBe('pending');
        scheduled.push(job.next_attempt_at);
        now = new Date(job.next_attempt_at);
      } else {
        expect(job.status).toBe('failed');
      }
    }
    const gaps = scheduled.map(
      (iso, i) => Date.parse(iso) - (i === 0 ? start.getTime() : Date.parse(scheduled[i - 1] ?? '')),
    );
    expect(gaps).toEqual([...WEBHOOK_RETRY_DELAYS_MS]);
    expect(r.received).toHaveLength(7);
    // Nothing more once failed.
    await runDueJobs(d, () => at(30 * 86_400_000));
    expect(r.received).toHaveLength(7);

    const lastError = `HTTP 503: maintenance ${'x'.repeat(200 - 'maintenance '.length)}`;
    const byEndpoint = await listWebhookDeliveries(t.db, { endpointId: hook.id });
    const byLead = await listWebhookDeliveries(t.db, { leadId: lead.id });
    expect(byEndpoint).toEqual(byLead);
    expect(byLead).toEqual([
      expect.objectContaining({
        event: 'lead.created',
        leadId: lead.id,
        endpointUrl: `${r.origin}/hook`,
        status: 'failed',
        attempts: 7,
        nextAttemptAt: null,
        lastError,
      }),
    ]);
    const attempts = await t.db
      .selectFrom('outbox_attempts')
      .select(['ok', 'error'])
      .where('job_id', '=', byLead[0]?.id ?? '')
      .execute();
    expect(attempts.map((attempt) => [Boolean(attempt.ok), attempt.error])).toEqual(Array(7).fill([false, lastError]));
  });

  it('fails an attempt that gets no answer within the deadline', async () => {
    const r = await receiver();
    r.answer(() => 'hang');
    await endpoint(`${r.origin}/slow`);
    expect((await submit()).ok).toBe(true);
    // The deadline is the outbox's, capped for webhooks at 10 s; shortened here to 300 ms.
    const d = await deps({ leaseMs: 1_000, sendTimeoutMs: 300 });
    const began = performance.now();
    await runDueJobs(d, () => start);
    expect(performance.now() - began).toBeLessThan(2_000);
    const [job] = await webhookJobs();
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job?.last_error).toMatch(/no answer within the send deadline \(0\.3 s\)/);
    expect(job?.next_attempt_at).toBe(at(10_000).toISOString());
    expect(r.received).toHaveLength(1);
  });

  it('does not follow redirects, and records network errors', async () => {
    const r = await receiver();
    r.answer((_, request) =>
      request.path === '/moved' ? { status: 307, headers: { location: `${r.origin}/elsewhere` } } : { status: 200 },
    );
    await endpoint(`${r.origin}/moved`);
    const closed = await startWebhookReceiver();
    await closed.close();
    await endpoint(`${closed.origin}/gone`);
    expect((await submit()).ok).toBe(true);
    await runDueJobs(await deps(), () => start);

    expect(r.received.map((request) => request.path)).toEqual(['/moved']);
    const errors = (await listWebhookDeliveries(t.db, {})).map((delivery) => delivery.lastError).sort();
    expect(errors).toEqual([
      expect.stringMatching(/^HTTP 307/),
      // A category, not the network's text (which would describe the internal network).
      '接続できません',
    ]);
  });

  it('sends a Slack summary without contact details, linked to the lead', async () => {
    const r = await receiver();
    await endpoint(`${r.origin}/slack`, 'lead.created', 'slack');
    const lead = await submit({ postalCode: '1040061', organization: '山田クリニック' });
    if (!lead.ok) throw new Error('lead refused');
    await runDueJobs(await deps(), () => start);

    const request = r.received[0];
    if (!request) throw new Error('nothing received');
    expect(verifies(SECRET, request.body, request.headers['x-webhook-signature'])).toBe(true);
    const body = JSON.parse(request.body.toString('utf8'));
    expect(Object.keys(body)).toEqual(['text']);
    const stored = await t.db
      .selectFrom('material_requests')
      .select('due_at')
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(stored.due_at).toBe('2026-11-26T09:00:00.000Z');
    expect(body.text).toBe(
      `新しい資料請求がありました。希望製品: Pelvia DR、言語: 日本語、地域: 東京都、資料送付期限: 2026年11月26日（木）18:00、担当: 未割り当て。管理画面で開く: https://www.example.jp/admin/leads/${lead.id}`,
    );
    for (const personal of ['山田', '花子', 'hanako', 'example.jp>', '090', '1234', '銀座', 'クリニック', '院長']) {
      expect(body.text).not.toContain(personal);
    }
    // The stored payload holds no contact details either: only the link is filled in at send time.
    const [job] = await webhookJobs();
    expect(job?.payload).not.toContain('hanako');
    expect(job?.payload).toContain('{leadUrl}');
  });

  it('gives a disabled endpoint nothing: its waiting deliveries fail unsent, new events skip it', async () => {
    const r = await receiver();
    const hook = await endpoint(`${r.origin}/hook`, 'lead.created,lead.status_changed');
    const lead = await submit();
    if (!lead.ok) throw new Error('lead refused');
    expect(await disableWebhook(t.db, { id: hook.id, actor, now: start })).toEqual({ ok: true });
    expect(await disableWebhook(t.db, { id: hook.id, actor, now: start })).toEqual({ ok: false, problem: 'disabled' });
    expect(await disableWebhook(t.db, { id: 'nope', actor })).toEqual({ ok: false, problem: 'notFound' });
    await submit({ email: 'other@example.jp' });
    await changeLeadStatus(t.db, { id: lead.id, to: 'contacted', actor: { ...actor, role: 'admin' }, now: start });
    await runDueJobs(await deps(), () => at(86_400_000));

    expect(r.received).toEqual([]);
    expect((await webhookJobs()).map((job) => [job.status, job.last_error])).toEqual([['failed', ENDPOINT_DISABLED]]);
    expect((await listWebhooks(t.db))[0]?.disabled).toBe(true);
    expect((await listAudit(t.db, { action: 'webhook.disable' }, 1)).total).toBe(1);
    expect(await sendTestWebhook(t.db, { id: hook.id, actor })).toEqual({ ok: false, problem: 'disabled' });
  });

  it('fails at once a delivery whose endpoint was disabled after it was claimed for sending', async () => {
    const r = await receiver();
    const hook = await endpoint(`${r.origin}/hook`);
    expect((await submit()).ok).toBe(true);
    // Disabled behind disableWebhook's back (as if between the claim and the send).
    await t.db.updateTable('webhook_endpoints').set({ disabled: true }).where('id', '=', hook.id).execute();
    await runDueJobs(await deps(), () => start);
    expect(r.received).toEqual([]);
    expect(await webhookJobs()).toMatchObject([{ status: 'failed', attempts: 1, last_error: ENDPOINT_DISABLED }]);
  });

  it('queues in the transaction of the change: a rolled-back lead leaves no delivery', async () => {
    const r = await receiver();
    await endpoint(`${r.origin}/hook`);
    const row = buildLead();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.insertInto('material_requests').values(row).execute();
        await queueLeadEvent(trx, 'lead.created', String(row.id), start);
        expect(await trx.selectFrom('outbox_jobs').select('id').execute()).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await webhookJobs()).toEqual([]);
    // Spam is stored but never announced.
    await createBrochureRequest(t.db, validLead, {
      locale: 'ja',
      now: start,
      honeypot: 'bot',
      fillMs: 500,
      unproven: true,
    });
    expect(await webhookJobs()).toEqual([]);
  });

  it('queues lead.status_changed with the new status, only for endpoints subscribed to it', async () => {
    const r = await receiver();
    await endpoint(`${r.origin}/created-only`);
    await endpoint(`${r.origin}/status`, 'lead.status_changed');
    const lead = await createLead(t.db);
    const later = at(3_600_000);
    await changeLeadStatus(t.db, {
      id: String(lead.id),
      to: 'contacted',
      actor: { ...actor, role: 'staff' },
      now: later,
    });
    await runDueJobs(await deps(), () => later);
    expect(r.received.map((request) => request.path)).toEqual(['/status']);
    const body = JSON.parse(r.received[0]?.body.toString('utf8') ?? '');
    expect(body).toMatchObject({
      event: 'lead.status_changed',
      occurredAt: later.toISOString(),
      lead: { id: lead.id, status: 'contacted' },
    });
    expect(r.received[0]?.headers['x-webhook-event']).toBe('lead.status_changed');
  });

  it('sends a sample event on テスト送信, audited, and shows its outcome', async () => {
    const r = await receiver();
    const hook = await endpoint(`${r.origin}/hook`, 'lead.assigned,lead.status_changed');
    const sent = await sendTestWebhook(t.db, { id: hook.id, actor, ip: '10.0.0.9', now: start });
    if (!sent.ok) throw new Error(sent.problem);
    expect(await sendTestWebhook(t.db, { id: 'nope', actor })).toEqual({ ok: false, problem: 'notFound' });
    await runDueJobs(await deps(), () => start);

    const request = r.received[0];
    if (!request) throw new Error('nothing received');
    expect(request.headers['x-webhook-delivery']).toBe(sent.deliveryId);
    expect(request.headers['x-webhook-event']).toBe('lead.status_changed');
    expect(verifies(SECRET, request.body, request.headers['x-webhook-signature'])).toBe(true);
    expect(JSON.parse(request.body.toString('utf8'))).toMatchObject({
      event: 'lead.status_changed',
      test: true,
      lead: { id: 'sample', name: '山田 花子', email: 'test@example.com', status: 'contacted' },
    });
    expect(await listWebhookDeliveries(t.db, { endpointId: hook.id })).toEqual([
      expect.objectContaining({ id: sent.deliveryId, leadId: null, status: 'sent', attempts: 1, lastError: null }),
    ]);
    expect((await listAudit(t.db, { action: 'webhook.test' }, 1)).rows[0]).toMatchObject({
      actor_email: 'admin@example.jp',
      target_id: hook.id,
    });
  });
});
