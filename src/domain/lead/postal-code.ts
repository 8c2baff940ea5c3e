/**
 * Japanese postal codes (郵便番号) as a visitor types them and as they are kept: 7 ASCII digits,
 * shown as `〒104-0061`. Shared by the brochure form's island (autofill), the lookup endpoint
 * and the server's rules, so no zod and no package here.
 *
 * Accepted: the digits in any width, as `1040061` or `104-0061` with one hyphen-like character
 * (ASCII, full-width, the long vowel mark ー an IME often types, dashes, the minus sign) or
 * one space between the third and fourth digit, and an optional leading `〒`. Anything else
 * (six or eight digits, two separators, letters) is malformed rather than guessed at.
 */

/** The postal mark, after NFKC (which folds the circled 〶 into 〒). */
const POSTAL_MARK = /^〒\s*/u;
/**
 * What may stand between the 3rd and 4th digit after NFKC (which has already turned the
 * full-width － and the half-width ｰ into - and ー): hyphens, dashes, the minus sign, the long
 * vowel mark and one space.
 */
const SEPARATOR = '[-‐‑‒–—―−ー\\s]';
const POSTAL_CODE = new RegExp(`^(\\d{3})${SEPARATOR}?(\\d{4})$`, 'u');

export type PostalCodeResult = { ok: true; postalCode: string } | { ok: false; problem: 'empty' | 'malformed' };

/**
 * `１０４ー００６１`, `〒104-0061`, `1040061` → `{ ok: true, postalCode: '1040061' }`; a blank
 * value is `empty` (the field is optional: the rules decide), anything else `malformed`.
 */
export function normalizePostalCode(value: unknown): PostalCodeResult {
  if (typeof value !== 'string') return { ok: false, problem: 'empty' };
  const text = value.normalize('NFKC').trim().replace(POSTAL_MARK, '');
  if (text === '') return { ok: false, problem: value.trim() === '' ? 'empty' : 'malformed' };
  const match = POSTAL_CODE.exec(text);
  if (!match) return { ok: false, problem: 'malformed' };
  return { ok: true, postalCode: `${match[1]}${match[2]}` };
}

/** True for a postal code as stored: exactly 7 ASCII digits. */
export function isPostalCode(value: string): boolean {
  return /^\d{7}$/.test(value);
}

/** `1040061` → `〒104-0061`; anything that is not 7 digits is returned unchanged. */
export function formatPostalCode(postalCode: string): string {
  return isPostalCode(postalCode) ? `〒${postalCode.slice(0, 3)}-${postalCode.slice(3)}` : postalCode;
}
