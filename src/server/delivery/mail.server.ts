/**
 * Outgoing mail: composing the two brochure request mails and sending them. With SMTP_URL the
 * mail goes through nodemailer's SMTP transport; without it each message is written as an
 * `.eml` file under DATA_DIR/mail, so a fresh install drops nothing. nodemailer encodes
 * headers (UTF-8 subjects and names); we still strip CR/LF from anything placed in a header,
 * and every user-typed value is HTML-escaped in the HTML part.
 */
import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { leadCopy } from '../../content/lead/index.ts';
import { companyName, site } from '../../content/site.ts';
import { formatPostalCode } from '../../domain/lead/postal-code.ts';
import { reviewReason } from '../../domain/lead/screening.ts';
import { japaneseProductName, productNameIn } from '../../domain/product-choices.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import type { Logger } from '../platform/logger.server.ts';
import { formatPhoneForStaff } from '../platform/phone.server.ts';
import type { MaterialRequest } from '../platform/schema-leads.server.ts';
import { mailDirOf, mailFileName } from './mail-files.server.ts';
import { formatStoredMailTime, unlinkable } from './mail-text.server.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A fixed Message-ID, so a mail sent again after a crash is recognisably the same mail. */
  messageId?: string;
  /** The brochure request the mail is about: names its `.eml` file, so it can be removed. */
  requestId?: string;
  /** The sender's display name in the reader's language; the company's Japanese name by default. */
  fromName?: string;
  /** Files the mail carries (a demo's `.ics`, issue 44), passed to nodemailer as they are. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface SendOptions {
  /**
   * Aborting gives up the send: the SMTP transport closes the connection and rejects. It does
   * not prove that the server has not accepted the message (its reply may be on its way).
   */
  signal?: AbortSignal;
}

export interface Mailer {
  /** Resolves once the message is accepted (SMTP) or written (file); throws otherwise. */
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  close(): void;
}

/** For header values: no line breaks (no header injection), collapsed white space. */
export const headerSafe = (value: string): string => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const htmlText = (value: string): string => escapeHtml(value).replaceAll('\n', '<br>');

export function htmlDocument(lang: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;line-height:1.7;color:#1f2933">${body}</body></html>`;
}

