/**
 * The process itself: refusing bad configuration, and stopping cleanly on SIGTERM. These drive
 * Node directly (no browser page).
 */
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures.ts';
import { startBuiltServer } from './support/server.ts';

const main = fileURLToPath(new URL('../../src/http/main.server.ts', import.meta.url));

test.describe('server process', { tag: '@desktop' }, () => {
  test('invalid configuration stops the server at start and names the variable', () => {
    const result = spawnSync(process.execPath, [main], {
      env: { ...process.env, PORT: 'eighty', SITE_URL: 'ftp://x', DATA_DIR: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('SITE_URL');
    expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  test('an unreachable database stops the server at start with a message', () => {
    const result = spawnSync(process.execPath, [main], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Could not open the database (PostgreSQL at DATABASE_URL)');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  test('SIGTERM finishes requests in flight, then exits 0', async () => {
    const server = await startBuiltServer();
    const { hostname, port } = new URL(server.url);
    // A client that sends its request slowly is still in flight when the signal arrives.
    const client = connect(Number(port), hostname);
    const response = new Promise<string>((resolve, reject) => {
      let data = '';
      client.on('data', (chunk) => {
        data += chunk;
      });
      client.on('end', () => resolve(data));
      client.on('error', reject);
    });
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    client.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    process.kill(server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    client.write('Connection: close\r\n\r\n');
    expect(await response).toMatch(/^HTTP\/1\.1 200/);
    expect(await server.exited).toBe(0);
    await server.stop();
  });
});
