/**
 * Who is asking, and over what: the one place that reads the socket and the proxy headers.
 * createSiteHandler (http.server.ts) calls resolveClient once per request and hands the answer
 * to Astro as `locals.clientAddress`, `locals.clientKey` and `locals.https`; nothing else reads
 * `X-Forwarded-*` or Astro's `clientAddress`. See docs/decisions/005-proxy-trust.md.
 *
 * TRUST_PROXY is the number of proxies in front of the server. 0 ignores X-Forwarded-For and
 * X-Forwarded-Proto: anyone can send them. With N > 0 the client is the N-th entry of
 * X-Forwarded-For counted from the right, because each proxy appends the address it saw and
 * only the last N were written by our own proxies; entries further left come from the visitor
 * and are never read. With fewer than N entries the leftmost is taken (the request passed
 * fewer proxies than configured; every entry was still written by one of them). No header, or
 * an entry that is not an IP address, falls back to the socket's peer (the proxy), so junk in
 * the header puts its senders into one shared bucket instead of a fresh one per request.
 */
import { isIP } from 'node:net';

export interface ClientInfo {
  /** The visitor's address: dotted IPv4 or RFC 5952 IPv6; null when the socket has none. */
  address: string | null;
  /**
   * What limits and throttles count by: the IPv4 address, or the IPv6 /64 (one subscriber
   * commonly holds a whole /64 and can pick any address in it), or 'unknown'.
   */
  key: string;
  /** The visitor reached the site over HTTPS (TLS socket, trusted proxy, or https SITE_URL). */
  https: boolean;
}

/** The parts of a node:http IncomingMessage this module reads. */
export interface ClientRequest {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string | undefined; encrypted?: boolean };
}

export interface ClientOptions {
  /** TRUST_PROXY: proxy hops in front of the server (0 = trust no forwarded header). */
  trustProxy: number;
  /** SITE_URL: an https site is always HTTPS to the visitor, whatever the socket says. */
  siteUrl?: string | undefined;
}

export function resolveClient(req: ClientRequest, options: ClientOptions): ClientInfo {
  const hops = options.trustProxy;
  const socketAddress = normaliseIp(req.socket.remoteAddress);
  const forwarded = hops > 0 ? forwardedEntry(req.headers['x-forwarded-for'], hops) : undefined;
  const address = (forwarded === undefined ? null : normaliseIp(stripPort(forwarded))) ?? socketAddress;
  const forwardedProto = hops > 0 ? forwardedEntry(req.headers['x-forwarded-proto'], hops) : undefined;
  const https =
    req.socket.encrypted === true ||
    Boolean(options.siteUrl?.startsWith('https:')) ||
    forwardedProto?.toLowerCase() === 'https';
  return { address, key: rateLimitKey(address), https };
}

/**
 * The N-th comma-separated entry from the right, or the leftmost when there are fewer; undefined
 * when the header is absent or blank. Several headers of one name count as one list, in order.
 */
export function forwardedEntry(header: string | string[] | undefined, hops: number): string | undefined {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text === undefined || text.trim() === '') return undefined;
  const entries = text.split(',');
  const entry = entries[Math.max(0, entries.length - hops)];
  return entry?.trim();
}

/** `[2001:db8::1]:443` → `2001:db8::1`, `192.0.2.1:8080` → `192.0.2.1` (some proxies add ports). */
function stripPort(entry: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1] ?? '';
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4WithPort?.[1] ?? entry;
}

/**
 * A valid IP address in one spelling: IPv4 as is, IPv6 lower-case and compressed (RFC 5952),
 * an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack socket reports for an IPv4
 * peer) as its IPv4 address. Zone ids are dropped. Anything else is null.
 */
export function normaliseIp(value: string | undefined | null): string | null {
  if (!value || value.length > 100) return null;
  const text = value.trim();
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return null;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return formatIpv6(groups);
}

/** The key a limit counts by for a normalised address (see ClientInfo.key). */
export function rateLimitKey(address: string | null): string {
  if (address === null) return 'unknown';
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  if (!groups) return 'unknown';
  return `${formatIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The eight 16-bit groups of an address node:net accepts as IPv6. */
function ipv6Groups(text: string): number[] | null {
  let body = text.toLowerCase().split('%')[0] ?? '';
  // An IPv4 tail (`::ffff:192.0.2.1`) is two groups written as dotted quads.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(body);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    body = `${body.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => Number.parseInt(group || 'x', 16)) : [];
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** RFC 5952: lower-case hex, no leading zeros, the longest run of two or more zero groups as `::`. */
function formatIpv6(groups: number[]): string {
  let best = { start: -1, length: 0 };
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > best.length && j - i >= 2) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start === -1) return hex.join(':');
  const left = hex.slice(0, best.start).join(':');
  const right = hex.slice(best.start + best.length).join(':');
  return `${left}::${right}`;
}
