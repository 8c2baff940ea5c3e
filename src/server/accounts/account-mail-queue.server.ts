/**
 * Mails about staff accounts (an invitation, a reset link, a notice after a credential change),
 * queued in the outbox inside the caller's transaction so the change and its mail stand or fall
 * together. The job's payload is sealed with a key from the server secret: an invitation or
 * reset link is a credential, and the database keeps tokens only as hashes, so the link does not
 * sit there in clear either. The job kind that opens and sends it is in account-mail/.
 */
import { randomUUID } from 'node:crypto';
import type { AdminRole, CredentialChange } from '../../domain/admin.ts';

export type { CredentialChange };

import type { Db } from '../platform/db.server.ts';
import { open, seal } from '../platform/secret-box.server.ts';

export const ACCOUNT_MAIL_JOB_KIND = 'account.mail';
const SEAL_PURPOSE = 'account-mail';

export type AccountMail =
  | { type: 'invitation'; to: string; link: string; role: AdminRole; inviter: string; expiresAt: string }
  | { type: 'password_reset'; to: string; link: string; expiresAt: string }
  | { type: 'credential_notice'; to: string; name: string; change: CredentialChange; at: string; ip: string | null }
  /** Wrong second-factor codes reached the account's limit (factor-guess-limit.server.ts). */
  | {
      type: 'factor_guessing';
      to: string;
      name: string;
      failures: number;
      at: string;
      until: string;
      ip: string | null;
      /** The one-time link that lets the owner's browser try its codes during the hold (factor-release.server.ts). */
      release?: { link: string; expiresAt: string };
    };

export async function queueAccountMail(db: Db, mailKey: Buffer, mail: AccountMail, now = new Date()): Promise<string> {
  const id = `account-${randomUUID()}`;
  const at = now.toISOString();
  await db
    .insertInto('outbox_jobs')
    .values({
      id,
      kind: ACCOUNT_MAIL_JOB_KIND,
      payload: JSON.stringify({ sealed: seal(mailKey, SEAL_PURPOSE, JSON.stringify(mail)) }),
      request_id: null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** The queued mail, or null when the payload was sealed under another secret (rotated) or altered. */
export function openAccountMail(mailKey: Buffer, payload: string): AccountMail | null {
  try {
    const { sealed } = JSON.parse(payload) as { sealed?: unknown };
    if (typeof sealed !== 'string') return null;
    const text = open(mailKey, SEAL_PURPOSE, sealed);
    return text ? (JSON.parse(text) as AccountMail) : null;
  } catch {
    return null;
  }
}

/** The notice after a credential change, to the account's own address. */
export async function queueCredentialNotice(
  db: Db,
  mailKey: Buffer,
  user: { email: string; displayName: string },
  change: CredentialChange,
  context: { ip?: string | null; now?: Date } = {},
): Promise<void> {
  const now = context.now ?? new Date();
  await queueAccountMail(
    db,
    mailKey,
    {
      type: 'credential_notice',
      to: user.email,
      name: user.displayName,
      change,
      at: now.toISOString(),
      ip: context.ip ?? null,
    },
    now,
  );
}
