/** Field names and length limits of the brochure form: no zod here, so the island's first load stays small. */

export const leadFieldNames = [
  'name',
  'nameKana',
  'email',
  'organization',
  'position',
  'phone',
  'postalCode',
  'prefecture',
  'city',
  'address',
  'building',
  'product',
  'purpose',
  'agreement',
  'individual',
] as const;
export type LeadField = (typeof leadFieldNames)[number];

/**
 * The fields a visitor may always leave empty: the reading (フリガナ, asked on the Japanese
 * form), the postal code, the prefecture and city (`address` alone is a whole address: typed
 * there, its parts are read from it, rules.ts completeAddressParts), the building and the
 * 個人の方 box. Every other field is required; organisation and position are not when the box
 * is ticked.
 */
export const leadOptionalFieldNames = [
  'nameKana',
  'postalCode',
  'prefecture',
  'city',
  'building',
  'individual',
] as const satisfies readonly LeadField[];

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
  prefecture: 20,
  city: 100,
  address: 300,
  building: 100,
  purpose: 2000,
} as const;

/** One message per field: the first rule it breaks. */
export type LeadErrors = Partial<Record<LeadField, string>>;
