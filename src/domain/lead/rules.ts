/**
 * The brochure request rules (docs/product.md#fields-and-validation, ADR 010), shared by the
 * browser island and the server. Every field is NFKC-normalised and trimmed before its rules
 * run. The phone follows ./phone.ts (a Japanese number kept as digits, any other as E.164),
 * the postal code ./postal-code.ts (7 digits) and the reading ./kana.ts (full-width katakana);
 * those two are optional and come out `undefined` when left empty. The messages are a
 * parameter, so the island (which receives its locale's messages as props) does not bundle
 * all three languages; schema.ts picks them by locale. Nothing here may import server code:
 * the server's stricter phone check (libphonenumber-js) runs after these rules, in
 * src/server/leads/leads.server.ts.
 */
// zod/mini: the same engine with a tree-shakable API, so the island ships a few KB, not 25.
import * as z from 'zod/mini';
import type { LeadMessages } from '../../content/lead/index.ts';
import { brochureProductIds } from '../../content/products.ts';
import { readAddressLine, readCityLine } from '../address-places.ts';
import { isPrefecture } from '../prefectures.ts';
import { normalizeKana } from './kana.ts';
import { type LeadErrors, type LeadField, leadFieldNames, leadMaxLength } from './limits.ts';
import { PHONE_SEPARATORS, type PhoneProblem, parsePhone, storedPhone } from './phone.ts';
import { normalizePostalCode } from './postal-code.ts';

export * from './limits.ts';

/** C0 and C1 control characters other than tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const LINE_BREAK = /[\r\n]/;

/** NFKC, trimmed; anything that is not a string becomes ''. */
export function normalizeText(value: unknown): string {
  return typeof value === 'string' ? value.normalize('NFKC').trim() : '';
}

/** `０９０ー１２３４ー５６７８` → `09012345678` (letters and other symbols are left for the rules). */
export function normalizePhone(value: unknown): string {
  return normalizeText(value).replace(PHONE_SEPARATORS, '');
}

/** An 11-digit number as 3-4-4 groups (`090-1234-5678`); anything else unchanged. */
export function formatPhone344(phone: string): string {
  const match = /^(\d{3})(\d{4})(\d{4})$/.exec(phone);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : phone;
}

/** Checkbox values: `true` from JSON, `on`/`true`/`1` from a form post. */
function toAgreement(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true' || value === '1';
}

const tooLong = (m: LeadMessages, max: number) => m.tooLong.replace('{max}', String(max));

function textField(m: LeadMessages, required: string, max: number, singleLine: boolean) {
  return z.pipe(
    z.transform((value: unknown) => {
      const text = normalizeText(value);
      return singleLine ? text : text.replace(/\r\n?/g, '\n');
    }),
    z.string().check(
      z.minLength(1, required),
      z.maxLength(max, tooLong(m, max)),
      z.refine((s: string) => !CONTROL.test(s), m.controlCharacters),
      z.refine((s: string) => !singleLine || !LINE_BREAK.test(s), m.lineBreak),
    ),
  );
}

const normalized = () => z.transform((value: unknown) => normalizeText(value));

/** A single-line field that may be left empty: '' then. */
function optionalTextField(m: LeadMessages, max: number) {
  return z.pipe(
    normalized(),
    z.string().check(
      z.maxLength(max, tooLong(m, max)),
      z.refine((s: string) => !CONTROL.test(s), m.controlCharacters),
      z.refine((s: string) => !LINE_BREAK.test(s), m.lineBreak),
    ),
  );
}

/** The message for each problem parsePhone names. */
export function phoneMessage(m: LeadMessages, problem: PhoneProblem): string {
  switch (problem) {
    case 'tooShort':
      return m.phoneTooShort;
    case 'tooLong':
      return m.phoneTooLong;
    case 'digitsOnly':
      return m.phoneDigitsOnly;
    case 'international':
      return m.phoneInternational;
  }
}

/** At most this many refused characters are named in the reading's message. */
const KANA_CHARACTERS_NAMED = 10;

/** The refused characters as the reading's message names them: each once, separated by spaces. */
export function kanaMessage(m: LeadMessages, characters: readonly string[]): string {
  const named = characters.slice(0, KANA_CHARACTERS_NAMED).join(' ');
  return m.nameKanaInvalid.replace('{chars}', characters.length > KANA_CHARACTERS_NAMED ? `${named} …` : named);
}

/** A custom issue with the given message; the field's value is then z.NEVER. */
function fail(ctx: z.core.ParsePayload, input: unknown, message: string): never {
  ctx.issues.push({ code: 'custom', message, input });
  return z.NEVER;
}

