/**
 * The settings page's three forms as rules (docs/product.md#follow-up): the number of business
 * days, a closure day or range, and an assignment rule. Errors are values with the Japanese
 * messages of src/content/admin/follow-up.ts; whether the chosen owners are active accounts is
 * for the server to check.
 */
import * as z from 'zod/mini';
import {
  BUSINESS_DAYS_MAX,
  BUSINESS_DAYS_MIN,
  CLOSURE_LABEL_MAX_LENGTH,
  CLOSURE_RANGE_MAX_DAYS,
  settings,
} from '../../content/admin/follow-up.ts';
import { type Locale, locales } from '../../i18n/locales.ts';
import { daysFromTo, isCalendarDay } from './calendar.ts';
import { type ProductFamily, productFamilies } from './product-family.ts';
import { type Region, regions } from './regions.ts';

const m = settings.messages;

/** More owners than any rule needs; keeps a forged post small. */
export const RULE_OWNERS_MAX = 50;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;

const text = (value: unknown): string => (typeof value === 'string' ? value.normalize('NFKC').trim() : '');

type Result<Data, Field extends string> =
  | { ok: true; data: Data }
  | { ok: false; errors: Partial<Record<Field, string>> };

function errorsOf<Field extends string>(issues: readonly z.core.$ZodIssue[], fields: readonly Field[]) {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field))
      errors[field as Field] ??= issue.message;
  }
  return errors;
}

const businessDaysSchema = z.object({
  businessDays: z.pipe(
    z.transform((value: unknown) => {
      const typed = text(value);
      return /^\d{1,2}$/.test(typed) ? Number(typed) : Number.NaN;
    }),
    z
      .number({ message: m.businessDays })
      .check(
        z.refine(
          (n: number) => Number.isInteger(n) && n >= BUSINESS_DAYS_MIN && n <= BUSINESS_DAYS_MAX,
          m.businessDays,
        ),
      ),
  ),
});

export type BusinessDaysField = 'businessDays';

/** `{ businessDays: '3' }` → 3; a whole number from 1 to 10 (full-width digits accepted). */
export function validateBusinessDays(input: unknown): Result<{ businessDays: number }, BusinessDaysField> {
  const result = businessDaysSchema.safeParse(input ?? {});
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: errorsOf(result.error.issues, ['businessDays'] as const) };
}

export const closureFields = ['from', 'to', 'label'] as const;
export type ClosureField = (typeof closureFields)[number];

export interface ClosureInput {
  /** Every day of the range, 'YYYY-MM-DD', in order; one day when no end was given. */
  days: string[];
  label: string | null;
}

const day = (message: string, optional: boolean) =>
  z.pipe(
    z.transform(text),
    z.string().check(z.refine((s: string) => (optional && s === '') || isCalendarDay(s), message)),
  );

const closureSchema = z
  .object({
    from: day(m.day, false),
    to: day(m.day, true),
    label: z.pipe(
      z.transform(text),
      z.string().check(
        z.maxLength(CLOSURE_LABEL_MAX_LENGTH, m.label),
        z.refine((s: string) => !CONTROL.test(s), m.label),
      ),
    ),
  })
  .check(
    z.refine((v) => v.to === '' || v.to >= v.from, { message: m.rangeOrder, path: ['to'] }),
    z.refine((v) => v.to === '' || v.to < v.from || daysFromTo(v.from, v.to).length <= CLOSURE_RANGE_MAX_DAYS, {
      message: m.rangeTooLong,
      path: ['to'],
    }),
  );

/** One closure day, or a range from–to (年末年始 12/29–1/3) as one entry per day. */
export function validateClosure(input: unknown): Result<ClosureInput, ClosureField> {
  const result = closureSchema.safeParse(input ?? {});
  if (!result.success) return { ok: false, errors: errorsOf(result.error.issues, closureFields) };
  const { from, to, label } = result.data;
  return { ok: true, data: { days: to === '' ? [from] : daysFromTo(from, to), label: label === '' ? null : label } };
}

export const ruleFields = ['family', 'locale', 'region', 'owners'] as const;
export type RuleField = (typeof ruleFields)[number];

export interface RuleInput {
  /** null: any product. */
  productFamily: ProductFamily | null;
  /** null: any locale. */
  locale: Locale | null;
  /** null: anywhere. */
  region: Region | null;
  /** Account ids in the order given, without repeats. */
  ownerIds: string[];
}

/** '' (any) or one of `values`. */
const anyOr = <const T extends readonly string[]>(values: T, message: string) =>
  z.pipe(
    z.transform(text),
    z.string().check(z.refine((s: string) => s === '' || (values as readonly string[]).includes(s), message)),
  );

const ruleSchema = z.object({
  family: anyOr(productFamilies, m.family),
  locale: anyOr(locales, m.locale),
  region: anyOr(regions, m.region),
  owners: z.pipe(
    z.transform((value: unknown) =>
      Array.isArray(value) ? [...new Set(value.map(text).filter((id) => /^[A-Za-z0-9-]{1,64}$/.test(id)))] : [],
    ),
    z.array(z.string()).check(z.minLength(1, m.owners), z.maxLength(RULE_OWNERS_MAX, m.owners)),
  ),
});

/** An assignment rule from the form: '' in a select means any; at least one owner. */
export function validateRule(input: unknown): Result<RuleInput, RuleField> {
  const result = ruleSchema.safeParse(input ?? {});
  if (!result.success) return { ok: false, errors: errorsOf(result.error.issues, ruleFields) };
  const { family, locale, region, owners } = result.data;
  return {
    ok: true,
    data: {
      productFamily: family === '' ? null : (family as ProductFamily),
      locale: locale === '' ? null : (locale as Locale),
      region: region === '' ? null : (region as Region),
      ownerIds: owners,
    },
  };
}
