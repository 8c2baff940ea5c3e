/**
 * Encryption at rest with a key derived from the server's secret (secret.server.ts): AES-256-GCM,
 * a fresh 96-bit nonce per value, the purpose bound in as associated data so a value sealed for
 * one use cannot be opened as another. Used for TOTP keys and for account mails waiting in the
 * outbox (their links must not sit in the database in clear).
 *
 * Format: `v1.<nonce>.<ciphertext+tag>`, base64url. Rotating the server secret makes every
 * sealed value unreadable: docs/operations.md#rotating-the-server-secret says what that means.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function seal(key: Buffer, purpose: string, plaintext: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
}

/** The plaintext, or null when the value was sealed under another key or purpose, or altered. */
export function open(key: Buffer, purpose: string, sealed: string): string | null {
  const [version, nonceText, bodyText, ...rest] = sealed.split('.');
  if (version !== VERSION || !nonceText || !bodyText || rest.length > 0) return null;
  const nonce = Buffer.from(nonceText, 'base64url');
  const body = Buffer.from(bodyText, 'base64url');
  if (nonce.length !== NONCE_BYTES || body.length < TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
