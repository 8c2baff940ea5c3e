/**
 * The admin test e-mail (docs/product.md#test-e-mail): the real staff
 * notification, marked as a test with status `test`, sent straight through the configured
 * transport (not the outbox) so the admin learns at once whether mail works, and the
 * transport's own error text when it does not. Nothing is stored but an audit entry.
 */
import { randomUUID } from 'node:crypto';
import { adminCopy } from '../../content/admin/index.ts';
import { site } from '../../content/site.ts';
import type { LeadErrors } from '../../domain/lead/limits.ts';
import { validateTestEmailWithMessages } from '../../domain/lead/rules.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import { withStrictPhone } from '../platform/phone.server.ts';
import { composeStaffNotification, createMailer, type Mailer, type StaffMailConfig } from './mail.server.ts';
import { redactAddresses } from './mail-errors.server.ts';

const testEmailCopy = adminCopy.ja.testEmail;

export interface TestEmailDeps {
  db: Db;
  mailer: Mailer;
  staff: StaffMailConfig;
  log: Logger;
  /** Texts to blank out of an error before anyone sees it (the SMTP password). */
  secrets?: string[];
  now?: () => Date;
}

export interface TestEmailInput {
  /** The posted fields (form values or JSON); validated here. */
  fields: unknown;
  actor: { id: string; email: string };
  ip: string | null;
  /** The page the test was sent from, shown as the mail's page path. */
  pagePath: string;
}

export type TestEmailResult = { ok: true } | { ok: false; errors: LeadErrors } | { ok: false; sendError: string };

const MAX_ERROR_LENGTH = 500;

/**
 * The transport's message, without secrets or addresses, on one bounded line; the fixed text
 * when it has none. It is shown, audited and logged, so it must hold no personal data.
 */
export function errorText(error: unknown, secrets: readonly string[] = []): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  let text = raw.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) if (secret) text = text.replaceAll(secret, '***');
  text = redactAddresses(text);
  if (text.length > MAX_ERROR_LENGTH) text = `${text.slice(0, MAX_ERROR_LENGTH - 1)}…`;
  return text || testEmailCopy.noErrorText;
}

/** Validates, sends, audits. Never throws: every outcome is a value the page can show. */
export async function sendTestEmail(deps: TestEmailDeps, input: TestEmailInput): Promise<TestEmailResult> {
  const check = withStrictPhone(
    validateTestEmailWithMessages(input.fields, testEmailCopy.messages),
    input.fields,
    testEmailCopy.messages,
  );
  if (!check.ok) return { ok: false, errors: check.errors };
  const now = deps.now?.() ?? new Date();
  const { nameKana, postalCode, ...fields } = check.data;
  const message = composeStaffNotification(
    {
      ...fields,
      name_kana: nameKana ?? null,
      postal_code: postalCode ?? null,
      id: `test-${randomUUID()}`,
      request_date: now.toISOString(),
      locale: 'ja',
      page_path: input.pagePath,
    },
    deps.staff,
    { test: true },
  );
  let sendError: string | null = null;
  try {
    await deps.mailer.send(message);
  } catch (error) {
    sendError = errorText(error, deps.secrets);
    // Not the error object: nodemailer's carries the envelope and the server's reply verbatim.
    deps.log.warn({ error: sendError }, 'test e-mail failed');
  }
  try {
    // Who and from where, and the outcome; not the typed fields (they may be a real person's).
    await recordAudit(deps.db, {
      action: 'mail.test',
      actor: input.actor,
      target: { type: 'mail', id: deps.staff.notifyTo },
      detail: sendError === null ? { ok: true } : { ok: false, error: sendError },
      ip: input.ip,
      now,
    });
  } catch (error) {
    // The mail went (or not) all the same: report that, and leave the audit failure in the log.
    deps.log.error({ err: error }, 'test e-mail: could not write the audit entry');
  }
  return sendError === null ? { ok: true } : { ok: false, sendError };
}

interface MailEnv {
  SMTP_URL?: string | undefined;
  DATA_DIR: string;
  NOTIFY_TO?: string | undefined;
}

/** Where staff notifications go: the address the outbox worker also uses. */
export function staffRecipient(env: Pick<MailEnv, 'NOTIFY_TO'>): string {
  return env.NOTIFY_TO ?? site.staffRecipient;
}

/** The password inside SMTP_URL, if any, so an error quoting it never reaches the page. */
function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl || !URL.canParse(smtpUrl)) return [];
  const { password } = new URL(smtpUrl);
  if (!password) return [];
  try {
    return [password, decodeURIComponent(password)];
  } catch {
    return [password];
  }
}

/**
 * sendTestEmail through a transport built from the configuration, closed afterwards; the staff
 * recipient and lead links exactly as the outbox worker has them.
 */
export async function sendConfiguredTestEmail(
  services: { db: Db; log: Logger; env: MailEnv; leadUrl: StaffMailConfig['leadUrl'] },
  input: TestEmailInput,
): Promise<TestEmailResult> {
  const { env, log, db, leadUrl } = services;
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, log });
  try {
    return await sendTestEmail(
      { db, log, mailer, staff: { notifyTo: staffRecipient(env), leadUrl }, secrets: smtpSecrets(env.SMTP_URL) },
      input,
    );
  } finally {
    mailer.close();
  }
}
