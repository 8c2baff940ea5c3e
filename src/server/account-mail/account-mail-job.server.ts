/**
 * The outbox job kind for account mails (registered in services.server.ts). The link inside an
 * invitation or reset is opened from the sealed payload only here, at send time.
 */
import { accountMailCopy } from '../../content/admin/account-mail.ts';
import { type AccountMail, openAccountMail } from '../accounts/account-mail-queue.server.ts';
import { escapeHtml, htmlDocument, type Mailer, type MailMessage, messageIdDomain } from '../delivery/mail.server.ts';
import type { JobKind } from '../delivery/outbox.server.ts';
import type { Logger } from '../platform/logger.server.ts';

const japanTime = (iso: string): string =>
  new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'medium', timeStyle: 'short' });

function bodyOf(mail: AccountMail): { subject: string; text: string } {
  const c = accountMailCopy;
  switch (mail.type) {
    case 'invitation':
      return {
        subject: c.invitation.subject,
        text: c.invitation.body({
          inviter: mail.inviter,
          role: c.roles[mail.role],
          link: mail.link,
          expires: japanTime(mail.expiresAt),
        }),
      };
    case 'password_reset':
      return {
        subject: c.passwordReset.subject,
        text: c.passwordReset.body({ link: mail.link, expires: japanTime(mail.expiresAt) }),
      };
    case 'credential_notice':
      return {
        subject: c.credentialNotice.subject,
        text: c.credentialNotice.body({
          name: mail.name,
          change: c.credentialNotice.changes[mail.change],
          at: japanTime(mail.at),
          ip: mail.ip ?? c.credentialNotice.unknownIp,
        }),
      };
    case 'factor_guessing':
      return {
        subject: c.factorGuessing.subject,
        text: c.factorGuessing.body({
          name: mail.name,
          failures: mail.failures,
          at: japanTime(mail.at),
          until: japanTime(mail.until),
          ip: mail.ip ?? c.credentialNotice.unknownIp,
          release: mail.release ? { link: mail.release.link, expires: japanTime(mail.release.expiresAt) } : null,
        }),
      };
  }
}

/** The message of one account mail (plain text, and the same text as HTML with the link clickable). */
export function composeAccountMail(mail: AccountMail, jobId: string): MailMessage {
  const { subject, text } = bodyOf(mail);
  const full = `${text}\n\n${accountMailCopy.footer}\n`;
  const html = htmlDocument(
    'ja',
    full
      .split('\n\n')
      .map(
        (paragraph) =>
          `<p>${escapeHtml(paragraph)
            .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
            .replace(/\n/g, '<br>')}</p>`,
      )
      .join(''),
  );
  return { to: mail.to, subject, text: full, html, messageId: `<${jobId}@${messageIdDomain()}>` };
}

export interface AccountMailContext {
  log: Logger;
  mailer: Mailer;
  /** The key account mails are sealed with (Services.accountKeys.mail); absent in old test rigs. */
  accountMailKey?: Buffer | undefined;
}

export const accountMailJobKind: JobKind<AccountMailContext> = {
  handler: async (deps, job) => {
    const mail = deps.accountMailKey ? openAccountMail(deps.accountMailKey, job.payload) : null;
    if (!mail) {
      // Sealed under a secret since rotated, or tampered with: no retry can open it.
      throw Object.assign(new Error('account mail: the payload cannot be opened (server secret changed?)'), {
        permanent: true,
      });
    }
    const message = composeAccountMail(mail, job.id);
    return (signal) => deps.mailer.send(message, { signal });
  },
};
