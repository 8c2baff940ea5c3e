/**
 * Deployment configuration from environment variables, parsed once at boot. A bad value stops
 * the server with a message that names the variable (house rule: refuse to start, never guess).
 */
import { z } from 'zod';
import { retentionDefaults } from '../../content/retention.ts';
import { checkOutboundUrl } from './outbound.server.ts';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)), {
      message: `must be a URL starting with ${protocols.join(' or ')}`,
    });

/** A retention period: a whole number of `unit` from 1 to `max`. */
const period = (unit: string, max: number) => {
  const message = `must be a whole number of ${unit} ≥ 1`;
  return z.coerce
    .number({ message })
    .int({ message })
    .min(1, { message })
    .max(max, { message: `must be at most ${max} ${unit}` });
};

/**
 * Backups, alerts and metrics (docs/operations.md). The number of snapshots kept is part of what
 * the privacy policy states (src/content/retention.ts): change it there too.
 */
const operationsEnv = {
  /** Where the nightly SQLite snapshots go; default DATA_DIR/backups (owner-only). */
  BACKUP_DIR: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  BACKUP_KEEP_DAILY: period('days', 366).default(retentionDefaults.backupDaily),
  BACKUP_KEEP_WEEKLY: z.coerce
    .number({ message: 'must be a whole number of weeks ≥ 0' })
    .int({ message: 'must be a whole number of weeks ≥ 0' })
    .min(0, { message: 'must be a whole number of weeks ≥ 0' })
    .max(520, { message: 'must be at most 520 weeks' })
    .default(retentionDefaults.backupWeekly),
  /** The bearer token /metrics asks for; unset: /metrics is off (404). */
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),
};

