/**
 * A tiny DNS server on 127.0.0.1 (UDP, a free port) that answers A and AAAA queries as the test
 * tells it, and counts the queries per name: a real resolver (`dns.Resolver` with
 * `setServers`) asks it, as it would ask any name server. Used to show that outgoing requests
 * refuse names resolving to internal addresses, and that a rebinding answer cannot pass.
 */
import { createSocket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface TestDns {
  /** `127.0.0.1:<port>`, for Resolver.setServers. */
  server: string;
  /** The addresses for a name, by how many times it was asked before (0-based). */
  answer(name: string, addresses: (query: number) => string[]): void;
  queries(name: string): number;
  /** Resolves through this server: A and AAAA, as a connection's lookup would. */
  resolve(hostname: string): Promise<string[]>;
  close(): Promise<void>;
}

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (message[at] !== 0 && at < message.length) {
    const length = message[at] ?? 0;
    labels.push(message.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

export async function startTestDns(): Promise<TestDns> {
  const answers = new Map<string, (query: number) => string[]>();
  const counts = new Map<string, number>();
  const socket = createSocket('udp4');
  socket.on('message', (message, remote) => {
    const { name, end } = readName(message, 12);
    const type = message.readUInt16BE(end);
    // A lookup asks A then AAAA: both belong to the n-th resolution, counted by its A query.
    const before = counts.get(name) ?? 0;
    if (type === 1) counts.set(name, before + 1);
    const index = type === 1 ? before : Math.max(0, before - 1);
    const kind = type === 28 ? 'ipv6' : 'ipv4';
    const addresses = (type === 1 || type === 28 ? (answers.get(name)?.(index) ?? []) : [])
      .map((address) => ipaddr.parse(address))
      .filter((address) => address.kind() === kind);
    const question = message.subarray(12, end + 4);
    const header = Buffer.alloc(12);
    message.copy(header, 0, 0, 2);
    header.writeUInt16BE(answers.has(name) ? 0x8180 : 0x8183, 2); // a response; NXDOMAIN for unknown names
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(addresses.length, 6);
    const records = addresses.map((address) => {
      const bytes = Buffer.from(address.toByteArray());
      const record = Buffer.alloc(12);
      record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      record.writeUInt16BE(type, 2);
      record.writeUInt16BE(1, 4);
      record.writeUInt32BE(0, 6); // TTL 0: nothing cached between queries
      record.writeUInt16BE(bytes.length, 10);
      return Buffer.concat([record, bytes]);
    });
    socket.send(Buffer.concat([header, question, ...records]), remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const server = `127.0.0.1:${(socket.address() as AddressInfo).port}`;
  const resolver = new Resolver({ timeout: 1000, tries: 1 });
  resolver.setServers([server]);
  return {
    server,
    answer: (name, addresses) => answers.set(name.toLowerCase(), addresses),
    queries: (name) => counts.get(name.toLowerCase()) ?? 0,
    async resolve(hostname) {
      const [v4, v6] = await Promise.all([
        resolver.resolve4(hostname).catch(() => []),
        resolver.resolve6(hostname).catch(() => []),
      ]);
      const all = [...v4, ...v6];
      if (all.length === 0) throw Object.assign(new Error(`queryA ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return all;
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
