/**
 * The admin test e-mail (/admin/test-email, spec sections 2 and 7.3): the real staff
 * notification, marked as a test with status `test`, sent straight through the configured
 * transport (not the outbox) so the admin learns at once whether mail works, and the
 * transport's own error text when it does not. Nothing is stored but an audit entry.
 */
import { randomUUID } from 'node:crypto';
import { testEmailCopy } from '../content/admin/test-email.ts';
import type { LeadErrors } from '../content/lead/limits.ts';
import { validateTestEmailWithMessages } from '../content/lead/rules.ts';
import { site } from '../content/site.ts';
import { recordAudit } from './audit.server.ts';
import type { Db } from './db.server.ts';
import type { Logger } from './logger.server.ts';
import { composeStaffNotification, createMailer, type Mailer, type StaffMailConfig } from './mail.server.ts';

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
}

export type TestEmailResult = { ok: true } | { ok: false; errors: LeadErrors } | { ok: false; sendError: string };

/** Where the page sends from: the address the outbox also uses. */
export const PAGE_PATH = '/admin/test-email';

const MAX_ERROR_LENGTH = 500;

/** The transport's message, without secrets, on one bounded line; the fixed text when it has none. */
export function errorText(error: unknown, secrets: readonly string[] = []): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  let text = raw.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) if (secret) text = text.replaceAll(secret, '***');
  if (text.length > MAX_ERROR_LENGTH) text = `${text.slice(0, MAX_ERROR_LENGTH - 1)}…`;
  return text || testEmailCopy.noErrorText;
}

/** Validates, sends, audits. Never throws: every outcome is a value the page can show. */
export async function sendTestEmail(deps: TestEmailDeps, input: TestEmailInput): Promise<TestEmailResult> {
  const check = validateTestEmailWithMessages(input.fields, testEmailCopy.messages);
  if (!check.ok) return { ok: false, errors: check.errors };
  const now = deps.now?.() ?? new Date();
  const message = composeStaffNotification(
    {
      ...check.data,
      id: `test-${randomUUID()}`,
      request_date: now.toISOString(),
      locale: 'ja',
      page_path: PAGE_PATH,
    },
    deps.staff,
    { test: true },
  );
  let sendError: string | null = null;
  try {
    await deps.mailer.send(message);
  } catch (error) {
    sendError = errorText(error, deps.secrets);
    deps.log.warn({ err: error, to: deps.staff.notifyTo }, 'test e-mail failed');
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
  SITE_URL: string;
}

/** The staff recipient and links, exactly as the outbox worker computes them. */
export function staffMailConfig(env: MailEnv): StaffMailConfig {
  return { notifyTo: env.NOTIFY_TO ?? site.staffRecipient, siteUrl: env.SITE_URL };
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

/** sendTestEmail through a transport built from the configuration, closed afterwards. */
export async function sendConfiguredTestEmail(
  services: { db: Db; log: Logger; env: MailEnv },
  input: TestEmailInput,
): Promise<TestEmailResult> {
  const { env, log, db } = services;
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, log });
  try {
    return await sendTestEmail(
      { db, log, mailer, staff: staffMailConfig(env), secrets: smtpSecrets(env.SMTP_URL) },
      input,
    );
  } finally {
    mailer.close();
  }
}
