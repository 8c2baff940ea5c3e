/**
 * One lead as a postal recipient, the shape every dispatch format (B2, Click Post, labels)
 * writes from, and the rules they share: the honorific, the carriers' way of counting width,
 * and the address split into the street part and the building (where it may break across lines:
 * address-parts).
 */

export type Honorific = '様' | '御中';

/** What a dispatch format reads of a lead (material_requests columns). */
export interface DispatchLead {
  id: string;
  name: string;
  organization: string;
  position: string;
  postal_code: string | null;
  address: string;
  phone: string;
  created_at: string;
}

export interface Recipient {
  leadId: string;
  /** 7 ASCII digits, or null when the lead gave none. */
  postalCode: string | null;
  address: string;
  organization: string;
  position: string;
  /** The person's name; empty when only an organisation was given. */
  name: string;
  honorific: Honorific;
  phone: string;
}

/**
 * 様 after a person's name; 御中 when the letter goes to an organisation alone (Japanese
 * business mail: 御中 addresses a body, never a person, and the two are never written together).
 */
export function honorificFor(name: string, organization: string): Honorific {
  return name.trim() === '' && organization.trim() !== '' ? '御中' : '様';
}

export function recipientOf(lead: DispatchLead): Recipient {
  const name = lead.name.trim();
  const organization = lead.organization.trim();
  return {
    leadId: lead.id,
    postalCode: lead.postal_code,
    address: lead.address.trim().replace(/\s+/g, ' '),
    organization,
    position: lead.position.trim(),
    name,
    honorific: honorificFor(name, organization),
    phone: lead.phone,
  };
}

/**
 * Width as Yamato and Japan Post count it: a half-width character (ASCII, half-width katakana)
 * is 1, every other character 2. Their layouts give a limit as "16文字/32文字" (16 full-width
 * or 32 half-width), i.e. 32 in these units.
 */
export function carrierWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    width += (point >= 0x20 && point <= 0x7e) || (point >= 0xff61 && point <= 0xff9f) ? 1 : 2;
  }
  return width;
}

/**
 * The address as carriers want it: the street part (prefecture to house number) and the
 * building, split at the first space after the house number when the lead typed one; a lead
 * who typed none has everything in the street part.
 */
export function splitAddress(address: string): { street: string; building: string } {
  const normalized = address.trim().replace(/[\s　]+/g, ' ');
  const space = normalized.indexOf(' ');
  if (space < 0) return { street: normalized, building: '' };
  return { street: normalized.slice(0, space), building: normalized.slice(space + 1) };
}
