/** What nodemailer sent, read back by mailparser: the headers the tests check, text and HTML. */
import { type AddressObject, simpleParser } from 'mailparser';

export interface ParsedMail {
  subject: string;
  to: string;
  replyTo: string;
  text: string;
  html: string;
  /** The RFC 3834 header, '' when absent: every mail the product sends is automatic. */
  autoSubmitted: string;
  /** The From display name. */
  fromName: string;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');

export async function parseMail(raw: string): Promise<ParsedMail> {
  // Each part as sent: no text made from the HTML, nor HTML from the text.
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  return {
    subject: mail.subject ?? '',
    to: addresses(mail.to),
    replyTo: addresses(mail.replyTo),
    text: mail.text ?? '',
    html: mail.html || '',
    autoSubmitted: String(mail.headers.get('auto-submitted') ?? ''),
    fromName: mail.from?.value[0]?.name ?? '',
  };
}
