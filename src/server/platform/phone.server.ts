/**
 * Phone numbers with libphonenumber-js: the full check of a `+` number and the display for
 * staff. The structural rules, shared with the browser, are in src/domain/lead/phone.ts, whose
 * header says why this half is server-only (the metadata stays out of the island's bundle).
 *
 * 'libphonenumber-js/max' carries the precise metadata: number ranges, not only lengths, so
 * `+86 138 0013 800` (a digit short) is refused rather than stored. The metadata follows
 * Google's libphonenumber and changes when countries open new ranges: keep the dependency
 * current, or a number in a new range is refused until it is.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { LeadMessages } from '../../content/lead/index.ts';
import { type PhoneProblem, type PhoneResult, parsePhone, storedPhone } from '../../domain/lead/phone.ts';
import { formatPhone344 } from '../../domain/lead/rules.ts';
import { type LeadErrors, phoneMessage } from '../../domain/lead/schema.ts';

/**
 * parsePhone, then for a `+` number other than `+81` whether it is a real number
 * (libphonenumber-js `isValid`); its E.164 form is libphonenumber's. Japanese numbers (with or
 * without `+81`) are checked by today's rules alone, exactly as in the browser.
 */
export function parsePhoneStrict(value: unknown): PhoneResult {
  const result = parsePhone(value);
  if (!result.ok || result.kind === 'jp') return result;
  const number = parsePhoneNumberFromString(result.e164);
  if (!number?.isValid()) return { ok: false, problem: 'international' };
  return { ok: true, kind: 'intl', e164: number.number };
}

/**
 * A stored phone number as staff read it (mail, inbox, lead page, CSV): a Japanese number in
 * its national format with the hyphens of its area code (`090-1234-5678`, `03-1234-5678`,
 * `0120-123-456`, `0466-12-3456`), any other in international format (`+86 138 0013 8000`).
 * A number libphonenumber-js does not know (today's rules let `1234567890` through) is shown
 * as it was before: 11 digits as 3-4-4, others as stored.
 */
export function formatPhoneForStaff(stored: string): string {
  const international = stored.startsWith('+');
  const number = parsePhoneNumberFromString(stored, international ? undefined : 'JP');
  if (!number?.isValid()) return international ? stored : formatPhone344(stored);
  return number.country === 'JP' ? number.formatNational() : number.formatInternational();
}

/** The server's one look at a phone: how it is stored, and its E.164 form (null when it has none). */
export type StrictPhone = { ok: true; stored: string; e164: string | null } | { ok: false; problem: PhoneProblem };

/**
 * A phone number checked and read once (a new request's phone is parsed here and nowhere
 * after): parsePhone's rules, a `+` number other than `+81` a real one to libphonenumber-js
 * (`isValid`), and its E.164 form (`+81312345678`) for `0312345678`, `03-1234-5678`,
 * `+81 3 1234 5678` and `＋８１ ３…` alike; null when the number cannot be a real one in length
 * (`isPossible`, as `1234567890`). Duplicates are matched on it (docs/product.md#duplicates).
 */
export function strictPhone(value: unknown): StrictPhone {
  const result = parsePhone(value);
  if (!result.ok) return result;
  if (result.kind === 'jp') {
    const number = result.e164 === null ? undefined : parsePhoneNumberFromString(result.e164);
    return { ok: true, stored: result.national, e164: number?.isPossible() ? number.number : null };
  }
  const number = parsePhoneNumberFromString(result.e164);
  if (!number?.isValid()) return { ok: false, problem: 'international' };
  return { ok: true, stored: number.number, e164: number.number };
}

/** A stored or typed phone in E.164 (strictPhone), or null. */
export function phoneE164(value: string): string | null {
  const phone = strictPhone(value);
  return phone.ok ? phone.e164 : null;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: LeadErrors };

/**
 * The shared rules' outcome with the server's own check of the phone added: a `+` number the
 * rules let through must also be a real number to libphonenumber-js (parsePhoneStrict), else
 * the field gets phoneInternational. When other fields failed, the phone is checked from the
 * raw input all the same, so the visitor sees every message at once.
 */
export function withStrictPhone<T extends { phone: string }>(
  result: Validation<T>,
  input: unknown,
  messages: LeadMessages,
): Validation<T> {
  if (result.ok) {
    if (!result.data.phone.startsWith('+')) return result;
    const strict = parsePhoneStrict(result.data.phone);
    if (strict.ok) return { ok: true, data: { ...result.data, phone: storedPhone(strict) } };
    return { ok: false, errors: { phone: phoneMessage(messages, strict.problem) } };
  }
  if (result.errors.phone !== undefined) return result;
  const strict = parsePhoneStrict((input as { phone?: unknown } | null)?.phone);
  return strict.ok
    ? result
    : { ok: false, errors: { ...result.errors, phone: phoneMessage(messages, strict.problem) } };
}
