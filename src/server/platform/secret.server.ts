/**
 * The server's signing secret, and keys derived from it for one purpose each (the brochure
 * form's token, its proof-of-work challenges; later sessions or invitations: issue 21).
 *
 * Where it comes from, first match wins:
 * 1. `APP_SECRET` (at least 32 characters): what several instances must share, set by the
 *    operator;
 * 2. SQLite (one process): `DATA_DIR/secret.key`, generated on first start with owner-only
 *    permissions (0600), kept beside the database it belongs with;
 * 3. PostgreSQL without `APP_SECRET`: one generated secret in the database (`server_secrets`,
 *    the first instance's insert wins), so instances agree without configuration. Anyone who
 *    reads the database reads it too, hence the warning to set `APP_SECRET`.
 */
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db.server.ts';
import type { Logger } from './logger.server.ts';

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

async function databaseSecret(db: Db, now: Date): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name: 'app', value: randomBytes(SECRET_BYTES).toString('base64url'), created_at: now.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', 'app').executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/** The server's secret (see the module comment for where it comes from). */
export async function loadServerSecret(source: SecretSource, db: Db, log?: Logger): Promise<Buffer> {
  if (source.APP_SECRET) return Buffer.from(source.APP_SECRET, 'utf8');
  if (!source.DATABASE_URL) return fileSecret(source.DATA_DIR);
  log?.warn('APP_SECRET is not set: the signing secret is kept in the database; set APP_SECRET on every instance');
  return databaseSecret(db, new Date());
}

/** A key for one purpose (HKDF-SHA256): a leak of one purpose's key reveals no other. */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `pelvia:${purpose}`, 32));
}

/** HMAC-SHA256 of `data` under `key`, base64url. */
export function sign(key: Buffer, data: string): string {
  return createHmac('sha256', key).update(data).digest('base64url');
}
