/** Field names and length limits of the brochure form: no zod here, so the island's first load stays small. */

export const leadFieldNames = [
  'name',
  'email',
  'organization',
  'position',
  'phone',
  'address',
  'product',
  'purpose',
  'agreement',
] as const;
export type LeadField = (typeof leadFieldNames)[number];

/** Maximum lengths in characters; the phone's is measured before its separators are removed. */
export const leadMaxLength = {
  name: 100,
  email: 254,
  organization: 200,
  position: 100,
  phone: 20,
  address: 300,
  purpose: 2000,
} as const;

/** One message per field: the first rule it breaks. */
export type LeadErrors = Partial<Record<LeadField, string>>;
