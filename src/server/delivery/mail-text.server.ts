/**
 * How the mails print what is not copy: a moment, in Japan time and the reader's words.
 */
import type { LeadCopy } from '../../content/lead/index.ts';

/**
 * The company is in Japan and so is every time it quotes, whatever the server's zone: the parts
 * come from Intl, the words and their order from the locale's dictionary.
 */
const japanParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026年11月26日（木）21:37`, `26 Nov 2026, 21:37 JST`, `2026年11月26日 21:37（日本时间）`. */
export function formatMailTime(instant: Date, words: LeadCopy['mailTime']): string {
  const parts: Record<string, string> = {};
  for (const part of japanParts.formatToParts(instant)) parts[part.type] = part.value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  // The weekday of the Japanese calendar date, not of the UTC one.
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const values: Record<string, string> = {
    year: String(year),
    month: String(month),
    monthName: words.monthNames[month - 1] ?? String(month),
    day: String(day),
    weekday: words.weekdays[weekday] ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
  return words.format.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A stored ISO time as a mail prints it; anything unreadable is shown as stored, not hidden. */
export function formatStoredMailTime(iso: string, words: LeadCopy['mailTime']): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatMailTime(instant, words);
}
