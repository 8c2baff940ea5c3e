/**
 * /metrics on a real node:http server on loopback over a real database: off without a token,
 * 401 without or with a wrong one, and with it Prometheus's text format, read back with a
 * Prometheus text parser, holding the figures the operations guide promises.
 */

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterEach, describe, expect, it } from 'vitest';
import { bearerMatches, createMetricsHandler, routeGroup } from '../../../src/http/metrics.server.ts';
import { createBrochureRequest } from '../../../src/server/leads/leads.server.ts';
import { createMetrics } from '../../../src/server/operations/metrics.server.ts';
import { testBackends, useTestDb } from '../../setup/db.ts';
import { createLead, validLead } from '../../setup/factories.ts';

const TOKEN = 'metrics-token-0123456789';
const servers: Server[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('routeGroup and bearerMatches', () => {
  it('put every path in one of a few groups', () => {
    expect(routeGroup('GET', '/_astro/app.js')).toBe('asset');
    expect(routeGroup('GET', '/admin/leads')).toBe('admin');
    expect(routeGroup('POST', '/api/admin/leads/1')).toBe('admin');
    expect(routeGroup('POST', '/api/brochure-requests')).toBe('api');
    expect(routeGroup('POST', '/en/brochure-request')).toBe('lead');
    expect(routeGroup('GET', '/en/brochure-request')).toBe('page');
    expect(routeGroup('GET', '/healthz')).toBe('health');
  });

  it('accept exactly the token', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
  });
});

describe.each(testBackends())('/metrics on %s', (backend) => {
  const t = useTestDb(backend);

  async function serve(token: string | undefined, backupDir?: string) {
    const dataDir = await mkdtemp(join(tmpdir(), 'pelvia-metrics-'));
    dirs.push(dataDir);
    const metrics = createMetrics({ db: t.db, dataDir, backupDir });
    const handler = createMetricsHandler({ token, metrics });
    const server = createServer((req, res) => {
      if (!handler(req, res)) {
        res.statusCode = 404;
        res.end('not found');
      }
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('is off (404) when METRICS_TOKEN is unset', async () => {
    const url = await serve(undefined);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('answers 401 without the token or with another', async () => {
    const url = await serve(TOKEN);
    const none = await fetch(`${url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect(
      (await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(401);
  });

  it('with the token, reports outbox, leads, webhooks, backups, durations and the process in Prometheus format', async () => {
    for (const [i, locale] of (['ja', 'ja', 'en'] as const).entries()) {
      await createBrochureRequest(
        t.db,
        { ...validLead, email: `m${i}@example.jp` },
        {
          locale,
          idempotencyKey: `metrics-key-${i}-000000000000`,
          fillMs: 60_000,
        },
      );
    }
    // Two imported business cards: imports, not web requests (issue 42).
    for (const line of [2, 3]) await createLead(t.db, { locale: 'ja', import_batch_id: 'batch-1', import_line: line });
    const backupDir = await mkdtemp(join(tmpdir(), 'pelvia-metrics-backups-'));
    dirs.push(backupDir);
    await writeFile(join(backupDir, 'site-20261126T000000Z.db'), Buffer.alloc(4096));
    const url = await serve(TOKEN, backupDir);
    await fetch(`${url}/some/page`);
    const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const families = parsePrometheusTextFormat(text);
    const family = (name: string) => {
      const found = families.find((f) => f.name === name);
      if (!found) throw new Error(`${name} missing`);
      return found;
    };
    const value = (name: string, labels: Record<string, string> = {}) =>
      Number(
        family(name).metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value ??
          Number.NaN,
      );
    expect(value('pelvia_outbox_jobs', { kind: 'lead.staff_notification', state: 'pending' })).toBe(3);
    expect(value('pelvia_outbox_jobs', { kind: 'lead.auto_reply', state: 'pending' })).toBe(3);
    expect(value('pelvia_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('pelvia_leads_received_total', { locale: 'ja' })).toBe(2);
    expect(value('pelvia_leads_received_total', { locale: 'en' })).toBe(1);
    expect(value('pelvia_leads_imported_total', { locale: 'ja' })).toBe(2);
    expect(family('pelvia_leads_imported_total').type).toBe('COUNTER');
    expect(value('pelvia_webhook_failed_attempts_total')).toBe(0);
    // Cumulative figures are counters, named as such (issue 30).
    expect(family('pelvia_leads_received_total').type).toBe('COUNTER');
    expect(family('pelvia_webhook_failed_attempts_total').type).toBe('COUNTER');
    expect(text).toMatch(/^# TYPE pelvia_leads_received_total counter$/m);
    expect(value('pelvia_backup_size_bytes')).toBe(4096);
    expect(value('pelvia_backup_age_seconds')).toBeGreaterThan(0);
    expect(family('pelvia_http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(family('pelvia_http_request_duration_seconds').metrics[0]?.buckets?.['+Inf']).toBe('1');
    // The parser drops a histogram's labels; the text has them.
    expect(text).toMatch(/^pelvia_http_request_duration_seconds_count\{group="page",status="4xx"\} 1$/m);
    expect(family('nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
    expect(value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
