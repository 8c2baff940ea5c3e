/** A slot's day and time in the reader's language, always in Japan time (where the demo is). */
import { htmlLang, type Locale } from '../../i18n/locales.ts';

const formats = new Map<string, Intl.DateTimeFormat>();
const format = (locale: Locale, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale}${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(htmlLang[locale], { timeZone: 'Asia/Tokyo', ...options });
    formats.set(key, found);
  }
  return found;
};

export const dayLabel = (locale: Locale, instant: number): string =>
  format(locale, { month: 'long', day: 'numeric', weekday: 'short' }).format(instant);

export const timeLabel = (locale: Locale, instant: number): string =>
  format(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

export const whenLabel = (locale: Locale, instant: number): string =>
  format(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
