/**
 * Which news links may be rendered: root-relative paths that stay on this site, and plain
 * absolute http(s) URLs. Pure and free of zod, so components can use it too.
 */

// Browsers read `\` as `/` in http(s) URLs and drop tabs and newlines, so `/\evil.example` or
// `/<tab>/evil.example` names another host just as `//evil.example` does; bidi controls make a
// link read as another address (src/domain/url-text.ts).
const SITE_ORIGIN = 'https://site.invalid';
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const AMBIGUOUS = /[\s\\\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

function decodePercent(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * A root-relative path on this site that no browser can read as another host: starts with one
 * `/`, holds no backslash, whitespace or control character (nor, percent-decoded, a backslash
 * or a leading `//`), and resolves to the site's own origin.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || AMBIGUOUS.test(value)) return false;
  const decoded = decodePercent(value);
  if (decoded === null || decoded.startsWith('//') || decoded.includes('\\')) return false;
  return URL.canParse(value, SITE_ORIGIN) && new URL(value, SITE_ORIGIN).origin === SITE_ORIGIN;
}

/** An absolute http(s) URL written plainly (`https://…`), for links that leave the site. */
export function isExternalHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) && !AMBIGUOUS.test(value) && URL.canParse(value);
}