function table(rows: [string, string][]): { text: string; html: string } {
  const text = rows.map(([label, value]) => `■ ${label}\n${value}`).join('\n\n');
  const html = `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="border-bottom:1px solid #ddd">${escapeHtml(label)}</th><td style="border-bottom:1px solid #ddd">${htmlText(value)}</td></tr>`,
    )
    .join('')}</table>`;
  return { text, html };
}

export interface StaffMailConfig {
  notifyTo: string;
  /** The lead's page in the admin area, as an absolute URL (the route layer knows where). */
  leadUrl: (id: string) => string;
}

/** What the staff notification shows of a request (a stored one, or the admin's test input). */
export type StaffNotificationFields = Pick<
  MaterialRequest,
  | 'id'
  | 'name'
  | 'name_kana'
  | 'email'
  | 'organization'
  | 'position'
  | 'phone'
  | 'postal_code'
  | 'address'
  | 'product'
  | 'purpose'
  | 'request_date'
  | 'locale'
  | 'page_path'
> &
  /** A stored request waiting for review, and the screening signals why (leads.server.ts). */
  Partial<Pick<MaterialRequest, 'review' | 'screening'>>;

export interface StaffNotificationOptions {
  /**
   * A test from the admin's test e-mail page: subject prefixed, a notice first, ステータス test, and no
   * link to the inbox (nothing was stored). Otherwise the very same mail.
   */
  test?: boolean;
}

export function composeStaffNotification(
  lead: StaffNotificationFields,
  config: StaffMailConfig,
  options: StaffNotificationOptions = {},
): MailMessage {
  const c = leadCopy.ja.staffMail;
  const test = options.test === true;
  const link = config.leadUrl(lead.id);
  // Staff see every field, but the visitor's free text never as a link (unlinkable). The
  // address stays as typed: it is checked as an address, and it is whom staff answer.
  const name = unlinkable(lead.name);
  // 個人の方 may leave the organisation empty (issue 31): the mail says so rather than 「（）」.
  const organization = lead.organization ? unlinkable(lead.organization) : c.individual;
  const rows = table([
    [c.labels.name, name],
    [c.labels.nameKana, lead.name_kana ? unlinkable(lead.name_kana) : c.notGiven],
    [c.labels.email, lead.email],
    [c.labels.organization, organization],
    [c.labels.position, lead.position ? unlinkable(lead.position) : c.notGiven],
    [c.labels.phone, formatPhoneForStaff(lead.phone)],
    [c.labels.postalCode, lead.postal_code ? formatPostalCode(lead.postal_code) : c.notGiven],
    [c.labels.address, unlinkable(lead.address)],
    [c.labels.product, japaneseProductName(lead.product)],
    [c.labels.purpose, unlinkable(lead.purpose)],
    [c.labels.requestDate, formatStoredMailTime(lead.request_date, leadCopy.ja.mailTime)],
    [c.labels.locale, isLocale(lead.locale) ? c.locales[lead.locale] : lead.locale],
    [c.labels.pagePath, lead.page_path ? unlinkable(lead.page_path) : c.notGiven],
    ...(test ? [[c.labels.status, c.test.status] as [string, string]] : []),
  ]);
  const review = !test && Boolean(lead.review);
  // Why it waits (issue 30): the screening signals it tripped, else the site-wide ceiling.
  const reason = reviewReason(lead.screening, c.review);
  const filled = fill(c.subject, { name, organization });
  // 要確認 (leads/review.server.ts): staff see at once that this one waits for them.
  const subject = review ? `${c.review.subjectPrefix}${filled}` : filled;
  const intro = test ? [c.test.notice, c.intro] : review ? [fill(c.review.notice, { reason }), c.intro] : [c.intro];
  return {
    to: config.notifyTo,
    replyTo: headerSafe(lead.email),
    subject: headerSafe(test ? `${c.test.subjectPrefix}${subject}` : subject),
    text: `${intro.join('\n\n')}\n\n${rows.text}\n${test ? '' : `\n${c.adminLink}: ${link}\n`}`,
    html: htmlDocument(
      'ja',
      `${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${rows.html}${
        test ? '' : `<p><a href="${escapeHtml(link)}">${escapeHtml(c.adminLink)}</a></p>`
      }`,
    ),
  };
}

export function composeAutoReply(lead: MaterialRequest): MailMessage {
  const locale: Locale = isLocale(lead.locale) ? lead.locale : 'ja';
  const c = leadCopy[locale].autoReply;
  const labels = c.labels;
  // The sender and the signature alike: the company's name in the reader's language.
  const company = companyName(locale);
  // The receipt goes to an address nobody has confirmed, from ours: it opens with our own words
  // and greets with a fixed salutation. Nothing the visitor typed but the address is in it
  // (issue 30: a name of 至急 0120-… was a stranger's message delivered by us).
  const opening = fill(c.opening, { brand: site.brand });
  const greeting = c.greeting;
  const rows = table([
    // The product as the form of the reader's language offered it.
    [labels.product, productNameIn(lead.product, locale)],
    [labels.requestDate, formatStoredMailTime(lead.request_date, leadCopy[locale].mailTime)],
  ]);
  const signature = fill(c.signature, { company });
  return {
    to: headerSafe(lead.email),
    fromName: fill(c.senderName, { company, brand: site.brand }),
    subject: headerSafe(fill(c.subject, { brand: site.brand })),
    text: `${opening}\n\n${greeting}\n\n${c.body.join('\n\n')}\n\n${c.summaryTitle}\n${rows.text}\n\n${signature}\n${site.contact.email}\n`,
    html: htmlDocument(
      locale === 'zh-cn' ? 'zh-CN' : locale,
      `<p>${escapeHtml(opening)}</p><p>${escapeHtml(greeting)}</p>${c.body.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<h2 style="font-size:1.1em">${escapeHtml(c.summaryTitle)}</h2>${rows.html}<p>${escapeHtml(signature)}<br>${escapeHtml(site.contact.email)}</p>`,
    ),
  };
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  dataDir: string;
  log: Logger;
}

const fromAddress = (name = site.company.nameJa) => ({ name: headerSafe(name), address: site.contact.email });

/**
 * Every mail the product sends is sent by itself, the staff's test e-mail included: RFC 3834's
 * `Auto-Submitted` asks responders not to answer (issue 30: out-of-office replies came back),
 * and `X-Auto-Response-Suppress` asks the same of Exchange, which reads its own header. NDRs are
 * not suppressed: a bounce is how a failed address shows.
 */
export const AUTOMATIC_MAIL_HEADERS: Readonly<Record<string, string>> = {
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'OOF, AutoReply',
};

/**
 * The mail folder holds reset links, tokens and leads' data: only the server's user may read
 * it. Tightened on every write, so a folder made earlier with looser bits (or by hand) is
 * closed too; the files already in it are closed once per process.
 */
const MAIL_DIR_MODE = 0o700;
const MAIL_FILE_MODE = 0o600;

async function closeMailDir(dir: string, existing: boolean): Promise<void> {
  await mkdir(dir, { recursive: true, mode: MAIL_DIR_MODE });
  await chmod(dir, MAIL_DIR_MODE);
  if (!existing) return;
  for (const name of await readdir(dir)) {
    if (name.endsWith('.eml')) await chmod(join(dir, name), MAIL_FILE_MODE).catch(() => {});
  }
}

/**
 * nodemailer's transport, made at the first send: a server whose outbox has nothing to send
 * never loads nodemailer (~20 MB of RSS, issue 30), and every module that only formats mail
 * (escapeHtml, fill, the composers) can import this one for free.
 */
function lazyTransport<T extends Transporter>(make: (nodemailer: typeof import('nodemailer')['default']) => T) {
  let made: Promise<T> | undefined;
  let closed = false;
  return {
    get(): Promise<T> {
      made ??= import('nodemailer').then(({ default: nodemailer }) => {
        const transport = make(nodemailer);
        // close() came while nodemailer was loading: the pool it would open is closed at once.
        if (closed) transport.close();
        return transport;
      });
      return made;
    },
    close(): void {
      closed = true;
      void made?.then((transport) => transport.close());
    },
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, dataDir, log } = options;
  if (smtpUrl) {
    // Bounded timeouts (nodemailer's socket default is 10 min) for idle connections; the whole
    // of one send is bounded by its caller's signal (the outbox's send deadline), since a server
    // trickling its replies never trips a socket timeout. Pooled, because a new connection per
    // mail costs several round trips (measured: 145 ms → 34 ms per mail on loopback), which
    // matters when the outbox drains a backlog.
    const transport = lazyTransport((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 1,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      }),
    );
    return {
      async send({ requestId: _, fromName, ...message }, options = {}) {
        await (await transport.get()).sendMail({
          from: fromAddress(fromName),
          ...message,
          headers: AUTOMATIC_MAIL_HEADERS,
          signal: options.signal,
        });
      },
      close: transport.close,
    };
  }
  const dir = mailDirOf(dataDir);
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  let filesClosed = false;
  return {
    async send({ requestId, fromName, ...message }) {
      const info = await (await transport.get()).sendMail({
        from: fromAddress(fromName),
        ...message,
        headers: AUTOMATIC_MAIL_HEADERS,
      });
      await closeMailDir(dir, !filesClosed);
      filesClosed = true;
      const file = join(dir, mailFileName(requestId));
      // `mode` on creation (the umask can only take bits away), and the name is always new.
      await writeFile(file, info.message as Buffer, { mode: MAIL_FILE_MODE, flag: 'wx' });
      // Not the recipient: the log is kept longer than the request may be.
      log.info({ file }, 'mail written to file (no SMTP_URL)');
    },
    close: transport.close,
  };
}

export const messageIdDomain = (): string => site.contact.email.split('@')[1] ?? 'localhost';
