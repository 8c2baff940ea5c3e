import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkedLookup,
  type OutboundPolicy,
  outboundFetch,
  setOutboundPolicy,
} from '../../../../src/server/platform/outbound.server.ts';
import { startTestDns, type TestDns } from '../../../setup/dns-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../setup/webhook-receiver.ts';

/**
 * Outgoing requests against a real resolver: a DNS server on 127.0.0.1 that the resolver asks
 * (tests/setup/dns-server.ts), and a receiver on loopback that must never be reached.
 */
describe('outgoing requests reach only public addresses', () => {
  let dns: TestDns;
  let receiver: WebhookReceiver;
  let strict: OutboundPolicy;

  beforeAll(async () => {
    dns = await startTestDns();
    receiver = await startWebhookReceiver();
    // startWebhookReceiver allows loopback for this process; these requests run without it.
    setOutboundPolicy({ allowLoopback: false });
    strict = { allowLoopback: false, resolve: dns.resolve };
  });
  afterAll(async () => {
    setOutboundPolicy({ allowLoopback: true });
    await receiver.close();
    await dns.close();
  });

  const failure = (url: string, rules: OutboundPolicy = strict) =>
    outboundFetch(url, { signal: AbortSignal.timeout(3000) }, rules).then(
      (answer) => `answered ${answer.status}`,
      (error: { failure?: string; message?: string }) => error.failure ?? error.message,
    );

  it('refuses names that resolve to internal addresses, before connecting', async () => {
    const internal = {
      'loopback.test': ['127.0.0.1'],
      'private.test': ['10.1.2.3'],
      'home.test': ['192.168.1.1'],
      'metadata.test': ['169.254.169.254'],
      'cgnat.test': ['100.64.0.1'],
      'unspecified.test': ['0.0.0.0'],
      'ula.test': ['fd00::1'],
      'mapped.test': ['::ffff:127.0.0.1'],
      // IPv4-compatible and NAT64 spellings of internal IPv4 addresses (issue 30).
      'compat.test': ['::7f00:1'],
      'compat-private.test': ['::a00:1'],
      'nat64.test': ['64:ff9b:1::a00:1'],
      'v6loop.test': ['::1'],
      'multicast.test': ['224.0.0.1'],
      // One internal address in the answer is enough to refuse it.
      'mixed.test': ['93.184.216.34', '127.0.0.1'],
    };
    for (const [name, addresses] of Object.entries(internal)) {
      dns.answer(name, () => addresses);
      expect(await failure(`https://${name}:${receiver.port}/`), name).toBe('refused');
      expect(dns.queries(name), name).toBe(1);
    }
    expect(receiver.received).toEqual([]);
  });

  it('refuses the numeric spellings of this machine without resolving anything', async () => {
    for (const url of [
      `https://127.1:${receiver.port}/`,
      `https://2130706433:${receiver.port}/`,
      `https://0x7f000001:${receiver.port}/`,
      `https://0.0.0.0:${receiver.port}/`,
      `https://[::ffff:127.0.0.1]:${receiver.port}/`,
      `https://[::7f00:1]:${receiver.port}/`,
      `http://127.0.0.1:${receiver.port}/`,
    ]) {
      expect(await failure(url), url).toBe('refused');
    }
    expect(receiver.received).toEqual([]);
  });

  it('connects to the address it checked: a rebinding answer cannot pass', async () => {
    // First answer public (unreachable here), every later one loopback: a check-then-fetch
    // would check the first and connect to the second.
    dns.answer('rebind.test', (query) => (query === 0 ? ['8.8.8.8'] : ['127.0.0.1']));
    dns.answer('rebind2.test', (query) => (query === 0 ? ['8.8.8.8'] : ['127.0.0.1']));
    const lookups: string[] = [];
    const lookup = checkedLookup(strict);
    const result = await new Promise<string>((resolve) =>
      lookup('rebind2.test', { all: true }, (error, address) => resolve(error ? 'error' : JSON.stringify(address))),
    );
    lookups.push(result);
    expect(lookups).toEqual([JSON.stringify([{ address: '8.8.8.8', family: 4 }])]);
    // The next resolution is the loopback one, and it is refused where the socket would use it.
    const second = await new Promise<string>((resolve) =>
      lookup('rebind2.test', {}, (error) => resolve(error ? 'refused' : 'passed')),
    );
    expect(second).toBe('refused');
    // Through a real request: resolved and checked once, and the socket goes to the public
    // address that passed (unreachable from this sandbox), never to the loopback receiver.
    expect(['connect', 'timeout']).toContain(await failure(`https://rebind.test:${receiver.port}/`));
    expect(dns.queries('rebind.test')).toBe(1);
    expect(receiver.received).toEqual([]);
  });

  it("reaches loopback over http only with the tests' setting", async () => {
    const loopback = { allowLoopback: true, resolve: dns.resolve };
    const answer = await outboundFetch(`http://127.0.0.1:${receiver.port}/ok`, {}, loopback);
    expect(answer.status).toBe(200);
    expect(receiver.received.map((request) => request.path)).toEqual(['/ok']);
    // Even then, other internal ranges stay refused.
    dns.answer('private2.test', () => ['10.0.0.7']);
    expect(await failure(`https://private2.test:${receiver.port}/`, loopback)).toBe('refused');
  });
});