/** `090-1234-5678`, `+81 90-1234-5678` → `09012345678`; `+86 138 0013 8000` → `+8613800138000`. */
function phoneField(m: LeadMessages) {
  return z.transform((value: unknown, ctx) => {
    // An empty field asks for the number; the digit rules speak only of something typed.
    if (normalizePhone(value) === '') return fail(ctx, value, m.phoneRequired);
    const phone = parsePhone(value);
    return phone.ok ? storedPhone(phone) : fail(ctx, value, phoneMessage(m, phone.problem));
  });
}

/** Optional: `１０４ー００６１` → `1040061`, empty → undefined. */
function postalCodeField(m: LeadMessages) {
  return z.transform((value: unknown, ctx): string | undefined => {
    const postalCode = normalizePostalCode(value);
    if (postalCode.ok) return postalCode.postalCode;
    return postalCode.problem === 'empty' ? undefined : fail(ctx, value, m.postalCodeInvalid);
  });
}

/** Optional: `やまだ　はなこ`, `ﾔﾏﾀﾞ ﾊﾅｺ` → `ヤマダ　ハナコ`, empty → undefined. */
function nameKanaField(m: LeadMessages) {
  return z.transform((value: unknown, ctx): string | undefined => {
    const text = typeof value === 'string' ? value : '';
    // Named by the messages every text field has, rather than as invisible "characters".
    if (CONTROL.test(text)) return fail(ctx, value, m.controlCharacters);
    if (LINE_BREAK.test(text)) return fail(ctx, value, m.lineBreak);
    const kana = normalizeKana(value);
    if (!kana.ok) return kana.problem === 'empty' ? undefined : fail(ctx, value, kanaMessage(m, kana.characters));
    if (kana.kana.length > leadMaxLength.nameKana) return fail(ctx, value, tooLong(m, leadMaxLength.nameKana));
    return kana.kana;
  });
}

/**
 * Which of the conditionally required fields a submission must fill: organisation and position
 * unless 個人の方 is ticked. `addressParts` asks for the prefecture and city as well: staff
 * correcting an address (validateLeadAddress) give them; the public form never has to, as
 * `address` alone is a whole address (its parts are read from it, completeAddressParts).
 */
export interface LeadVariant {
  individual: boolean;
  addressParts: boolean;
}

const COMPANY: LeadVariant = { individual: false, addressParts: false };

/** The variant a raw submission asks for. */
export function leadVariantOf(input: unknown): LeadVariant {
  const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  return { individual: toAgreement(fields.individual), addressParts: false };
}

/**
 * The schema speaking the given messages; its output has the phone as stored (./phone.ts), and
 * `postalCode` and `nameKana` normalised or undefined. `address` is the street line here;
 * validateWithMessages joins the parts into the one address every consumer reads.
 */
export function createBrochureRequestSchema(m: LeadMessages, variant: LeadVariant = COMPANY) {
  const orEmpty = (required: string, max: number) =>
    variant.individual ? optionalTextField(m, max) : textField(m, required, max, true);
  const part = (required: string, max: number) =>
    variant.addressParts ? textField(m, required, max, true) : optionalTextField(m, max);
  return z.object({
    name: textField(m, m.nameRequired, leadMaxLength.name, true),
    nameKana: nameKanaField(m),
    email: z.pipe(
      normalized(),
      z.pipe(
        z.string().check(z.maxLength(leadMaxLength.email, tooLong(m, leadMaxLength.email))),
        z.email({ message: m.emailInvalid }),
      ),
    ),
    organization: orEmpty(m.organizationRequired, leadMaxLength.organization),
    position: orEmpty(m.positionRequired, leadMaxLength.position),
    phone: phoneField(m),
    postalCode: postalCodeField(m),
    prefecture: part(m.prefectureRequired, leadMaxLength.prefecture),
    city: part(m.cityRequired, leadMaxLength.city),
    address: textField(m, m.addressRequired, leadMaxLength.address, true),
    building: optionalTextField(m, leadMaxLength.building),
    product: z.pipe(
      normalized(),
      z
        .string()
        .check(z.refine((id: string) => (brochureProductIds as readonly string[]).includes(id), m.productRequired)),
    ),
    purpose: textField(m, m.purposeRequired, leadMaxLength.purpose, false),
    agreement: z.pipe(z.transform(toAgreement), z.boolean().check(z.refine((v: boolean) => v, m.agreementRequired))),
    individual: z.transform(toAgreement),
  });
}

