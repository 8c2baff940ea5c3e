/**
 * The keys two brochure requests are compared on to find a likely duplicate
 * (docs/product.md#duplicates): one form of the e-mail address and one of the organisation,
 * whatever width, case or legal form it was typed with. The phone number's key (E.164) needs
 * libphonenumber-js and is made on the server (src/server/platform/phone.server.ts phoneE164).
 */
import { foldForSearch } from './kana.ts';

/** The reasons two requests match, in the order they are listed. */
export const leadMatchReasons = ['email', 'phone', 'organization'] as const;
export type LeadMatchReason = (typeof leadMatchReasons)[number];

/**
 * An address as compared: NFKC (`ａ＠ｅｘａｍｐｌｅ．ｊｐ` is `a@example.jp`), trimmed, lower case;
 * null when empty. Gmail's dots and `+tag`s are kept: other providers give those characters
 * other meanings, so `taro.yamada@` and `taroyamada@` may be two people at one clinic's domain,
 * and a false link is worse than a missed one.
 */
export function emailKey(email: string): string | null {
  const key = email.normalize('NFKC').trim().toLowerCase();
  return key === '' ? null : key;
}

/** Providers whose addresses ignore dots in the local part, by the domain they fold to. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The inbox an address delivers to, as the receipt limit counts it (one receipt a day per real
 * inbox, issue 30): emailKey, then the `+tag` dropped (subaddressing, which most providers
 * deliver to the plain address), and for Gmail the dots dropped and `googlemail.com` folded to
 * `gmail.com`: `v.ictim+2@googlemail.com` is `victim@gmail.com`. Unlike emailKey this folds
 * boldly: at worst two people share one receipt a day, and a stranger can no longer make us
 * mail one inbox again and again. Null when empty.
 */
export function inboxKey(email: string): string | null {
  const key = emailKey(email);
  if (key === null) return null;
  const at = key.lastIndexOf('@');
  if (at <= 0) return key;
  const domain = key.slice(at + 1).replace(/\.$/, '');
  let local = key.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const folded = DOTLESS_DOMAINS[domain];
  if (folded === undefined) return `${local}@${domain}`;
  return `${local.replaceAll('.', '')}@${folded}`;
}

/**
 * Legal forms (after NFKC, so `（株）` and `㈱` are both `(株)`), longest first so that
 * 医療法人社団 and 社会医療法人 go whole rather than leaving 社団 or 社会 behind.
 */
const JAPANESE_FORMS = [
  '医療法人社団',
  '医療法人財団',
  '社会医療法人',
  '一般社団法人',
  '一般財団法人',
  '公益社団法人',
  '株式会社',
  '有限会社',
  '合同会社',
  '医療法人',
  '学校法人',
  '(株)',
  '(有)',
  '(医)',
];

/** `Co., Ltd.`, `Co.`, `Ltd.`, `Inc.`, `K.K.` as words, in the lower case folding leaves. */
const LATIN_FORMS = /\b(?:co\.\s*,?\s*ltd\b\.?|co\.|ltd\b\.?|inc\b\.?|k\.\s?k\.?)/gu;

/** White space, middle dots (・, ·) and the commas and full stops a legal form leaves behind. */
const SEPARATORS = /[\s・·.,、。]/gu;

/**
 * An organisation's name as compared: folded as the inbox search folds it (NFKC, hiragana as
 * katakana, lower case: `ｻｸﾗ会` and `さくら会` are `サクラ会`), legal forms removed wherever they
 * stand (`（株）ABC`, `株式会社ＡＢＣ` and `ABC Co., Ltd.` are all `abc`), then white space and
 * middle dots. Empty when nothing but a legal form was given.
 */
export function organizationKeyName(organization: string): string {
  let name = foldForSearch(organization);
  for (const form of JAPANESE_FORMS) name = name.replaceAll(form, ' ');
  return name.replace(LATIN_FORMS, ' ').replace(SEPARATORS, '');
}

/**
 * `<prefecture>|<organisation>`: a name alone (さくら会, ABC) is shared by unrelated clinics
 * across Japan, so it counts only within one prefecture. Null without either.
 */
export function organizationKey(organization: string, prefecture: string | undefined): string | null {
  const name = organizationKeyName(organization);
  return name === '' || !prefecture ? null : `${prefecture}|${name}`;
}

/** The reasons in their listed order, as `lead_matches.reasons` stores them (`email,phone`). */
export function formatMatchReasons(reasons: Iterable<LeadMatchReason>): string {
  const set = new Set(reasons);
  return leadMatchReasons.filter((reason) => set.has(reason)).join(',');
}

/** `lead_matches.reasons` back to reasons; unknown words are dropped. */
export function parseMatchReasons(stored: string): LeadMatchReason[] {
  const words = new Set(stored.split(','));
  return leadMatchReasons.filter((reason) => words.has(reason));
}

/**
 * Old and variant forms of kanji common in family names, as the plain form people type
 * (`髙橋` on a card, `高橋` on the form). Only forms that are one name written two ways.
 */
const NAME_VARIANTS: Readonly<Record<string, string>> = {
  髙: '高',
  﨑: '崎',
  嵜: '崎',
  濵: '浜',
  濱: '浜',
  邊: '辺',
  邉: '辺',
  德: '徳',
  𠮷: '吉',
};

/**
 * A person's name (or its reading) as compared: folded as the search folds it (so `ﾔﾏﾀﾞ` and
 * `やまだ` are `ヤマダ`), variant kanji as their plain form, without any space (`山田 太郎`,
 * `山田　太郎` and `山田太郎` are one). Null when empty.
 */
export function personNameKey(name: string | null | undefined): string | null {
  if (!name) return null;
  const key = [...foldForSearch(name).replace(/\s+/gu, '')].map((c) => NAME_VARIANTS[c] ?? c).join('');
  return key === '' ? null : key;
}

/** What decides whether two leads are one person: their keys, names and readings. */
export interface PersonFacts {
  email_key: string | null;
  phone_key: string | null;
  org_key: string | null;
  name: string;
  name_kana: string | null;
}

/**
 * Whether an earlier lead that shares a key is the same person, not a colleague: the same
 * e-mail address; or the same name (or reading) and the same phone or organisation. A clinic's
 * main number and its name are shared by everyone who works there, so neither alone says it
 * is the same person; a false link closes a real request, worse than a missed one.
 */
export function samePerson(a: PersonFacts, b: PersonFacts): boolean {
  if (a.email_key !== null && a.email_key === b.email_key) return true;
  const sameName =
    (personNameKey(a.name) !== null && personNameKey(a.name) === personNameKey(b.name)) ||
    (personNameKey(a.name_kana) !== null && personNameKey(a.name_kana) === personNameKey(b.name_kana));
  if (!sameName) return false;
  return (a.phone_key !== null && a.phone_key === b.phone_key) || (a.org_key !== null && a.org_key === b.org_key);
}
