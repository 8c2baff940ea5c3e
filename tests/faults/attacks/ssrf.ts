/**
 * Issue 20, finding 5: webhooks (and WORDPRESS_URL) could reach internal hosts, and the errors
 * shown made テスト送信 a port scanner; issue 30: `[::7f00:1]` and `[::a00:1]` (IPv4-compatible
 * IPv6) were saved and connected to. Through the admin form, as an admin would type them,
 * every address of the issue is refused and nothing is stored; an endpoint stored before the
 * fix (written straight into the database) is not reached when tested, and the error the
 * staff read is a category. The server runs without OUTBOUND_ALLOW_LOOPBACK, as in production.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { check, formPost, staffCookie } from '../attack-support.ts';
import type { AttackScenario } from './scenario.ts';

const INTERNAL = (port: number) => [
  `https://10.0.0.1:${port}/`,
  `https://192.168.1.1:${port}/`,
  `https://169.254.169.254/latest/meta-data/`,
  `https://100.64.0.1:${port}/`,
  `https://[fd00::1]:${port}/`,
  `https://[fe80::1]:${port}/`,
  `https://0.0.0.0:${port}/`,
  `https://[::ffff:127.0.0.1]:${port}/`,
  `https://[::1]:${port}/`,
  `https://localhost:${port}/`,
  `https://127.0.0.1:${port}/`,
  `http://127.1:${port}/`,
  `http://2130706433:${port}/`,
  `http://0x7f000001:${port}/`,
  `http://127.0.0.1:${port}/`,
  `https://224.0.0.1:${port}/`,
  // Issue 30: IPv6 ranges that carry an internal IPv4 address (IPv4-compatible, NAT64).
  `https://[::7f00:1]:${port}/`,
  `https://[::a00:1]:${port}/`,
  `https://[64:ff9b:1::a00:1]:${port}/`,
  `https://[64:ff9b::7f00:1]:${port}/`,
];

export const scenarios: AttackScenario[] = [
  {
    name: 'ssrf: webhooks refuse every internal address, typed or stored',
    env: { OUTBOUND_ALLOW_LOOPBACK: '0' },
    async run({ url, db }) {
      // A receiver on this machine that must never hear from the server.
      let reached = 0;
      const receiver = createServer((_req, res) => {
        reached += 1;
        res.writeHead(500).end('internal service: secret banner');
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const port = (receiver.address() as AddressInfo).port;
      try {
        const { user, cookie } = await staffCookie(db, 'admin');
        for (const target of INTERNAL(port)) {
          const answer = await formPost(
            url,
            '/admin/integrations',
            {
              intent: 'add',
              url: target,
              secret: 'a secret of enough length',
              format: 'json',
              'event.lead.created': '1',
            },
            { cookie },
          );
          check(answer.status === 422, `${target} was accepted (${answer.status})`);
        }
        const stored = await db.selectFrom('webhook_endpoints').select('url').execute();
        check(stored.length === 0, `stored: ${stored.map((row) => row.url).join(', ')}`);

        // One stored before the fix: テスト送信 must not reach it.
        const id = randomUUID();
        const now = new Date().toISOString();
        await db
          .insertInto('webhook_endpoints')
          .values({
            id,
            url: `https://[::7f00:1]:${port}/hook`,
            secret: 'a secret of enough length',
            events: 'lead.created',
            format: 'json',
            disabled: false,
            created_at: now,
            updated_at: now,
          })
          .execute();
        const test = await formPost(url, '/admin/integrations', { intent: 'test', id }, { cookie });
        check(test.status === 303, `テスト送信 answered ${test.status}`);
        let error: string | null = null;
        for (let i = 0; i < 100 && error === null; i += 1) {
          const job = await db
            .selectFrom('outbox_jobs')
            .select(['last_error'])
            .where('endpoint_id', '=', id)
            .executeTakeFirst();
          error = job?.last_error ?? null;
          if (error === null) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        check(reached === 0, `the internal receiver was reached ${reached} time(s)`);
        check(error !== null, 'the test delivery was never attempted');
        check(!/secret banner|ECONNREFUSED|127\.0\.0\.1/.test(error), `the error maps the network: ${error}`);
        void user;
        return `${INTERNAL(port).length} internal URLs refused, none stored; a stored one unreached (${error})`;
      } finally {
        await new Promise((resolve) => receiver.close(resolve));
      }
    },
  },
];