/** The address as its parts, as the visitor gave them ('' where a part was not asked for). */
export interface AddressParts {
  prefecture: string;
  city: string;
  line1: string;
  line2: string;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The parts with what the street line holds read into those left empty: a visitor (or a client
 * posting the contract's one `address`) who types 「〒104-0061 東京都中央区銀座1-1-1」 there
 * gets 東京都, 中央区 and 銀座1-1-1, and the postal code when none was given. Only a line that
 * starts with one of the 47 prefectures, or with a city after the prefecture chosen, is read;
 * anything else stays as typed: a parser unsure of a line never refuses the request.
 */
export function completeAddressParts(
  parts: AddressParts,
  postalCode: string | undefined,
): { parts: AddressParts; postalCode: string | undefined } {
  if (parts.prefecture && parts.city) return { parts, postalCode };
  const line = readAddressLine(parts.line1);
  if (line.prefecture) {
    // A prefecture chosen that the line contradicts: the visitor's choice and line stay as typed.
    if (parts.prefecture && parts.prefecture !== line.prefecture) return { parts, postalCode };
    if (parts.city && line.city && parts.city !== line.city) return { parts, postalCode };
    return {
      parts: { ...parts, prefecture: line.prefecture, city: parts.city || line.city, line1: line.street },
      postalCode: postalCode ?? (line.postalCode || undefined),
    };
  }
  // The prefecture chosen and the city typed on the street line (中央区銀座1-1-1).
  if (isPrefecture(parts.prefecture) && !parts.city) {
    const rest = readCityLine(parts.line1);
    if (rest.city && rest.street) return { parts: { ...parts, city: rest.city, line1: rest.street }, postalCode };
  }
  return { parts, postalCode };
}

/**
 * The one address every consumer reads (dispatch, exports, duplicates), from its parts, largest
 * first as Japanese and Chinese addresses are written: 東京都中央区銀座1-2-3 さくらビル4F. Parts
 * are joined without a space between two CJK characters, with one otherwise; the building
 * always stands apart. A part the street line already begins with is not repeated (autofill
 * and people sometimes type the whole address into the street line).
 */
export function joinAddress(parts: AddressParts): string {
  const written: string[] = [];
  // What the street line already begins with, in order, is not written again.
  let rest = parts.line1;
  for (const part of [parts.prefecture, parts.city]) {
    if (!part) continue;
    if (rest.startsWith(part)) rest = rest.slice(part.length);
    else written.push(part);
  }
  let joined = '';
  for (const part of [...written, parts.line1]) {
    if (!part) continue;
    const glue = joined && !(CJK.test(joined.slice(-1)) && CJK.test(part.charAt(0))) ? ' ' : '';
    joined += glue + part;
  }
  return parts.line2 ? `${joined} ${parts.line2}` : joined;
}

type SchemaOutput = z.output<ReturnType<typeof createBrochureRequestSchema>>;

/** A valid request: `address` is the joined address, `addressParts` its parts. */
export type BrochureRequest = Omit<SchemaOutput, 'prefecture' | 'city' | 'building'> & { addressParts: AddressParts };

function withJoinedAddress<
  T extends { prefecture: string; city: string; address: string; building: string; postalCode: string | undefined },
>(data: T): Omit<T, 'prefecture' | 'city' | 'building'> & { addressParts: AddressParts } {
  const { prefecture, city, building, ...rest } = data;
  const read = completeAddressParts({ prefecture, city, line1: data.address, line2: building }, data.postalCode);
  return { ...rest, postalCode: read.postalCode, address: joinAddress(read.parts), addressParts: read.parts };
}

export type LeadValidation = { ok: true; data: BrochureRequest } | { ok: false; errors: LeadErrors };

/** The admin test e-mail form: the brochure rules without the agreement (nobody agrees to anything). */
export function createTestEmailSchema(m: LeadMessages, variant: LeadVariant = COMPANY) {
  return z.omit(createBrochureRequestSchema(m, variant), { agreement: true });
}

export type TestEmailRequest = Omit<BrochureRequest, 'agreement'>;

export type TestEmailValidation = { ok: true; data: TestEmailRequest } | { ok: false; errors: LeadErrors };

/** The first message per field, keyed by the form's field names. */
function collectErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): LeadErrors {
  const errors: LeadErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (leadFieldNames as readonly string[]).includes(field)) {
      errors[field as LeadField] ??= issue.message;
    }
  }
  return errors;
}

/** Validates raw input (form values or JSON) against the rules in the given messages. */
// Building the schema costs more than using it; the server validates every request twice.
const schemas = new WeakMap<LeadMessages, Map<string, ReturnType<typeof createBrochureRequestSchema>>>();
const testEmailSchemas = new WeakMap<LeadMessages, Map<string, ReturnType<typeof createTestEmailSchema>>>();

