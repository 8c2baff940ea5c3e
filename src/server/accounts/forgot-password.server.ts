/**
 * The forgotten-password page's only work: seal the typed address, a fresh link and the time
 * into one outbox job. The page never looks the account up, so its answer and its timing are
 * the same whether the account exists, is disabled, or not (no enumeration by either). The job
 * (account-mail/forgot-password-job.server.ts) decides, away from the page, whether a link is
 * issued (password-resets.server.ts issueRequestedReset).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db.server.ts';
import { open, seal } from '../platform/secret-box.server.ts';
import { normaliseEmail } from './admin-users.server.ts';
import { newLinkToken } from './link-tokens.server.ts';

export const FORGOT_PASSWORD_JOB_KIND = 'account.forgot';
const SEAL_PURPOSE = 'forgot-password';

export interface ForgotRequest {
  email: string;
  tokenHash: string;
  /** The link with the token: sealed here, mailed by the job, never stored in clear. */
  link: string;
  ip: string | null;
  at: string;
}

/** Queues the request; `linkFor` builds the absolute reset link (paths.ts resetPasswordUrlOn). */
export async function queueForgottenPassword(
  db: Db,
  mailKey: Buffer,
  email: string,
  context: { linkFor: (token: string) => string; ip?: string | null; now?: Date },
): Promise<void> {
  const now = context.now ?? new Date();
  const { token, hash } = newLinkToken();
  const request: ForgotRequest = {
    // Cut, not refused: a long or odd address simply matches no account, at the same cost.
    email: normaliseEmail(email).slice(0, 320),
    tokenHash: hash,
    link: context.linkFor(token),
    ip: context.ip ?? null,
    at: now.toISOString(),
  };
  const at = now.toISOString();
  await db
    .insertInto('outbox_jobs')
    .values({
      id: `forgot-${randomUUID()}`,
      kind: FORGOT_PASSWORD_JOB_KIND,
      payload: JSON.stringify({ sealed: seal(mailKey, SEAL_PURPOSE, JSON.stringify(request)) }),
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
}

export function openForgotRequest(mailKey: Buffer, payload: string): ForgotRequest | null {
  try {
    const { sealed } = JSON.parse(payload) as { sealed?: unknown };
    if (typeof sealed !== 'string') return null;
    const text = open(mailKey, SEAL_PURPOSE, sealed);
    return text ? (JSON.parse(text) as ForgotRequest) : null;
  } catch {
    return null;
  }
}
