/**
 * Dictionary completeness: the type check already makes every English and Chinese dictionary
 * have the Japanese one's keys; this adds that every text the Japanese dictionary fills is
 * filled in the other two as well (no empty string standing in for a missing translation),
 * that lists have the same length, and that no English or Chinese text contains kana.
 */
import { describe, expect, it } from 'vitest';
import { leadFormCopy } from '../../src/content/lead/copy.ts';
import { autoReplyCopy, autoReplyLabels } from '../../src/content/lead/mail-copy.ts';
import { leadMessages } from '../../src/content/lead/messages.ts';
import { companyCopy } from '../../src/content/pages/company/index.ts';
import { devicesCopy } from '../../src/content/pages/devices/index.ts';
import { gateCopy } from '../../src/content/pages/gate/index.ts';
import { kegelCopy } from '../../src/content/pages/kegel/index.ts';
import { productDrOverviewCopy } from '../../src/content/pages/product-dr/index.ts';
import { productPlusCopy } from '../../src/content/pages/product-plus/index.ts';
import { productsCopy } from '../../src/content/pages/products/index.ts';
import { salesRepresentativeCopy } from '../../src/content/pages/sales-representative/index.ts';
import { securityPolicyCopy } from '../../src/content/pages/security-policy/index.ts';
import { dictionaryFor } from '../../src/i18n/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';

type ByLocale = Record<Locale, unknown>;

const dictionaries: Record<string, ByLocale> = {
  'shell and home': { ja: dictionaryFor('ja'), en: dictionaryFor('en'), 'zh-cn': dictionaryFor('zh-cn') },
  'brochure form': { ja: leadFormCopy('ja'), en: leadFormCopy('en'), 'zh-cn': leadFormCopy('zh-cn') },
  'form messages': leadMessages,
  'auto-reply mail': autoReplyCopy,
  'auto-reply labels': autoReplyLabels,
  'products page': productsCopy,
  gates: gateCopy,
  'chair model page': productPlusCopy,
  'device pages': devicesCopy,
  // The top model's English and Chinese page has no Japanese counterpart: English is its source.
  'top model overview': { ja: productDrOverviewCopy.en, ...productDrOverviewCopy },
  'company page': companyCopy,
  'security policy': securityPolicyCopy,
  'agent recruitment page': salesRepresentativeCopy,
  'Kegel articles': kegelCopy,
};

/**
 * Lists each language may size for its readers (search keywords; the company facts, where the
 * English and Chinese pages add the contact hours in Japan time); every other list matches.
 */
const freeLength = new Set(['shell.seo.keywords', 'overview.rows']);

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