/** The schema for these messages and this variant, built once. */
function cached<S>(
  cache: WeakMap<LeadMessages, Map<string, S>>,
  messages: LeadMessages,
  variant: LeadVariant,
  build: (m: LeadMessages, v: LeadVariant) => S,
): S {
  let byVariant = cache.get(messages);
  if (!byVariant) {
    byVariant = new Map();
    cache.set(messages, byVariant);
  }
  const key = `${variant.individual}/${variant.addressParts}`;
  let schema = byVariant.get(key);
  if (!schema) {
    schema = build(messages, variant);
    byVariant.set(key, schema);
  }
  return schema;
}

export function validateWithMessages(input: unknown, messages: LeadMessages): LeadValidation {
  const schema = cached(schemas, messages, leadVariantOf(input), createBrochureRequestSchema);
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: withJoinedAddress(result.data) };
  return { ok: false, errors: collectErrors(result.error.issues) };
}

/** Validates the admin test e-mail form (browser and server) with the given messages. */
export function validateTestEmailWithMessages(input: unknown, messages: LeadMessages): TestEmailValidation {
  const schema = cached(testEmailSchemas, messages, leadVariantOf(input), createTestEmailSchema);
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: withJoinedAddress(result.data) };
  return { ok: false, errors: collectErrors(result.error.issues) };
}

/** Stored with each request: which wording of the agreement the visitor accepted. */
export const LEAD_AGREEMENT_VERSION = '2026-11-21';

/** The address alone, as staff correct it (issue 32): the public form's rules for its parts. */
export interface LeadAddress {
  postalCode: string | null;
  parts: AddressParts;
  /** The parts joined (joinAddress), as the lead's `address`. */
  address: string;
}

export type LeadAddressValidation = { ok: true; data: LeadAddress } | { ok: false; errors: LeadErrors };

const ADDRESS_VARIANT: LeadVariant = { individual: false, addressParts: true };
const addressSchemas = new WeakMap<LeadMessages, Map<string, ReturnType<typeof createLeadAddressSchema>>>();

function createLeadAddressSchema(m: LeadMessages) {
  return z.pick(createBrochureRequestSchema(m, ADDRESS_VARIANT), {
    postalCode: true,
    prefecture: true,
    city: true,
    address: true,
    building: true,
  });
}

/** Validates the postal code and the address parts (`prefecture`, `city`, `address`, `building`). */
export function validateLeadAddress(input: unknown, messages: LeadMessages): LeadAddressValidation {
  const schema = cached(addressSchemas, messages, ADDRESS_VARIANT, createLeadAddressSchema);
  const result = schema.safeParse(input ?? {});
  if (!result.success) return { ok: false, errors: collectErrors(result.error.issues) };
  const { postalCode, prefecture, city, address, building } = result.data;
  const parts = { prefecture, city, line1: address, line2: building };
  return { ok: true, data: { postalCode: postalCode ?? null, parts, address: joinAddress(parts) } };
}

/** The 宛名 alone, as staff correct it (issue 42): the name, its reading, organisation, position. */
export interface LeadRecipient {
  name: string;
  /** Full-width katakana, or null when left empty. */
  nameKana: string | null;
  organization: string;
  position: string;
}

export type LeadRecipientValidation = { ok: true; data: LeadRecipient } | { ok: false; errors: LeadErrors };

const recipientSchemas = new WeakMap<LeadMessages, Map<string, ReturnType<typeof createLeadRecipientSchema>>>();

function createLeadRecipientSchema(m: LeadMessages, variant: LeadVariant) {
  return z.pick(createBrochureRequestSchema(m, variant), {
    name: true,
    nameKana: true,
    organization: true,
    position: true,
  });
}

/**
 * Validates `name`, `nameKana`, `organization` and `position` with the brochure form's rules; a
 * lead that asked as a private person (`individual`) may leave the organisation and position empty.
 */
export function validateLeadRecipient(
  input: unknown,
  messages: LeadMessages,
  individual: boolean,
): LeadRecipientValidation {
  const variant: LeadVariant = { individual, addressParts: false };
  const schema = cached(recipientSchemas, messages, variant, createLeadRecipientSchema);
  const result = schema.safeParse(input ?? {});
  if (!result.success) return { ok: false, errors: collectErrors(result.error.issues) };
  const { name, nameKana, organization, position } = result.data;
  return { ok: true, data: { name, nameKana: nameKana ?? null, organization, position } };
}
