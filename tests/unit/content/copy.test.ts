/**
 * Dictionary completeness: the type check already makes every English and Chinese dictionary
 * have the Japanese one's keys; this adds that every text the Japanese dictionary fills is
 * filled in the other two as well (no empty string standing in for a missing translation),
 * that lists have the same length, and that no English or Chinese text contains kana.
 */
import { describe, expect, it } from 'vitest';
import { leadCopy } from '../../../src/content/lead/index.ts';
import { companyCopy } from '../../../src/content/pages/company/index.ts';
import { devicesCopy } from '../../../src/content/pages/devices/index.ts';
import { gateCopy } from '../../../src/content/pages/gate/index.ts';
import { homeCopy } from '../../../src/content/pages/home/index.ts';
import { kegelCopy } from '../../../src/content/pages/kegel/index.ts';
import { productDrCopy } from '../../../src/content/pages/product-dr/index.ts';
import { productPlusCopy } from '../../../src/content/pages/product-plus/index.ts';
import { productsCopy } from '../../../src/content/pages/products/index.ts';
import { salesRepresentativeCopy } from '../../../src/content/pages/sales-representative/index.ts';
import { securityPolicyCopy } from '../../../src/content/pages/security-policy/index.ts';
import { shellCopy } from '../../../src/content/shell/index.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

type ByLocale = Record<Locale, unknown>;

const dictionaries: Record<string, ByLocale> = {
  shell: shellCopy,
  'home page': homeCopy,
  // The staff notification is Japanese only: the visitor's words are compared without it.
  'brochure request': { ...leadCopy, ja: { form: leadCopy.ja.form, autoReply: leadCopy.ja.autoReply } },
  'products page': productsCopy,
  gates: gateCopy,
  'chair model page': productPlusCopy,
  'device pages': devicesCopy,
  // The top model's English and Chinese page has no Japanese counterpart: English is its source.
  'top model overview': { ja: productDrCopy.en, en: productDrCopy.en, 'zh-cn': productDrCopy['zh-cn'] },
  'company page': companyCopy,
  'security policy': securityPolicyCopy,
  'agent recruitment page': salesRepresentativeCopy,
  'Kegel articles': kegelCopy,
};

/**
 * Lists each language may size for its readers (search keywords; the company facts, where the
 * English and Chinese pages add the contact hours in Japan time); every other list matches.
 */
const freeLength = new Set(['seo.keywords', 'overview.rows']);

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;

/** Every path where `ja` has a non-empty text but `other` has none, or lists differ in length. */
function gaps(ja: unknown, other: unknown, path = ''): string[] {
  if (typeof ja === 'string') {
    return ja.trim() !== '' && (typeof other !== 'string' || other.trim() === '') ? [path] : [];
  }
  if (Array.isArray(ja)) {
    if (!Array.isArray(other)) return [path];
    if (freeLength.has(path)) return other.length > 0 ? [] : [path];
    const lengths = ja.length === other.length ? [] : [`${path} (length ${other.length}, ja ${ja.length})`];
    return [...lengths, ...ja.flatMap((item, i) => gaps(item, other[i], `${path}[${i}]`))];
  }
  if (ja !== null && typeof ja === 'object') {
    if (other === null || typeof other !== 'object') return [path];
    return Object.entries(ja).flatMap(([key, value]) =>
      gaps(value, (other as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** Every text of a dictionary with its path. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => texts(v, path ? `${path}.${key}` : key));
  }
  return [];
}

describe.each(Object.entries(dictionaries))('the %s dictionary', (_name, byLocale) => {
  it.each(['en', 'zh-cn'] as const)('fills in %s every text Japanese fills', (locale) => {
    expect(gaps(byLocale.ja, byLocale[locale])).toEqual([]);
  });

  it.each(['en', 'zh-cn'] as const)('has no kana in %s', (locale) => {
    const withKana = texts(byLocale[locale]).filter(([, text]) => KANA.test(text));
    expect(withKana).toEqual([]);
  });
});
