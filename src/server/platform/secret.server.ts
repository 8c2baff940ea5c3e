/**
 * The server's signing secret, and keys derived from it for one purpose each (the brochure
 * form's token, its proof-of-work challenges; later sessions or invitations: issue 21).
 *
 * Where it comes from:
 * 1. `APP_SECRET` (at least 32 characters): what several instances must share, set by the
 *    operator;
 * 2. SQLite (one process) without it: `DATA_DIR/secret.key`, generated on first start with
 *    owner-only permissions (0600), kept beside the database it belongs with;
 * 3. PostgreSQL without it: refused. TOTP keys and account mails are sealed with keys derived
 *    from the secret (issue 21), so it must not sit in the database it protects; the start
 *    fails naming APP_SECRET (`missingSecretProblem`). Rotating it: docs/operations.md.
 */
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_FILE = 'secret.key';
const SECRET_BYTES = 32;

export interface SecretSource {
  APP_SECRET?: string | undefined;
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}

/** The secret's bytes from the file, creating it (0600) when absent. */
function fileSecret(dataDir: string): Buffer {
  const path = join(dataDir, SECRET_FILE);
  try {
    return Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': a second process starting at the same moment reads the first one's file instead.
    writeFileSync(path, `${randomBytes(SECRET_BYTES).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url');
}

/** Why this configuration has no usable secret (PostgreSQL without APP_SECRET), or null. */
export function missingSecretProblem(source: Pick<SecretSource, 'APP_SECRET' | 'DATABASE_URL'>): string | null {
  if (source.APP_SECRET || !source.DATABASE_URL) return null;
  return 'APP_SECRET is required when DATABASE_URL is set: every instance must share the same secret (at least 32 characters, e.g. `openssl rand -base64 48`). See docs/operations.md.';
}

/** The server's secret (see the module comment for where it comes from); throws without one. */
export async function loadServerSecret(source: SecretSource): Promise<Buffer> {
  if (source.APP_SECRET) return Buffer.from(source.APP_SECRET, 'utf8');
  const problem = missingSecretProblem(source);
  if (problem) throw new Error(problem);
  return fileSecret(source.DATA_DIR);
}

/** A key for one purpose (HKDF-SHA256): a leak of one purpose's key reveals no other. */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `pelvia:${purpose}`, 32));
}

/** HMAC-SHA256 of `data` under `key`, base64url. */
export function sign(key: Buffer, data: string): string {
  return createHmac('sha256', key).update(data).digest('base64url');
}
