/**
 * Enrolling TOTP: a new key is drawn, shown (QR code drawn here with `qrcode`, no third-party
 * request; the key as text in groups of four) and confirmed with a code before it becomes the
 * account's key. Until then it waits on the account's row (`totp_pending`, migration 0033),
 * sealed with the server's TOTP key with its expiry, so every load of the page, on any
 * instance, shows the key already scanned (issue 30: a reload used to draw a new one, and the
 * app's codes were refused), and an account replacing its key keeps the old one until the new
 * one is confirmed.
 */
import QRCode from 'qrcode';
import type { Db } from '../platform/db.server.ts';
import { open, seal } from '../platform/secret-box.server.ts';
import { queueCredentialNotice } from './account-mail-queue.server.ts';
import { recordAudit } from './audit.server.ts';
import { prepareRecoveryCodes, storeRecoveryCodes } from './recovery-codes.server.ts';
import { enrolTotp, groupedKey, newTotpKey, totpUri } from './totp.server.ts';

/** How long a shown key can still be confirmed, from when it was first shown. */
export const PENDING_KEY_MS = 30 * 60_000;
const PENDING_PURPOSE = 'totp-pending';

export interface PendingEnrolment {
  /** The key as base32, and as people type it. */
  base32: string;
  grouped: string;
  /** The QR code of the otpauth:// URI: an SVG as a data: URL (the CSP allows data: images). */
  qrDataUrl: string;
}

const sealPending = (key: Buffer, userId: string, base32: string, now: Date): string =>
  seal(key, PENDING_PURPOSE, JSON.stringify({ u: userId, k: base32, e: now.getTime() + PENDING_KEY_MS }));

/** The key a sealed value carries, when it was sealed for this user and has not expired. */
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

/** The account's pending key, while it can still be confirmed. */
export async function storedPendingKey(db: Db, key: Buffer, userId: string, now: Date): Promise<string | null> {
  const row = await db.selectFrom('admin_users').select('totp_pending').where('id', '=', userId).executeTakeFirst();
  return row?.totp_pending ? openPendingKey(key, row.totp_pending, userId, now) : null;
}

/**
 * The key to show: the account's pending one, or a new one stored as pending. Two loads at once
 * (two tabs, two instances) store one key between them: the write only replaces what was read.
 */
export async function pendingEnrolment(
  db: Db,
  key: Buffer,
  user: { id: string; email: string },
  now: Date,
): Promise<PendingEnrolment> {
  let base32: string | null = null;
  for (let round = 0; round < 3 && !base32; round += 1) {
    const row = await db.selectFrom('admin_users').select('totp_pending').where('id', '=', user.id).executeTakeFirst();
    if (!row) throw new Error('enrolment: no such account');
    base32 = row.totp_pending ? openPendingKey(key, row.totp_pending, user.id, now) : null;
    if (base32) break;
    const drawn = newTotpKey();
    let update = db
      .updateTable('admin_users')
      .set({ totp_pending: sealPending(key, user.id, drawn, now) })
      .where('id', '=', user.id);
    update =
      row.totp_pending === null
        ? update.where('totp_pending', 'is', null)
        : update.where('totp_pending', '=', row.totp_pending);
    if (Number((await update.executeTakeFirst()).numUpdatedRows) === 1) base32 = drawn;
  }
  if (!base32) throw new Error('enrolment: the pending key kept changing');
  const svg = await QRCode.toString(totpUri(base32, user.email), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const qrDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
  return { base32, grouped: groupedKey(base32), qrDataUrl };
}

export type EnrolResult =
  | { ok: true; recoveryCodes: string[]; replaced: boolean }
  /** `expired`: no pending key (never shown, or past PENDING_KEY_MS); `invalid`: a wrong code. */
  | { ok: false; problem: 'expired' | 'invalid' };

/**
 * Makes the pending key the account's once `code` proves the user holds it, with ten new
 * recovery codes (shown once), the credential notice and the audit row in the same transaction;
 * the pending key is cleared with it.
 */
export async function confirmEnrolment(
  db: Db,
  keys: { totp: Buffer; mail: Buffer },
  user: { id: string; email: string; displayName: string },
  code: string,
  context: { ip?: string | null; now: Date },
): Promise<EnrolResult> {
  const { now } = context;
  const base32 = await storedPendingKey(db, keys.totp, user.id, now);
  if (!base32) return { ok: false, problem: 'expired' };
  const before = await db.selectFrom('admin_users').select('totp_secret').where('id', '=', user.id).executeTakeFirst();
  const replaced = Boolean(before?.totp_secret);
  // argon2id takes a while: hashed before the transaction, which it would hold up.
  const codes = await prepareRecoveryCodes();
  return db.transaction().execute(async (trx) => {
    if (!(await enrolTotp(trx, keys.totp, user.id, base32, code.replace(/\s+/g, '').slice(0, 12), now))) {
      return { ok: false, problem: 'invalid' } as const;
    }
    await trx.updateTable('admin_users').set({ totp_pending: null }).where('id', '=', user.id).execute();
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
