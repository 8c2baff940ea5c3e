/**
 * One row of an imported file as the lead it would become, through the brochure form's own
 * rules (src/domain/lead/rules.ts: NFKC and trimming, phones, postal codes, フリガナ as
 * full-width katakana, the joined address) and the server's strict phone check. A card is not
 * a form: only the name and one way to reach the person (e-mail or phone) are required, but
 * every value given must pass its field's rule, or the row is listed with the reason.
 */

import { leadImportCopy } from '../../content/admin/lead-import.ts';
import { leadCopy } from '../../content/lead/index.ts';
import { isCalendarDay } from '../../domain/dates.ts';
import { storedPhone } from '../../domain/lead/phone.ts';
import { createBrochureRequestSchema, joinAddress, phoneMessage } from '../../domain/lead/schema.ts';
import { parsePhoneStrict } from '../platform/phone.server.ts';
import type { CardField, ColumnUse } from './card-columns.server.ts';

const messages = leadCopy.ja.form.messages;
const t = leadImportCopy;
// The form's fields with organisation and position optional (a card may be a private person's).
const shape = createBrochureRequestSchema(messages, { individual: true, addressParts: false }).shape;

export type MailConsent = 'business_card' | 'explicit';

/** A row ready to store: the form's fields as the form stores them. */
export interface Card {
  name: string;
  nameKana: string | null;
  email: string;
  organization: string;
  position: string;
  /** As stored (src/domain/lead/phone.ts storedPhone); '' when the card has none. */
  phone: string;
  /** Other numbers on the card, as typed, for the lead's purpose line. */
  otherPhones: string[];
  postalCode: string | null;
  address: string;
  addressParts: { prefecture: string; city: string; line1: string; line2: string };
  /** YYYY-MM-DD: the card's exchange date when it gives one. */
  exchangedOn: string | null;
  consent: MailConsent;
}

export type CardRow = { line: number; ok: true; card: Card } | { line: number; ok: false; problems: string[] };

const PHONE_FIELDS = ['phone', 'phoneDirect', 'mobile', 'phoneDepartment', 'phoneCompany'] as const;
const YES = new Set(['同意', '同意あり', 'あり', '有', 'はい', 'yes', 'y', 'true', '1', '○', '◯', '済']);

/** The values of a record by field (several columns of one field are joined by a space). */
export function cardValues(fields: readonly string[], mapping: readonly ColumnUse[]): Map<CardField, string> {
  const values = new Map<CardField, string>();
  mapping.forEach((use, index) => {
    // A cell typed on two lines (an address in a spreadsheet) is one line on a card.
    const value = (fields[index] ?? '').replace(/\s*[\r\n]+\s*/g, ' ').trim();
    if (use === 'ignore' || value === '') return;
    const before = values.get(use);
    values.set(use, before ? `${before} ${value}` : value);
  });
  return values;
}

/** `2026/10/3`, `2026-10-03`, `2026年10月3日` (a time after it is dropped) → `2026-10-03`. */
export function parseCardDate(value: string): string | null {
  const match = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})日?(?:[\sT].*)?$/u.exec(
    value.normalize('NFKC').trim(),
  );
  if (!match) return null;
  const day = `${match[1]}-${match[2]?.padStart(2, '0')}-${match[3]?.padStart(2, '0')}`;
  return isCalendarDay(day) ? day : null;
}

/** A form field's rule on one value: the normalised value, or its message. */
function check<K extends keyof typeof shape>(
  field: K,
  value: string,
): { ok: true; value: unknown } | { ok: false; message: string } {
  const result = shape[field].safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? '' };
}

/** The card a record makes, or why it cannot be stored. */
export function readCard(line: number, values: ReadonlyMap<CardField, string>): CardRow {
  const problems: string[] = [];
  const get = (field: CardField) => values.get(field) ?? '';
  const text = (field: keyof typeof shape, label: string, value: string): string => {
    if (value === '') return '';
    const result = check(field, value);
    if (result.ok) return String(result.value ?? '');
    problems.push(t.problems.field(label, result.message));
    return '';
  };
  const name = text(
    'name',
    t.fields.name,
    get('name') || [get('familyName'), get('givenName')].filter(Boolean).join(' '),
  );
  if (name === '' && problems.length === 0) problems.push(t.problems.noName);
  const kanaRaw = get('nameKana') || [get('familyKana'), get('givenKana')].filter(Boolean).join(' ');
  const nameKana = text('nameKana', t.fields.nameKana, kanaRaw) || null;
  const email = text('email', t.fields.email, get('email'));
  const organization = text('organization', t.fields.organization, get('organization'));
  const position = text('position', t.fields.position, [get('department'), get('position')].filter(Boolean).join(' '));
  const postalCode = text('postalCode', t.fields.postalCode, get('postalCode')) || null;
  const parts = {
    prefecture: text('prefecture', t.fields.prefecture, get('prefecture')),
    city: text('city', t.fields.city, get('city')),
    line1: text('address', t.fields.address, get('address') || get('street')),
    line2: text('building', t.fields.building, get('building')),
  };
  // The first number that passes the form's rule, in the order a person is best reached by.
  const typed = PHONE_FIELDS.filter((field) => get(field) !== '');
  let phone = '';
  const otherPhones: string[] = [];
  for (const field of typed) {
    const parsed = parsePhoneStrict(get(field));
    if (phone === '' && parsed.ok) phone = storedPhone(parsed);
    else otherPhones.push(`${t.fields[field]} ${get(field)}`);
  }
  if (phone === '' && typed.length > 0) {
    const first = parsePhoneStrict(get(typed[0] ?? 'phone'));
    if (!first.ok)
      problems.push(t.problems.field(t.fields[typed[0] ?? 'phone'], phoneMessage(messages, first.problem)));
  }
  if (email === '' && phone === '' && problems.length === 0) problems.push(t.problems.noContact);
  const exchangedRaw = get('exchangedOn');
  const exchangedOn = exchangedRaw === '' ? null : parseCardDate(exchangedRaw);
  if (exchangedRaw !== '' && exchangedOn === null) problems.push(t.problems.badDate);
  if (problems.length > 0) return { line, ok: false, problems };
  const consent = YES.has(get('consent').normalize('NFKC').trim().toLowerCase()) ? 'explicit' : 'business_card';
  return {
    line,
    ok: true,
    card: {
      name,
      nameKana,
      email,
      organization,
      position,
      phone,
      otherPhones,
      postalCode,
      address: joinAddress(parts),
      addressParts: parts,
      exchangedOn,
      consent,
    },
  };
}
