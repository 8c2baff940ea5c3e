/**
 * Every request this server makes to an address an admin typed (webhooks, the WordPress import,
 * any later fetch) goes through here, so it reaches only the public internet
 * (docs/decisions/021-outgoing-requests-to-public-addresses-only.md):
 *
 * - https only; no user or password in the URL.
 * - The host is resolved, and every address of the answer must be public unicast by ipaddr.js's
 *   own ranges (`range() === 'unicast'`): loopback, private, link-local, CGNAT, unique-local,
 *   IPv4-mapped, unspecified, multicast, broadcast, reserved and the IPv6 transition ranges are
 *   refused; so is every IPv6 range that embeds an IPv4 address (`::/96` too, which ipaddr.js
 *   calls unicast), except NAT64 to a public IPv4 address (embeddedIpv4). The URL parser has already turned `127.1`, `2130706433` and `0x7f000001` into
 *   `127.0.0.1`, so a numeric host is checked the same way.
 * - The check runs inside the connection's own `lookup`, and the socket connects to the address
 *   that passed: a DNS answer cannot change between the check and the connect (rebinding), and
 *   it is checked again at every new connection.
 *
 * `OUTBOUND_ALLOW_LOOPBACK=1` (tests only) also allows http:// and loopback addresses, for the
 * receivers the tests run on 127.0.0.1.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Agent } from 'undici';
import { outboundFailureJa } from '../../content/outbound.ts';

export interface OutboundPolicy {
  /** http:// and loopback addresses too: the tests' receivers on 127.0.0.1. Never in production. */
  allowLoopback: boolean;
  /** Resolves a host name to its addresses; the system resolver by default (tests inject one). */
  resolve?: (hostname: string) => Promise<string[]>;
}

/**
 * One setting for the process, kept on globalThis: the server's entry (src/http) and Astro's
 * bundle (dist/server) each load their own copy of this module, and both must see it.
 */
const POLICY = Symbol.for('pelvia.outboundPolicy');
const store = globalThis as unknown as { [POLICY]?: OutboundPolicy };

/** Set once at boot from the parsed environment (and by the tests' loopback receivers). */
export function setOutboundPolicy(next: OutboundPolicy): void {
  store[POLICY] = next;
}

export function outboundPolicy(): OutboundPolicy {
  return store[POLICY] ?? { allowLoopback: false };
}

/** Why a request was not made or did not get an answer; the staff see these words. */
export type OutboundFailure = 'refused' | 'dns' | 'connect' | 'tls' | 'timeout';

/** `message` is the category in the staff's words; `detail` the network's own text, for the log. */
export class OutboundError extends Error {
  readonly failure: OutboundFailure;
  readonly detail: string;
  constructor(failure: OutboundFailure, detail: string) {
    super(outboundFailureJa[failure]);
    this.failure = failure;
    this.detail = detail;
  }
}

/**
 * IPv6 ranges that carry an IPv4 address (issue 30: `[::7f00:1]` reached 127.0.0.1), and where
 * the 32 bits sit. ipaddr.js calls the deprecated IPv4-compatible range `::/96` 'unicast'.
 * Only NAT64 may lead anywhere (a DNS64 resolver answers public hosts with it), and only to a
 * public IPv4 address; the others are refused whatever they embed.
 */
const EMBEDS_IPV4: { range: [ipaddr.IPv6, number]; at: number; nat64: boolean }[] = [
  { range: ipaddr.IPv6.parseCIDR('::/96'), at: 12, nat64: false },
  { range: ipaddr.IPv6.parseCIDR('::ffff:0:0/96'), at: 12, nat64: false },
  { range: ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96'), at: 12, nat64: false },
  { range: ipaddr.IPv6.parseCIDR('64:ff9b::/96'), at: 12, nat64: true },
  { range: ipaddr.IPv6.parseCIDR('64:ff9b:1::/48'), at: 12, nat64: true },
  { range: ipaddr.IPv6.parseCIDR('2002::/16'), at: 2, nat64: false },
  { range: ipaddr.IPv6.parseCIDR('2001::/32'), at: 12, nat64: false },
];

/** The IPv4 address an IPv6 one embeds (NAT64, IPv4-compatible, mapped, 6to4, Teredo), if any. */
export function embeddedIpv4(address: ipaddr.IPv6): { ipv4: ipaddr.IPv4; nat64: boolean } | null {
  const entry = EMBEDS_IPV4.find(({ range }) => address.match(range));
  if (!entry) return null;
  const bytes = address.toByteArray().slice(entry.at, entry.at + 4);
  // Teredo stores the client's address inverted (RFC 4380).
  const octets = entry.range[0].parts[0] === 0x2001 ? bytes.map((byte) => byte ^ 0xff) : bytes;
  return { ipv4: new ipaddr.IPv4(octets), nat64: entry.nat64 };
}

/** Public unicast, or loopback when the policy allows it. */
export function isAllowedAddress(address: string, rules: OutboundPolicy = outboundPolicy()): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (rules.allowLoopback && range === 'loopback') return true;
  if (parsed.kind() === 'ipv6') {
    const embedded = embeddedIpv4(parsed as ipaddr.IPv6);
    if (embedded) return embedded.nat64 && embedded.ipv4.range() === 'unicast';
  }
  return range === 'unicast';
}

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

export type UrlProblem = 'url' | 'https' | 'address';

