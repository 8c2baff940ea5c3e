/**
 * The clinic record's rules, shared by the admin form, the CSV and WordPress imports and the
 * server: every field NFKC-normalised and trimmed, the prefecture derived from the address when
 * it starts with one (else chosen), optional phone and URL checked. Errors are values with the
 * Japanese messages of src/content/clinics (clinicsCopy.ja.messages); nothing here throws on bad
 * input or imports server code.
 */
import * as z from 'zod/mini';
import { clinicsCopy } from '../../content/clinics/index.ts';
import { isPrefecture, type Prefecture, prefectureFromAddress } from '../prefectures.ts';
import type { ClinicStatus } from './clinic.ts';

const m = clinicsCopy.ja.messages;

export const clinicFields = [
  'clinicName',
  'address',
  'prefecture',
  'services',
  'doctor',
  'phone',
  'url',
  'status',
] as const;

export type ClinicField = (typeof clinicFields)[number];

export const clinicMaxLength = {
  clinicName: 200,
  address: 300,
  services: 1000,
  doctor: 200,
  phone: 30,
  url: 500,
} as const;

/** One message per field; `form` for what belongs to no single field (not found, conflicts). */
export type ClinicErrors = Partial<Record<ClinicField | 'form', string>>;

/** A clean clinic: the prefecture settled, optional fields null when blank. */
export interface ClinicInput {
  clinicName: string;
  address: string;
  prefecture: Prefecture;
  services: string;
  doctor: string;
  /** As typed (digits, hyphens, brackets), in half-width characters. */
  phone: string | null;
  url: string | null;
  status: ClinicStatus;
}

export type ClinicValidation = { ok: true; data: ClinicInput } | { ok: false; errors: ClinicErrors };

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const LINE_BREAK = /[\r\n]/;
const PHONE_CHARS = /^[0-9+\-()\s]+$/;

const normalize = (value: unknown): string =>
  typeof value === 'string' ? value.normalize('NFKC').trim() : typeof value === 'number' ? String(value) : '';

const tooLong = (max: number) => m.tooLong.replace('{max}', String(max));

function text(max: number, options: { required?: string; multiline?: boolean } = {}) {
  return z.pipe(
    z.transform((value: unknown) => normalize(value).replace(/\r\n?/g, '\n')),
    z.string().check(
      z.minLength(options.required ? 1 : 0, options.required ?? ''),
      z.maxLength(max, tooLong(max)),
      z.refine((s: string) => !CONTROL.test(s), m.controlCharacters),
      z.refine((s: string) => options.multiline === true || !LINE_BREAK.test(s), m.lineBreak),
    ),
  );
}

/** An optional single-line field: checked when filled, null when blank. */
const optional = (max: number, valid: (s: string) => boolean, message: string) =>
  z.pipe(
    z.pipe(text(max), z.string().check(z.refine((s: string) => s === '' || valid(s), message))),
    z.transform((s: string): string | null => (s === '' ? null : s)),
  );

const schema = z.object({
  clinicName: text(clinicMaxLength.clinicName, { required: m.clinicNameRequired }),
  address: text(clinicMaxLength.address, { required: m.addressRequired }),
  prefecture: z.pipe(
    z.transform(normalize),
    z.string().check(z.refine((s: string) => s === '' || isPrefecture(s), m.prefectureInvalid)),
  ),
  services: text(clinicMaxLength.services, { multiline: true }),
  doctor: text(clinicMaxLength.doctor),
  phone: optional(
    clinicMaxLength.phone,
    (s) => {
      const digits = s.replace(/\D/g, '').length;
      return PHONE_CHARS.test(s) && digits >= 10 && digits <= 13;
    },
    m.phoneInvalid,
  ),
  url: optional(clinicMaxLength.url, (s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), m.urlInvalid),
  status: z.pipe(
    z.transform((value: unknown) => (value === undefined || value === null || value === '' ? 'publish' : value)),
    z.enum(['publish', 'draft'], { message: m.statusInvalid }),
  ),
});

/**
 * Validates raw input (form values, a CSV row, a mapped WordPress item). The prefecture comes
 * from the address when it starts with one; a chosen one must then agree with it.
 */
export function validateClinic(input: unknown): ClinicValidation {
  const result = schema.safeParse(input ?? {});
  const errors: ClinicErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (clinicFields as readonly string[]).includes(field)) {
        errors[field as ClinicField] ??= issue.message;
      }
    }
    return { ok: false, errors };
  }
  const { prefecture: chosen, ...rest } = result.data;
  const derived = prefectureFromAddress(rest.address);
  if (derived && chosen !== '' && chosen !== derived) {
    return { ok: false, errors: { prefecture: m.prefectureMismatch.replace('{derived}', derived) } };
  }
  const prefecture = derived ?? (isPrefecture(chosen) ? chosen : undefined);
  if (!prefecture) return { ok: false, errors: { prefecture: m.prefectureRequired } };
  return { ok: true, data: { ...rest, prefecture } };
}

/** `tel:` href for a clinic's number as written (`03-1234-5678` → `tel:0312345678`). */
export const clinicTelHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;
