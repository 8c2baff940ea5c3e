/**
 * Where a lead came from (issue 34), without cookies: the first touch of the visit (its first
 * page, referrer host and UTM tags, kept in the browser's sessionStorage and posted with the
 * form, or the form page's own when there is no script), or an offline source staff set (a
 * trade show, a referring clinic, a phone call). The funnel report's channel of a lead, and the
 * `channel` parameter the inbox filters on, are both read from here, in one order:
 * offline source, then UTM source/medium, then referrer host, then direct, else unknown.
 */

export const offlineSourceKinds = ['trade_show', 'referral', 'phone', 'other'] as const;
export type OfflineSourceKind = (typeof offlineSourceKinds)[number];

export const FIRST_TOUCH_FIELDS = {
  page: 'first_touch_page',
  referrer: 'first_touch_referrer',
  utm_source: 'first_touch_utm_source',
  utm_medium: 'first_touch_utm_medium',
  utm_campaign: 'first_touch_utm_campaign',
  utm_term: 'first_touch_utm_term',
  utm_content: 'first_touch_utm_content',
} as const;

/**
 * The form page's own address and referrer, as its server-rendered page wrote them into hidden
 * fields: the first touch of a post made without JavaScript (src/pages' on-demand form page).
 */
export const FORM_PAGE_FIELDS = { page: 'form_page', referrer: 'form_referrer' } as const;

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmName = (typeof UTM_KEYS)[number];

export interface FirstTouch {
  page: string | null;
  referrerHost: string | null;
  utm: Record<UtmName, string | null>;
}

const PAGE_MAX = 500;
const TAG_MAX = 200;
const HOST = /^[a-z0-9.-]{1,253}$/;

const clean = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  // No control characters; trimmed; bounded.
  const text = value.replace(/\p{Cc}/gu, '').trim();
  return text ? text.slice(0, max) : null;
};

/** A referrer (a URL or a bare host) as its lower-case host, or null when it is ours or not one. */
export function referrerHost(value: unknown, ownHost: string | null): string | null {
  const text = clean(value, 2000);
  if (!text) return null;
  let host: string;
  try {
    host = new URL(text.includes('://') ? text : `https://${text}`).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (!HOST.test(host) || host === ownHost?.toLowerCase()) return null;
  return host;
}

/** A site path with its query ('/product/plus?utm_source=…'), or null when it is not one. */
export function sitePath(value: unknown): string | null {
  const text = clean(value, PAGE_MAX);
  if (!text?.startsWith('/') || text.startsWith('//')) return null;
  return text;
}

/** The UTM tags of a path's query. */
export function utmOfPath(path: string | null): Record<UtmName, string | null> {
  const query = path?.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
  const params = new URLSearchParams(query);
  return Object.fromEntries(UTM_KEYS.map((key) => [key, clean(params.get(key), TAG_MAX)])) as Record<
    UtmName,
    string | null
  >;
}

/**
 * The first touch a request carries: the fields the form posted (from sessionStorage), else the
 * form page's own address (`fallbackPage`, path and query) and its referrer.
 */
export function readFirstTouch(
  fields: Record<string, unknown>,
  fallback: { page: string | null; referrer: string | null },
  ownHost: string | null,
): FirstTouch {
  const posted = sitePath(fields[FIRST_TOUCH_FIELDS.page]);
  const page = posted ?? sitePath(fallback.page);
  const fromPage = utmOfPath(page);
  const utm = Object.fromEntries(
    UTM_KEYS.map((key) => [
      key,
      posted ? (clean(fields[FIRST_TOUCH_FIELDS[key]], TAG_MAX) ?? fromPage[key]) : fromPage[key],
    ]),
  ) as Record<UtmName, string | null>;
  const referrer = posted ? fields[FIRST_TOUCH_FIELDS.referrer] : fallback.referrer;
  return { page, referrerHost: referrerHost(referrer, ownHost), utm };
}

/** The lead's columns a channel is read from. */
export interface AttributionRow {
  offline_source_kind: string | null;
  offline_source_name: string | null;
  first_touch_utm_source: string | null;
  first_touch_utm_medium: string | null;
  first_touch_referrer_host: string | null;
  first_touch_page: string | null;
}

export type Channel =
  | { kind: 'offline'; source: string; name: string }
  | { kind: 'utm'; source: string; medium: string }
  | { kind: 'referrer'; host: string }
  | { kind: 'direct' }
  | { kind: 'unknown' };

export function channelOf(row: AttributionRow): Channel {
  if (row.offline_source_kind)
    return { kind: 'offline', source: row.offline_source_kind, name: row.offline_source_name ?? '' };
  if (row.first_touch_utm_source)
    return { kind: 'utm', source: row.first_touch_utm_source, medium: row.first_touch_utm_medium ?? '' };
  if (row.first_touch_referrer_host) return { kind: 'referrer', host: row.first_touch_referrer_host };
  if (row.first_touch_page) return { kind: 'direct' };
  return { kind: 'unknown' };
}

const SEPARATOR = '|';

/** A channel as the inbox's `channel` parameter: `utm|gakkai|booth`, `offline|trade_show|…`, `direct`. */
export function channelParam(channel: Channel): string {
  switch (channel.kind) {
    case 'offline':
      return ['offline', channel.source, channel.name].join(SEPARATOR);
    case 'utm':
      return ['utm', channel.source, channel.medium].join(SEPARATOR);
    case 'referrer':
      return ['referrer', channel.host].join(SEPARATOR);
    default:
      return channel.kind;
  }
}

/** The `channel` parameter back as a channel; null when it is not one. */
export function parseChannel(value: string | null | undefined): Channel | null {
  if (!value || value.length > 500) return null;
  const [kind, first = '', ...rest] = value.split(SEPARATOR);
  const second = rest.join(SEPARATOR);
  if (kind === 'direct' || kind === 'unknown') return first === '' ? { kind } : null;
  if (kind === 'referrer' && first) return { kind, host: first };
  if (kind === 'utm' && first) return { kind, source: first, medium: second };
  if (kind === 'offline' && (offlineSourceKinds as readonly string[]).includes(first))
    return { kind, source: first, name: second };
  return null;
}
