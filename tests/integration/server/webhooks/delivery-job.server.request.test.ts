/**
 * One webhook request exactly as a receiver gets it (request line, headers in the order and
 * casing they arrived, raw body), for fixed test data, kept as files next to this test: what
 * docs/webhooks.md describes, and what a change to the format would show in review. Only the
 * receiver's port (in Host) varies between runs and is written as <port>; the file ends with a
 * newline the body does not have.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { runDueJobs } from '../../../../src/server/delivery/outbox.server.ts';
import { createBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { JOB_KINDS } from '../../../../src/server/services.server.ts';
import { addWebhook } from '../../../../src/server/webhooks/endpoints.server.ts';
import { queueLeadEvent } from '../../../../src/server/webhooks/events.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { buildLead, validLead } from '../../../setup/factories.ts';
import { type ReceivedWebhook, startWebhookReceiver } from '../../../setup/webhook-receiver.ts';

const log = createLogger('silent');
const receivedAt = '2026-11-24T01:23:45.678Z';
const occurredAt = new Date('2026-11-24T01:23:46.000Z');
const LEAD_ID = '0f8e6c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
const DELIVERY_ID = '7d2c1b4a-9e8f-4a6b-8c5d-3e2f1a0b9c8d';
const SECRET = 'whsec_test_0123456789abcdef';

/** The request as it arrived: request line, raw headers, a blank line, the body bytes as UTF-8. */
const render = (request: ReceivedWebhook, port: number): string => {
  const headers: string[] = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    headers.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
  }
  return `${request.method} ${request.path} HTTP/${request.httpVersion}\n${headers.join('\n')}\n\n${request.body.toString('utf8')}\n`.replaceAll(
    `127.0.0.1:${port}`,
    '127.0.0.1:<port>',
  );
};

describe.each(testBackends())('a webhook request as sent, on %s', (backend) => {
  const t = useTestDb(backend);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  it.each(['json', 'slack'] as const)('%s', async (format) => {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'webhooks-mail-'));
    const mailer = createMailer({ dataDir, log });
    cleanups.push(async () => {
      mailer.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    await t.db
      .insertInto('admin_users')
      .values({
        id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
        email: 'sato@example.jp',
        display_name: '佐藤 次郎',
        role: 'staff',
        password_hash: 'not used',
        created_at: receivedAt,
        updated_at: receivedAt,
        last_login_at: null,
      })
      .execute();
    await t.db
      .insertInto('material_requests')
      .values(
        buildLead({
          id: LEAD_ID,
          name: '山田 花子',
          name_kana: 'ヤマダ　ハナコ',
          email: 'hanako@example.jp',
          organization: '株式会社サンプル',
          position: '院長',
          phone: '09012345678',
          postal_code: '1040061',
          address: '東京都中央区銀座0-0-0',
          product: 'pelvia-dr',
          purpose: '院内での導入を検討しています。',
          locale: 'ja',
          page_path: '/product/dr',
          utm_source: 'newsletter',
          utm_medium: 'email',
          utm_campaign: 'autumn',
          created_at: receivedAt,
          request_date: receivedAt,
          owner_id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
          due_at: '2026-11-26T09:00:00.000Z',
        }),
      )
      .execute();
    const added = await addWebhook(t.db, {
      url: `${receiver.origin}/hooks/crm`,
      secret: SECRET,
      events: 'lead.created',
      format,
      actor: { id: 'cli', email: 'cli' },
    });
    expect(added.ok).toBe(true);
    await t.db.transaction().execute((trx) => queueLeadEvent(trx, 'lead.created', LEAD_ID, occurredAt));
    // A fixed delivery id, so the file is the same on every run.
    await t.db.updateTable('outbox_jobs').set({ id: DELIVERY_ID }).where('kind', '=', 'webhook').execute();

    await runDueJobs(
      {
        db: t.db,
        log,
        mailer,
        staff: { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://www.example.jp') },
        kinds: JOB_KINDS,
      },
      () => occurredAt,
    );

    const [request] = receiver.received;
    if (!request) throw new Error('nothing received');
    await expect(render(request, receiver.port)).toMatchFileSnapshot(`./__snapshots__/webhook-request.${format}.http`);
  });
});

describe.each(testBackends())('docs/webhooks.md tells receivers the truth, on %s', (backend) => {
  const t = useTestDb(backend);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });
  const docs = () => readFile(new URL('../../../../docs/webhooks.md', import.meta.url), 'utf8');

  it('its example body is the request above, and its page is a real route', async () => {
    // The lead.created example (the stage event's sample abbreviates the lead).
    const example = /```json\n(\{\n {2}"event": "lead\.created"[\s\S]*?)\n```/.exec(await docs())?.[1];
    if (!example) throw new Error('no JSON example in docs/webhooks.md');
    const snapshot = await readFile(new URL('./__snapshots__/webhook-request.json.http', import.meta.url), 'utf8');
    const sent = JSON.parse(snapshot.trimEnd().split('\n').at(-1) ?? '');
    expect(JSON.parse(example)).toEqual(sent);
    const page = String(sent.lead.sourcePage);
    const pages = new URL('../../../../src/pages', import.meta.url).pathname;
    expect(
      [`${pages}${page}.astro`, `${pages}${page}/index.astro`].some((file) => existsSync(file)),
      `${page} is a route of the site`,
    ).toBe(true);
  });

  it('each "typed → sent" example of its normalisation table is what a receiver gets', async () => {
    const text = await docs();
    const section = text.slice(text.indexOf('### What is normalised'));
    const rows = [...section.matchAll(/^\| `(\w+)` +\| `([^`]+)` +\| `([^`]+)` +\|$/gm)].map(
      ([, field, typed, sent]) => ({ field: field ?? '', typed: typed ?? '', sent: sent ?? '' }),
    );
    expect(rows.map((row) => row.field).sort()).toEqual(
      ['address', 'email', 'name', 'nameKana', 'phone', 'position', 'postalCode'].sort(),
    );

    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'webhooks-mail-'));
    const mailer = createMailer({ dataDir, log });
    cleanups.push(async () => {
      mailer.close();
      await rm(dataDir, { recursive: true, force: true });
    });
    await addWebhook(t.db, {
      url: `${receiver.origin}/hooks/crm`,
      secret: SECRET,
      events: 'lead.created',
      format: 'json',
      actor: { id: 'cli', email: 'cli' },
    });
    const typed = Object.fromEntries(rows.map((row) => [row.field, row.typed]));
    const lead = await createBrochureRequest(
      t.db,
      { ...validLead, ...typed },
      { locale: 'ja', now: occurredAt, idempotencyKey: undefined },
    );
    expect(lead.ok).toBe(true);
    await runDueJobs(
      {
        db: t.db,
        log,
        mailer,
        staff: { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://www.example.jp') },
        kinds: JOB_KINDS,
      },
      () => occurredAt,
    );
    const [request] = receiver.received;
    if (!request) throw new Error('nothing received');
    const sent = JSON.parse(request.body.toString('utf8')).lead;
    for (const row of rows) expect(sent[row.field], `${row.field}: ${row.typed}`).toBe(row.sent);
  });
});
