/**
 * Deployment configuration from environment variables, parsed once at boot. A bad value stops
 * the server with a message that names the variable (house rule: refuse to start, never guess).
 */
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)), {
      message: `must be a URL starting with ${protocols.join(' or ')}`,
    });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  NOTIFY_TO: z.email({ message: 'must be an e-mail address' }).optional(),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://www.example.jp' })
    .default('http://localhost:4321')
    .transform((v) => v.replace(/\/+$/, '')),
  /** Brochure requests accepted per IP in 10 minutes; 0 turns the limit off (benchmarks). */
  LEAD_RATE_LIMIT: z.coerce
    .number({ message: 'must be a whole number ≥ 0 (0 turns the limit off)' })
    .int()
    .min(0)
    .max(1_000_000)
    .default(5),
  /**
   * How long the outbox worker holds a claimed job; a job whose worker died is sent again after
   * this. Longer than the slowest possible send (mail.server.ts bounds SMTP at about 90 s).
   */
  OUTBOX_LEASE_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds between 5 and 3600' })
    .int()
    .min(5)
    .max(3600)
    .default(300),
  /** Brochure requests older than this many months are anonymised by the daily retention job. */
  LEAD_RETENTION_MONTHS: z.coerce
    .number({ message: 'must be a whole number of months ≥ 1' })
    .int({ message: 'must be a whole number of months ≥ 1' })
    .min(1, { message: 'must be a whole number of months ≥ 1' })
    .max(1200, { message: 'must be at most 1200 months' })
    .default(24),
  /** The old site's WordPress, from which 'データを更新' pulls the clinic network; unset: no pull. */
  WORDPRESS_URL: optionalUrl(['http:', 'https:']).transform((v) => v?.replace(/\/+$/, '')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export type EnvResult = { ok: true; env: Env } | { ok: false; errors: string[] };

/** Empty strings count as unset, as in most .env tooling. */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return { ok: true, env: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}

/** Parses process.env or exits with a readable message naming each bad variable. */
export function loadEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  const result = parseEnv(source);
  if (result.ok) return result.env;
  process.stderr.write(`Invalid configuration:\n${result.errors.map((e) => `  - ${e}`).join('\n')}\n`);
  process.exit(1);
}
