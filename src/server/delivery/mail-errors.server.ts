/**
 * Mail errors without addresses (docs/product.md#privacy-and-retention): SMTP servers and nodemailer quote
 * recipients in their messages ("550 5.1.1 <hanako@example.jp>: Recipient address rejected"),
 * and those texts are stored in outbox_attempts.error and outbox_jobs.last_error, shown in the
 * admin area and logged. They keep everything but the addresses, which become `[address]`.
 */

export const REDACTED_ADDRESS = '[address]';

// Local part: a quoted string or a run of anything that cannot end an address in an error
// text; domain: a name or an address literal. Wide on purpose: a false positive only hides a
// word of an error message, a miss stores personal data.
const ADDRESS = /(?:"(?:[^"\\\r\n]|\\.)*"|[^\s<>()[\]{}"',;:@\\]+)@(?:\[[^\]\s]*\]|[^\s<>()[\]{}"',;:@\\]+)/gu;

export function redactAddresses(text: string): string {
  return text.replace(ADDRESS, REDACTED_ADDRESS);
}

const MAX_LENGTH = 1000;

/** An error's message on one line, without addresses, at most 1000 characters, never empty. */
export function mailErrorText(error: unknown): string {
  const raw = error instanceof Error ? error.message || error.name : String(error);
  const text = redactAddresses(raw.replace(/\s+/g, ' ').trim()) || 'unknown error';
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
