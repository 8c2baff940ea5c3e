/**
 * Characters a URL that staff store (the banner link, news links, booking and shop URLs,
 * webhooks) must never hold (issue 41): ASCII and C1 control characters with NUL, and the
 * Unicode bidi controls (U+200E/F, U+202A–202E, U+2066–2069) that make a link read as
 * another address than the one it opens. Refused with a message, never silently dropped.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const HIDDEN_URL_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export const hasHiddenUrlCharacter = (value: string): boolean => HIDDEN_URL_CHARACTER.test(value);
