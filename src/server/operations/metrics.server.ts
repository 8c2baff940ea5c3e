/**
 * What /metrics reports (docs/operations.md#monitoring), as prom-client collectors: Node's own
 * (event-loop lag, heap, RSS, …), request durations by route group (observed by the HTTP
 * layer), and figures read from the database and the backup folder at scrape time, so every
 * instance reports the same shared state and nothing is counted twice in memory.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../platform/db.server.ts';
import { diskFreeShare } from './alerts.server.ts';
import { latestSnapshot } from './backup.server.ts';

export interface Metrics {
  registry: Registry;
  /** Observed by the HTTP layer: seconds from request to response, by route group and status class. */
  requestDuration: Histogram<'group' | 'status'>;
}

export function createMetrics(deps: {
  db: Db;
  dataDir: string;
  backupDir: string | undefined;
  now?: () => Date;
}): Metrics {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requestDuration = new Histogram({
    name: 'pelvia_http_request_duration_seconds',
    help: 'Time from request to response, by route group',
    labelNames: ['group', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'pelvia_outbox_jobs',
    help: 'Outbox jobs (mails, webhooks) by kind and state',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db
        .selectFrom('outbox_jobs')
        .select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['kind', 'status'])
        .execute();
      for (const row of rows) this.set({ kind: row.kind, state: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: 'pelvia_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest outbox job not yet sent or failed (0 when none)',
    registers: [registry],
    async collect() {
      const row = await db
        .selectFrom('outbox_jobs')
        .select((eb) => eb.fn.min('created_at').as('oldest'))
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirst();
      const oldest = row?.oldest;
      this.set(oldest ? Math.max(0, (now().getTime() - Date.parse(oldest)) / 1000) : 0);
    },
  });
  // Counters (issue 30: they were gauges without `_total`): totals that only grow, read from the
  // database at scrape time, so rate() and increase() apply and every instance reports the same.
  // Web requests and imported business cards apart (issue 42): an import of 300 cards is not a
  // busy day on the form. Web requests are every lead by locale less the imported ones (read
  // through the partial material_requests_import_batch index: the imported leads only).
  const webLeadsByLocale = async () => {
    const [all, imported] = await Promise.all([
      db
        .selectFrom('material_requests')
        .select(['locale', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('locale')
        .execute(),
      db
        .selectFrom('material_requests')
        .select(['locale', (eb) => eb.fn.countAll<number>().as('n')])
        .where('import_batch_id', 'is not', null)
        .groupBy('locale')
        .execute(),
    ]);
    const imports = new Map(imported.map((row) => [row.locale, Number(row.n)]));
    return all.map((row) => ({ locale: row.locale, n: Math.max(0, Number(row.n) - (imports.get(row.locale) ?? 0)) }));
  };
  new Counter({
    name: 'pelvia_leads_received_total',
    help: 'Brochure requests stored from the site forms (imported cards apart), by locale of the form',
    labelNames: ['locale'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await webLeadsByLocale()) this.inc({ locale: row.locale }, row.n);
    },
  });
  new Counter({
    name: 'pelvia_leads_imported_total',
    help: 'Leads stored from imported business cards (the card import), by the locale given to the batch',
    labelNames: ['locale'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db
        .selectFrom('material_requests')
        .select(['locale', (eb) => eb.fn.countAll<number>().as('n')])
        .where('import_batch_id', 'is not', null)
        .groupBy('locale')
        .execute();
      for (const row of rows) this.inc({ locale: row.locale }, Number(row.n));
    },
  });
  new Counter({
    name: 'pelvia_webhook_failed_attempts_total',
    help: 'Failed webhook delivery attempts recorded',
    registers: [registry],
    async collect() {
      this.reset();
      const row = await db
        .selectFrom('outbox_attempts')
        .innerJoin('outbox_jobs', 'outbox_jobs.id', 'outbox_attempts.job_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('outbox_jobs.kind', '=', 'webhook')
        .where('outbox_attempts.ok', '=', false)
        .executeTakeFirst();
      this.inc(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'pelvia_alerts_open',
    help: 'Open operational incidents, by kind (docs/operations.md#alerts)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db
        .selectFrom('alerts')
        .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
        .where('resolved_at', 'is', null)
        .groupBy('kind')
        .execute();
      for (const row of rows) this.set({ kind: row.kind }, Number(row.n));
    },
  });
  if (deps.backupDir !== undefined) {
    const backupDir = deps.backupDir;
    const snapshot = () => latestSnapshot(backupDir);
    new Gauge({
      name: 'pelvia_backup_age_seconds',
      help: 'Age of the newest snapshot in BACKUP_DIR (-1 when there is none)',
      registers: [registry],
      async collect() {
        const newest = await snapshot();
        this.set(newest ? (now().getTime() - newest.at.getTime()) / 1000 : -1);
      },
    });
    new Gauge({
      name: 'pelvia_backup_size_bytes',
      help: 'Size of the newest snapshot in BACKUP_DIR (0 when there is none)',
      registers: [registry],
      async collect() {
        this.set((await snapshot())?.bytes ?? 0);
      },
    });
  }
  new Gauge({
    name: 'pelvia_data_dir_free_ratio',
    help: 'Share of the disk under DATA_DIR still available',
    registers: [registry],
    async collect() {
      this.set((await diskFreeShare(deps.dataDir)) ?? -1);
    },
  });
  return { registry, requestDuration };
}
