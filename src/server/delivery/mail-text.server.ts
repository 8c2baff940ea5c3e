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

/**
 * Visitor text as a mail may quote it without any mail client making a link of it: a stranger
 * can type a URL as their "name" and have our receipt carry it to anyone. The rule is the usual
 * defanging, visible and unambiguous to a reader, with no invisible character left to break a
 * link and none added:
 * - format characters (zero-width spaces and joiners, soft hyphens) are dropped, so they cannot
 *   hide the pieces below from this rule while a client still joins them;
 * - a scheme's `://` becomes `[://]` (and `http` `hxxp`): `https://a` → `hxxps[://]a`;
 * - every `@` between two visible characters becomes `[@]`: no mailto link;
 * - a dot between a letter or digit and a letter (the dot before every top-level domain, which
 *   starts with a letter) becomes `[.]`: `www.evil.example` → `www[.]evil[.]example`. The
 *   full-width and half-width dots count, as does the ideographic `。` before a Latin letter
 *   (host names accept all three as dots); a sentence's `。` and `3.5` are left alone.
 */
export function unlinkable(text: string): string {
  return text
    .replace(/\p{Cf}/gu, '')
    .replace(
      /([a-z][a-z0-9+.-]*)\s*[:：]\s*[/／\\]{2}/giu,
      (_whole, scheme: string) => `${scheme.replace(/^http/i, 'hxxp')}[://]`,
    )
    .replace(/(?<=\S)[@＠﹫](?=\S)/gu, '[@]')
    .replace(/(?<=[\p{L}\p{N}])[.．｡﹒․](?=\p{L})|(?<=[\p{L}\p{N}])。(?=[A-Za-z])/gu, '[.]');
}
