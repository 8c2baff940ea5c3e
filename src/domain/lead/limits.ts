/** Field names and length limits of the brochure form: no zod here, so the island's first load stays small. */

export const leadFieldNames = [
  'name',
  'nameKana',
  'email',
  'organization',
  'position',
  'phone',
  'postalCode',
  'address',
  'product',
  'purpose',
  'agreement',
] as const;
export type LeadField = (typeof leadFieldNames)[number];

/**
 * The fields a visitor may leave empty: the reading (フリガナ, asked on the Japanese form) and
 * the postal code (every form). Every other field is required.
 */
export const leadOptionalFieldNames = ['nameKana', 'postalCode'] as const satisfies readonly LeadField[];

/**
 * Maximum lengths in characters, as typed (the inputs' `maxlength`). The phone's 30 is for a
 * `+` number with its spaces; a Japanese number keeps its 20 (./phone.ts). The postal code's
 * 10 fits `〒104-0061` with a space; the reading's 100 is the name's and is measured once it
 * is katakana.
 */
export const leadMaxLength = {
  name: 100,
  nameKana: 100,
  email: 254,
  organization: 200,
  position: 100,
  phone: 30,
  postalCode: 10,
  address: 300,
  purpose: 2000,
} as const;

/** One message per field: the first rule it breaks. */
export type LeadErrors = Partial<Record<LeadField, string>>;
