/**
 * Filling copy with values: `{name}` placeholders, and device figures written for running text
 * in each locale. Plain functions that pages, components and the server's mails share (the
 * Japanese product names of the staff mails are filled as the brochure form's are).
 */
import type { Locale } from '../i18n/locales.ts';

/** Replaces `{name}` placeholders in copy with values; unknown placeholders stay as written. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** A figure for running text: grouped digits and a true minus sign (−30, 25,000). */
export function formatFigure(value: number, locale: string): string {
  const text = new Intl.NumberFormat(locale, { useGrouping: Math.abs(value) >= 10_000 }).format(Math.abs(value));
  return value < 0 ? `\u2212${text}` : text;
}

/** How device figures are written in running text per locale (−30, 1800, 25,000). */
export const numberLocale: Record<Locale, string> = { ja: 'ja-JP', en: 'en-US', 'zh-cn': 'zh-CN' };

/** The placeholder values of one device's figures, formatted for running text. */
export function figureValues(figures: Readonly<Record<string, number>>, locale: string): Record<string, string> {
  return Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, formatFigure(value, locale)]));
}
