import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, embeddedIpv4, isAllowedAddress } from '../../../../src/server/platform/outbound.server.ts';

const strict = { allowLoopback: false };

describe('IPv6 addresses that carry an IPv4 one (issue 30)', () => {
  it('finds the embedded address in every range that maps to IPv4', () => {
    const embedded = (address: string) => embeddedIpv4(ipaddr.IPv6.parse(address))?.ipv4.toString();
    expect(embedded('::7f00:1')).toBe('127.0.0.1');
    expect(embedded('::a00:1')).toBe('10.0.0.1');
    expect(embedded('::ffff:192.168.1.1')).toBe('192.168.1.1');
    expect(embedded('::ffff:0:a9fe:a9fe')).toBe('169.254.169.254');
    expect(embedded('64:ff9b::a00:1')).toBe('10.0.0.1');
    expect(embedded('64:ff9b:1::a00:1')).toBe('10.0.0.1');
    expect(embedded('2002:c0a8:101::1')).toBe('192.168.1.1');
    // Teredo keeps the client's address inverted: 0x3fff_fdd2 ^ 0xffff_ffff = 192.0.2.45.
    expect(embedded('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toBe('192.0.2.45');
    expect(embedded('2606:4700::1111')).toBeUndefined();
  });

  it('refuses them unless NAT64 leads to a public IPv4 address', () => {
    for (const address of [
      '::7f00:1',
      '::a00:1',
      '::8.8.8.8',
      '::ffff:8.8.8.8',
      '64:ff9b::7f00:1',
      '64:ff9b::a00:1',
      '64:ff9b:1::a00:1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::1',
      '2002:808:808::1',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
      '::',
      '::1',
    ]) {
      expect(isAllowedAddress(address, strict), address).toBe(false);
    }
    expect(isAllowedAddress('64:ff9b::808:808', strict)).toBe(true);
    expect(isAllowedAddress('64:ff9b:1::808:808', strict)).toBe(true);
    expect(isAllowedAddress('2606:4700::1111', strict)).toBe(true);
    expect(isAllowedAddress('::1', { allowLoopback: true })).toBe(true);
  });

  it('refuses them typed in a URL, before anything is resolved', () => {
    for (const url of ['https://[::7f00:1]/', 'https://[::a00:1]/', 'https://[64:ff9b:1::a00:1]/']) {
      expect(checkOutboundUrl(url, strict), url).toEqual({ ok: false, problem: 'address' });
    }
    expect(checkOutboundUrl('https://[64:ff9b::808:808]/', strict).ok).toBe(true);
  });
});
