/**
 * Enrolling TOTP: a new key is drawn, shown (QR code drawn here with `qrcode`, no third-party
 * request; the key as text in groups of four) and confirmed with a code before it is stored.
 * Until then the key lives only in the page, sealed with the server's TOTP key for this user
 * with an expiry (no state in memory, so any instance can take the confirmation), and an
 * account replacing its key keeps the old one until the new one is confirmed.
 */
import QRCode from 'qrcode';
import type { Db } from '../platform/db.server.ts';
import { open, seal } from '../platform/secret-box.server.ts';
import { queueCredentialNotice } from './account-mail-queue.server.ts';
import { recordAudit } from './audit.server.ts';
import { prepareRecoveryCodes, storeRecoveryCodes } from './recovery-codes.server.ts';
import { enrolTotp, groupedKey, newTotpKey, totpUri } from './totp.server.ts';

/** How long a shown key can still be confirmed. */
export const PENDING_KEY_MS = 30 * 60_000;
const PENDING_PURPOSE = 'totp-pending';

export interface PendingEnrolment {
  /** The key as base32, and as people type it. */
  base32: string;
  grouped: string;
  /** The QR code of the otpauth:// URI: an SVG as a data: URL (the CSP allows data: images). */
  qrDataUrl: string;
  /** The hidden field that carries the key to the confirmation. */
  sealed: string;
}

const sealPending = (key: Buffer, userId: string, base32: string, now: Date): string =>
  seal(key, PENDING_PURPOSE, JSON.stringify({ u: userId, k: base32, e: now.getTime() + PENDING_KEY_MS }));

/** The key a sealed field carries, when it was sealed for this user and has not expired. */
export function openPendingKey(key: Buffer, sealed: string, userId: string, now: Date): string | null {
  const text = open(key, PENDING_PURPOSE, sealed.slice(0, 500));
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { u?: unknown; k?: unknown; e?: unknown };
    if (value.u !== userId || typeof value.k !== 'string' || typeof value.e !== 'number') return null;
    return value.e > now.getTime() ? value.k : null;
  } catch {
    return null;
  }
}

/** A key to show: a new one, or (after a wrong code) the same one again. */
export async function pendingEnrolment(
  key: Buffer,
  user: { id: string; email: string },
  now: Date,
  base32: string = newTotpKey(),
): Promise<PendingEnrolment> {
  const svg = await QRCode.toString(totpUri(base32, user.email), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const qrDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
  return { base32, grouped: groupedKey(base32), qrDataUrl, sealed: sealPending(key, user.id, base32, now) };
}

export type EnrolResult = { ok: true; recoveryCodes: string[]; replaced: boolean } | { ok: false };

/**
 * Stores the key once `code` proves the user holds it, with ten new recovery codes (shown once),
 * the credential notice and the audit row in the same transaction.
 */
export async function confirmEnrolment(
  db: Db,
  keys: { totp: Buffer; mail: Buffer },
  user: { id: string; email: string; displayName: string },
  base32: string,
  code: string,
  context: { ip?: string | null; now: Date },
): Promise<EnrolResult> {
  const { now } = context;
  const before = await db.selectFrom('admin_users').select('totp_secret').where('id', '=', user.id).executeTakeFirst();
  const replaced = Boolean(before?.totp_secret);
  // argon2id takes a while: hashed before the transaction, which it would hold up.
  const codes = await prepareRecoveryCodes();
  return db.transaction().execute(async (trx) => {
    if (!(await enrolTotp(trx, keys.totp, user.id, base32, code.replace(/\s+/g, '').slice(0, 12), now))) {
      return { ok: false } as const;
    }
    await storeRecoveryCodes(trx, user.id, codes.stored, now);
    await queueCredentialNotice(trx, keys.mail, user, 'totp_added', { ip: context.ip ?? null, now });
    await recordAudit(trx, {
      action: 'factor.totp_enrol',
      actor: { id: user.id, email: user.email },
      target: { type: 'user', id: user.id },
      detail: { replaced },
      ip: context.ip ?? null,
      now,
    });
    return { ok: true, recoveryCodes: codes.shown, replaced } as const;
  });
}