const envSchema = z.object({
  ...operationsEnv,
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  NOTIFY_TO: z.email({ message: 'must be an e-mail address' }).optional(),
  /** Unset: where this server listens (defaultSiteUrl), filled in once PORT and HOST are read. */
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://www.example.jp' })
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  /** Brochure requests accepted per client in 10 minutes; 0 turns the limit off (benchmarks). */
  LEAD_RATE_LIMIT: z.coerce
    .number({ message: 'must be a whole number ≥ 0 (0 turns the limit off)' })
    .int()
    .min(0)
    .max(1_000_000)
    .default(5),
  /**
   * Brochure requests per hour, site-wide, that trigger mail at once; above it new requests wait
   * for staff as 要確認 (review) instead. 0 turns the ceiling off (benchmarks).
   */
  LEAD_SITE_CEILING: z.coerce
    .number({ message: 'must be a whole number ≥ 0 (0 turns the ceiling off)' })
    .int({ message: 'must be a whole number ≥ 0 (0 turns the ceiling off)' })
    .min(0, { message: 'must be a whole number ≥ 0 (0 turns the ceiling off)' })
    .max(1_000_000)
    .default(30),
  /**
   * The brochure form's proof of work: the highest counter a challenge asks the browser to reach
   * (one SHA-256 each; the default takes about a second on a mid-range phone). Benchmarks and
   * load tests lower it to solve thousands of challenges; checking costs the same whatever it is.
   */
  LEAD_PROOF_WORK: z.coerce
    .number({ message: 'must be a whole number between 1 and 10000000' })
    .int({ message: 'must be a whole number between 1 and 10000000' })
    .min(1, { message: 'must be a whole number between 1 and 10000000' })
    .max(10_000_000, { message: 'must be a whole number between 1 and 10000000' })
    .default(60_000),
  /**
   * The server's signing secret (form tokens, challenges): at least 32 characters, the same on
   * every instance. Unset: generated once (platform/secret.server.ts).
   */
  APP_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
  /**
   * How long the outbox worker holds a claimed job; a job whose worker died is sent again after
   * this. At least twice OUTBOX_SEND_TIMEOUT_SECONDS (checked below), so that no send outlives
   * its claim.
   */
  OUTBOX_LEASE_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds between 5 and 3600' })
    .int()
    .min(5)
    .max(3600)
    .default(300),
  /** The hard deadline on one outbox send: the SMTP connection is closed and the job retried. */
  OUTBOX_SEND_TIMEOUT_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds between 1 and 1800' })
    .int({ message: 'must be a whole number of seconds between 1 and 1800' })
    .min(1, { message: 'must be a whole number of seconds between 1 and 1800' })
    .max(1800, { message: 'must be a whole number of seconds between 1 and 1800' })
    .default(60),
  /** Brochure requests older than this many months are anonymised by the daily retention job. */
  LEAD_RETENTION_MONTHS: period('months', 1200).default(retentionDefaults.leadMonths),
  /** Audit log entries older than this are deleted by the daily retention job. */
  AUDIT_RETENTION_MONTHS: period('months', 1200).default(retentionDefaults.auditMonths),
  /** Analytics events older than this are deleted by the daily retention job. */
  ANALYTICS_RETENTION_MONTHS: period('months', 1200).default(retentionDefaults.analyticsMonths),
  /** Login-throttle rows whose last failure is older than this are deleted (they act for 1 h). */
  LOGIN_THROTTLE_RETENTION_HOURS: period('hours', 24 * 365).default(retentionDefaults.loginThrottleHours),
  /** A sent mail job's payload is cleared this many days after the send; the row is kept. */
  OUTBOX_PAYLOAD_RETENTION_DAYS: period('days', 3650).default(retentionDefaults.sentPayloadDays),
  /**
   * The old site's WordPress, from which 'データを更新' pulls the clinic network; unset: no pull.
   * https only: what it answers goes onto the public clinic list.
   */
  WORDPRESS_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .transform((v) => v?.replace(/\/+$/, '')),
  /**
   * Tests only: outgoing requests (webhooks, the WordPress import) may also use http:// and
   * loopback addresses, where the tests run their receivers. Production leaves it unset.
   */
  OUTBOUND_ALLOW_LOOPBACK: z
    .enum(['0', '1'], { message: 'must be 1 (tests only) or 0' })
    .default('0')
    .transform((v) => v === '1'),
  /**
   * Proxies in front of the server (src/http/client-address.server.ts): 0 ignores
   * X-Forwarded-For and X-Forwarded-Proto; N takes the client from the N-th X-Forwarded-For
   * entry from the right.
   */
  TRUST_PROXY: z.coerce
    .number({ message: 'must be a whole number of proxy hops ≥ 0 (0 trusts no forwarded header)' })
    .int({ message: 'must be a whole number of proxy hops ≥ 0 (0 trusts no forwarded header)' })
    .min(0, { message: 'must be a whole number of proxy hops ≥ 0 (0 trusts no forwarded header)' })
    .max(10, { message: 'must be at most 10 proxy hops' })
    .default(0),
  /**
   * Connections one client address may hold open at once (src/http/connection-cap.server.ts);
   * 0: no cap. Off whatever it says when TRUST_PROXY > 0 (every socket is then the proxy's).
   */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce
    .number({ message: 'must be a whole number of connections ≥ 0 (0: no cap)' })
    .int({ message: 'must be a whole number of connections ≥ 0 (0: no cap)' })
    .min(0, { message: 'must be a whole number of connections ≥ 0 (0: no cap)' })
    .max(100_000, { message: 'must be at most 100000' })
    // 64 busy sockets: a browser keeps six per site, so this is ten people behind one office
    // address loading pages at the same instant; idle keep-alive sockets do not count. Behind a
    // proxy the proxy caps per visitor (deploy/nginx.conf, limit_conn).
    .default(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Addresses that mean "every interface": a server listens on them, no browser opens them. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]', '::0', '0:0:0:0:0:0:0:0']);

/**
 * SITE_URL's default: the origin this server answers on, so every logged and mailed link (the
 * first-run setup URL, a lead's link) works on a machine where 4321 is taken. `HOST` when it
 * names one host or address, localhost when it means every interface.
 */
export function defaultSiteUrl(port: number, host: string): string {
  const name = ANY_ADDRESS.has(host) ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const origin = URL.canParse(`http://${name}:${port}`) ? new URL(`http://${name}:${port}`).origin : undefined;
  return origin ?? `http://localhost:${port}`;
}

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  // The same rule as outboxTiming() in outbox.server.ts, reported here with the variable's name;
  // only between two valid values (a value out of range has its own message already).
  // Checked here, where the loopback setting is known (outbound.server.ts has the rule).
  if (
    env.WORDPRESS_URL !== undefined &&
    !checkOutboundUrl(env.WORDPRESS_URL, { allowLoopback: env.OUTBOUND_ALLOW_LOOPBACK }).ok
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['WORDPRESS_URL'],
      message:
        'must be an https:// URL of a public address without a user or password (http:// and loopback only with OUTBOUND_ALLOW_LOOPBACK=1, for tests)',
    });
  }
  const lease = env.OUTBOX_LEASE_SECONDS;
  const send = env.OUTBOX_SEND_TIMEOUT_SECONDS;
  const valid =
    Number.isInteger(lease) && lease >= 5 && lease <= 3600 && Number.isInteger(send) && send >= 1 && send <= 1800;
  if (valid && lease < 2 * send) {
    ctx.addIssue({
      code: 'custom',
      path: ['OUTBOX_LEASE_SECONDS'],
      message: `must be at least twice OUTBOX_SEND_TIMEOUT_SECONDS (${send}), so that a send always ends before its claim does`,
    });
  }
});

const completeEnvSchema = checkedEnvSchema.transform((env) => ({
  ...env,
  SITE_URL: env.SITE_URL ?? defaultSiteUrl(env.PORT, env.HOST),
}));

export type Env = z.output<typeof completeEnvSchema>;

export type EnvResult = { ok: true; env: Env } | { ok: false; errors: string[] };

/** Empty strings count as unset, as in most .env tooling. */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = completeEnvSchema.safeParse(cleaned);
  if (result.success) return { ok: true, env: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}

/**
 * The canonical origin a build is made for, as the server will see it: the build and `npm start`
 * ask this before the server has parsed (and possibly refused) its configuration, so a value it
 * would refuse gives the plain default here.
 */
export function siteUrlFromEnv(source: Record<string, string | undefined> = process.env): string {
  const result = parseEnv(source);
  return result.ok ? result.env.SITE_URL : defaultSiteUrl(4321, 'localhost');
}

/** Parses process.env or exits with a readable message naming each bad variable. */
export function loadEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  const result = parseEnv(source);
  if (result.ok) return result.env;
  process.stderr.write(`Invalid configuration:\n${result.errors.map((e) => `  - ${e}`).join('\n')}\n`);
  process.exit(1);
}
