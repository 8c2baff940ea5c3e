import { describe, expect, it } from 'vitest';
import {
  type ClientRequest,
  forwardedEntry,
  normaliseIp,
  rateLimitKey,
  resolveClient,
} from '../../../src/http/client-address.server.ts';
import { parseEnv } from '../../../src/server/platform/env.server.ts';

const request = (
  headers: Record<string, string | string[]>,
  remoteAddress: string | null = '10.0.0.2',
  encrypted = false,
): ClientRequest => ({ headers, socket: { remoteAddress: remoteAddress ?? undefined, encrypted } });

describe('TRUST_PROXY', () => {
  it('defaults to 0, takes whole numbers of hops, and names the variable otherwise', () => {
    const hops = (value?: string) => {
      const result = parseEnv({ TRUST_PROXY: value });
      return result.ok ? result.env.TRUST_PROXY : result.errors.join();
    };
    expect(hops(undefined)).toBe(0);
    expect(hops('1')).toBe(1);
    expect(hops('2')).toBe(2);
    for (const bad of ['-1', '1.5', 'yes', 'true', '11']) expect(hops(bad)).toMatch(/^TRUST_PROXY: /);
  });
});

describe('resolveClient', () => {
  it('ignores X-Forwarded-For and X-Forwarded-Proto entirely with TRUST_PROXY=0', () => {
    const client = resolveClient(
      request({ 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' }, '192.0.2.10'),
      { trustProxy: 0 },
    );
    expect(client).toEqual({ address: '192.0.2.10', key: '192.0.2.10', https: false });
  });

  it('takes the N-th address from the right, so entries a visitor adds on the left change nothing', () => {
    const headers = { 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 198.51.100.7, 203.0.113.9' };
    expect(resolveClient(request(headers), { trustProxy: 1 }).address).toBe('203.0.113.9');
    expect(resolveClient(request(headers), { trustProxy: 2 }).address).toBe('198.51.100.7');
    // A forged entry on the left, as nginx's $proxy_add_x_forwarded_for passes it on.
    const forged = { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' };
    expect(resolveClient(request(forged), { trustProxy: 1 }).address).toBe('203.0.113.9');
  });

  it('reads several X-Forwarded-For headers as one list, in order', () => {
    const headers = { 'x-forwarded-for': ['198.51.100.7', '203.0.113.9, 192.0.2.5'] };
    expect(resolveClient(request(headers), { trustProxy: 2 }).address).toBe('203.0.113.9');
  });

  it('takes the leftmost entry when there are fewer than N, and the socket when there is none', () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    expect(resolveClient(request(headers), { trustProxy: 3 }).address).toBe('203.0.113.9');
    expect(resolveClient(request({}), { trustProxy: 1 }).address).toBe('10.0.0.2');
    expect(resolveClient(request({ 'x-forwarded-for': '  ' }), { trustProxy: 1 }).address).toBe('10.0.0.2');
  });

  it('falls back to the socket for garbage entries, without throwing', () => {
    for (const junk of [
      'unknown',
      'not an ip',
      '999.1.1.1',
      '[',
      'http://[',
      '::g',
      '1.2.3.4.5',
      '',
      ',',
      `${'9'.repeat(500)}`,
    ]) {
      const client = resolveClient(request({ 'x-forwarded-for': junk }), { trustProxy: 1 });
      expect(client, junk).toEqual({ address: '10.0.0.2', key: '10.0.0.2', https: false });
    }
  });

  it('accepts entries with a port, bracketed IPv6 and IPv4-mapped IPv6', () => {
    const address = (xff: string) => resolveClient(request({ 'x-forwarded-for': xff }), { trustProxy: 1 }).address;
    expect(address('203.0.113.9:51234')).toBe('203.0.113.9');
    expect(address('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(address('[2001:db8::1]')).toBe('2001:db8::1');
    expect(address('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('keys IPv6 clients by their /64 and IPv4 clients by their address', () => {
    const a = resolveClient(request({}, '2001:db8:aa:bb:1:2:3:4'), { trustProxy: 0 });
    const b = resolveClient(request({}, '2001:db8:aa:bb:ffff:ffff:ffff:ffff'), { trustProxy: 0 });
    expect(a).toEqual({ address: '2001:db8:aa:bb:1:2:3:4', key: '2001:db8:aa:bb::/64', https: false });
    expect(b.key).toBe(a.key);
    // A dual-stack socket reports an IPv4 peer as IPv4-mapped IPv6: keyed as the IPv4 address.
    expect(resolveClient(request({}, '::ffff:192.0.2.1'), { trustProxy: 0 })).toMatchObject({
      address: '192.0.2.1',
      key: '192.0.2.1',
    });
  });

  it("has no address and the 'unknown' key when the socket has none", () => {
    expect(resolveClient(request({}, null), { trustProxy: 0 })).toEqual({
      address: null,
      key: 'unknown',
      https: false,
    });
  });

  it('knows HTTPS from a TLS socket, an https SITE_URL, or a trusted X-Forwarded-Proto only', () => {
    const https = (headers: Record<string, string>, options: { trustProxy: number; siteUrl?: string }, tls = false) =>
      resolveClient(request(headers, '10.0.0.2', tls), options).https;
    expect(https({}, { trustProxy: 0 }, true)).toBe(true);
    expect(https({}, { trustProxy: 0, siteUrl: 'https://www.example.jp' })).toBe(true);
    expect(https({}, { trustProxy: 0, siteUrl: 'http://localhost:4321' })).toBe(false);
    expect(https({ 'x-forwarded-proto': 'https' }, { trustProxy: 0 })).toBe(false);
    expect(https({ 'x-forwarded-proto': 'https' }, { trustProxy: 1 })).toBe(true);
    expect(https({ 'x-forwarded-proto': 'HTTPS' }, { trustProxy: 1 })).toBe(true);
    expect(https({ 'x-forwarded-proto': 'http' }, { trustProxy: 1 })).toBe(false);
    expect(https({ 'x-forwarded-proto': 'https, http' }, { trustProxy: 1 })).toBe(false);
    expect(https({ 'x-forwarded-proto': 'javascript' }, { trustProxy: 1 })).toBe(false);
  });
});

describe('forwardedEntry', () => {
  it('counts from the right and clamps to the leftmost', () => {
    expect(forwardedEntry('a, b, c', 1)).toBe('c');
    expect(forwardedEntry('a, b, c', 3)).toBe('a');
    expect(forwardedEntry('a, b, c', 9)).toBe('a');
    expect(forwardedEntry(undefined, 1)).toBeUndefined();
  });
});

describe('normaliseIp', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8::0:1', '2001:db8::1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2:3:4:5:6'],
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['::', '::'],
    ['::1', '::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::FFFF:c633:6407', '198.51.100.7'],
    ['64:ff9b::192.0.2.1', '64:ff9b::c000:201'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseIp(input)).toBe(expected);
  });

  it.each(['', 'localhost', '1.2.3', '01.2.3.4x', '2001:db8::1::1', '12345::', 'g::1', '[::1]'])(
    'refuses %j',
    (input) => {
      expect(normaliseIp(input)).toBeNull();
    },
  );
});

describe('rateLimitKey', () => {
  it('is the IPv4 address, the IPv6 /64, or unknown', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(rateLimitKey('::1')).toBe('::/64');
    expect(rateLimitKey(null)).toBe('unknown');
  });
});