/** What can be told from the URL alone: scheme, credentials, a numeric host's range. */
export function checkOutboundUrl(
  value: string | URL,
  rules: OutboundPolicy = outboundPolicy(),
): { ok: true; url: URL } | { ok: false; problem: UrlProblem } {
  let url: URL;
  try {
    url = typeof value === 'string' ? new URL(value) : value;
  } catch {
    return { ok: false, problem: 'url' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, problem: 'url' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'url' };
  const host = bare(url.hostname).toLowerCase();
  const numeric = ipaddr.isValid(host);
  if (numeric && !isAllowedAddress(host, rules)) return { ok: false, problem: 'address' };
  const loopback = host === 'localhost' || (numeric && ipaddr.parse(host).range() === 'loopback');
  if (host === '' || host.endsWith('.localhost') || (loopback && !rules.allowLoopback)) {
    return { ok: false, problem: 'address' };
  }
  // Plain http would carry personal data readable on the way: only to loopback, in tests.
  if (url.protocol === 'http:' && !(loopback && rules.allowLoopback)) return { ok: false, problem: 'https' };
  return { ok: true, url };
}

const systemResolve = (hostname: string): Promise<string[]> =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) =>
      error ? reject(error) : resolve(addresses.map((entry) => entry.address)),
    ),
  );

/** A `lookup` for net/tls.connect that answers only with an address that passed the check. */
export function checkedLookup(rules: OutboundPolicy = outboundPolicy()): LookupFunction {
  return (hostname, options, callback) => {
    const resolve = rules.resolve ?? systemResolve;
    const literal = ipaddr.isValid(bare(hostname)) ? [bare(hostname)] : null;
    (literal ? Promise.resolve(literal) : resolve(hostname)).then(
      (addresses) => {
        const fail = (message: string) =>
          callback(Object.assign(new OutboundError('refused', message), { code: 'EOUTBOUND' }), '', 4);
        if (addresses.length === 0) return fail(`no address for ${hostname}`);
        // Every address must pass: a mixed answer is how rebinding hides a private one.
        const refused = addresses.find((address) => !isAllowedAddress(address, rules));
        if (refused !== undefined) return fail(`${hostname} resolves to a refused address`);
        const address = addresses[0] ?? '';
        const family = ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4;
        if ((options as { all?: boolean }).all) {
          (callback as unknown as (e: null, list: LookupAddress[]) => void)(null, [{ address, family }]);
        } else callback(null, address, family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

/**
 * undici, loaded at the first outgoing request (a webhook, the WordPress import): the
 * environment check imports this module at every start, and undici costs ~20 MB (issue 30).
 */
let undici: Promise<typeof import('undici')> | undefined;
const loadUndici = () => {
  undici ??= import('undici');
  return undici;
};

const agents = new WeakMap<OutboundPolicy, Agent>();
function agentFor(rules: OutboundPolicy, { Agent }: typeof import('undici')): Agent {
  let agent = agents.get(rules);
  if (!agent) {
    // A kept-alive socket stays on the address checked when it opened; a new one checks again.
    agent = new Agent({ connect: { lookup: checkedLookup(rules) } });
    agents.set(rules, agent);
  }
  return agent;
}

/** The category of a failed request (`fetch failed` and its cause) for the staff to read. */
export function classifyFailure(error: unknown, signal?: AbortSignal): OutboundError {
  if (error instanceof OutboundError) return error;
  if (signal?.aborted) return new OutboundError('timeout', 'timeout');
  const causes: unknown[] = [];
  for (let e: unknown = error; e instanceof Error && causes.length < 5; e = e.cause) causes.push(e);
  const codes = causes.map((e) => String((e as NodeJS.ErrnoException).code ?? ''));
  const text = causes.map((e) => (e as Error).message).join(': ');
  const found = causes.find((e): e is OutboundError => e instanceof OutboundError);
  if (found || codes.includes('EOUTBOUND')) return new OutboundError('refused', text);
  if (codes.some((code) => code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA'))
    return new OutboundError('dns', text);
  if (codes.some((code) => code.includes('TIMEOUT'))) return new OutboundError('timeout', text);
  if (codes.some((code) => /CERT|SSL|TLS|SELF_SIGNED|ERR_SSL/.test(code)) || /certificate|SSL|TLS/i.test(text))
    return new OutboundError('tls', text);
  return new OutboundError('connect', text);
}

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/**
 * fetch() to a checked address: never follows a redirect (a 3xx is the answer), throws an
 * OutboundError with a category when no answer came.
 */
export async function outboundFetch(
  url: string,
  init: OutboundInit = {},
  rules: OutboundPolicy = outboundPolicy(),
): Promise<Response> {
  const checked = checkOutboundUrl(url, rules);
  if (!checked.ok) throw new OutboundError('refused', `refused URL (${checked.problem})`);
  const library = await loadUndici();
  try {
    // undici's Response is the platform's (Node's fetch is undici); only the types differ.
    return (await library.fetch(checked.url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body,
      signal: init.signal,
      redirect: 'manual',
      dispatcher: agentFor(rules, library),
    })) as unknown as Response;
  } catch (error) {
    if (init.signal?.aborted && !(error instanceof OutboundError)) throw init.signal.reason;
    throw classifyFailure(error, init.signal);
  }
}

/** outboundFetch with fetch()'s signature, for code written against fetch (the WordPress import). */
export const outboundFetchAsFetch = ((input: string | URL, init?: RequestInit) =>
  outboundFetch(String(input), {
    method: init?.method,
    headers: init?.headers as Record<string, string> | undefined,
    signal: init?.signal ?? undefined,
  })) as typeof globalThis.fetch;
