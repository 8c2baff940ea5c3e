/**
 * Phone numbers from anywhere: the structural rules, shared by the island and the server.
 *
 * - A number without `+` is Japanese and keeps exactly the rules the form has always had
 *   (docs/product.md#fields-and-validation): at most 20 characters as typed; then, without its
 *   hyphens, spaces and brackets, 10 to 13 characters, digits only; the first rule broken is
 *   the one reported, so each keeps its message (phoneTooLong, phoneTooShort, phoneDigitsOnly).
 * - `+81` is Japan written internationally: `+81 90-1234-5678` and `+81 (0)3-1234-5678` become
 *   the national `09012345678` and `0312345678`, which then follow the same rules and messages
 *   (a `+` number, with its spaces, may be typed with up to 30 characters rather than 20).
 * - Any other `+` number must be `+`, a country code and subscriber number: 7 to 15 digits in
 *   all (E.164 allows 15; Niue's `+683 4002` has 7), the first not 0. It is kept in E.164.
 *
 * Why two modules: whether `+86 138 0013 8000` is a real number, and how a Japanese number
 * is hyphenated (03-1234-5678 but 0466-12-3456), takes libphonenumber-js and its metadata
 * (83 KB, 19 KB gzipped, for the smallest set; 157 KB, 40 KB gzipped, for the precise one the
 * server uses). The brochure form's island imports this file and its first load is kept small
 * (src/domain/README.md), so this file imports no package: it checks the structure, which is
 * what a visitor mistypes. src/server/platform/phone.server.ts runs these same rules first, then asks
 * libphonenumber-js whether a `+` number is real and formats numbers for staff; its
 * `.server.ts` name keeps it out of every island (Biome's noRestrictedImports for UI code).
 * A number the browser lets through may still be refused by the server, never the reverse.
 */
import { leadMaxLength } from './limits.ts';

/** Every hyphen-like character, white space and bracket a phone number may be typed with. */
export const PHONE_SEPARATORS = /[-‐‑–—―−ー－\s()[\]{}（）［］]/gu;

/** Characters a Japanese number (without `+`) may be typed with: today's cap, and its message. */
export const JAPANESE_PHONE_MAX_LENGTH = 20;
/** Characters a `+` number may be typed with before its separators are removed (the input's `maxlength`). */
export const INTERNATIONAL_PHONE_MAX_LENGTH = leadMaxLength.phone;
const JAPAN = '81';

/**
 * What is wrong, as the form's messages name it: `tooLong`, `tooShort` and `digitsOnly` are
 * today's phoneTooLong, phoneTooShort and phoneDigitsOnly (a Japanese or `+81` number);
 * `international` is a `+` number that is not country code and number (a new message).
 */
export type PhoneProblem = 'tooShort' | 'tooLong' | 'digitsOnly' | 'international';

export type ParsedPhone =
  /** `national`: digits as the form has always stored them; `e164` when it has a trunk 0 to drop. */
  { kind: 'jp'; national: string; e164: string | null } | { kind: 'intl'; e164: string };

export type PhoneResult = ({ ok: true } & ParsedPhone) | { ok: false; problem: PhoneProblem };

/** NFKC and trimmed, as every field of the form; anything but a string is ''. */
function normalizeText(value: unknown): string {
  return typeof value === 'string' ? value.normalize('NFKC').trim() : '';
}

/** Today's rules on a Japanese number: `raw` as typed (for the 20-character cap), `digits` without separators. */
function japanese(raw: string, digits: string): PhoneResult {
  if (raw.length > JAPANESE_PHONE_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  return japaneseDigits(digits);
}

function japaneseDigits(digits: string): PhoneResult {
  if (digits.length < 10) return { ok: false, problem: 'tooShort' };
  if (digits.length > 13) return { ok: false, problem: 'tooLong' };
  if (!/^\d+$/.test(digits)) return { ok: false, problem: 'digitsOnly' };
  return { ok: true, kind: 'jp', national: digits, e164: japaneseE164(digits) };
}

/** `09012345678` → `+819012345678`; null for digits without a single trunk 0 (`1234567890`). */
export function japaneseE164(national: string): string | null {
  return /^0[1-9]\d*$/.test(national) ? `+${JAPAN}${national.slice(1)}` : null;
}

/**
 * The structural rules above, run by the island and by the server. `09012345678`,
 * `090-1234-5678` and `+81 90-1234-5678` are `{ kind: 'jp', national: '09012345678', e164:
 * '+819012345678' }`; `+86 138 0013 8000` is `{ kind: 'intl', e164: '+8613800138000' }` here,
 * and the server's parsePhoneStrict also asks libphonenumber-js whether it is a real number.
 */
export function parsePhone(value: unknown): PhoneResult {
  const raw = normalizeText(value);
  const compact = raw.replace(PHONE_SEPARATORS, '');
  if (!compact.startsWith('+')) return japanese(raw, compact);
  const digits = compact.slice(1);
  if (digits.startsWith(JAPAN)) {
    if (raw.length > INTERNATIONAL_PHONE_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
    // The trunk 0 that some write in brackets after the country code, `+81 (0)3-…`, is not doubled.
    return japaneseDigits(`0${digits.slice(JAPAN.length).replace(/^0/, '')}`);
  }
  if (raw.length > INTERNATIONAL_PHONE_MAX_LENGTH || !/^[1-9]\d{6,14}$/.test(digits)) {
    return { ok: false, problem: 'international' };
  }
  return { ok: true, kind: 'intl', e164: `+${digits}` };
}

/** How a phone number is stored: the national digits of a Japanese number, E.164 for any other. */
export function storedPhone(phone: ParsedPhone): string {
  return phone.kind === 'jp' ? phone.national : phone.e164;
}
