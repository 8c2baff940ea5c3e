/**
 * The process itself: refusing bad configuration, and stopping cleanly on SIGTERM. These drive
 * Node directly (no browser page).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures.ts';
import { freePort, SERVER_NODE_FLAGS, startBuiltServer } from './support/server.ts';

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
      env: {
        ...process.env,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        APP_SECRET: 'a shared secret of at least thirty-two characters',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Could not open the database (PostgreSQL at DATABASE_URL)');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  test('several instances (PostgreSQL) without APP_SECRET refuse to start, naming it', () => {
    const { APP_SECRET: _unset, ...inherited } = process.env;
    const result = spawnSync(process.execPath, [main], {
      env: { ...inherited, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('APP_SECRET is required when DATABASE_URL is set');
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

  test('without SITE_URL, the first-run setup URL it logs is on the PORT it listens on', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), 'pelvia-site-url-'));
    // 0.0.0.0 binds every interface; a browser opens localhost.
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
      env: { ...process.env, PORT: String(port), HOST: '0.0.0.0', SITE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const setupUrl = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (chunk: string) => {
          out += chunk;
          const found = /"setupUrl":"([^"]+)"/.exec(out)?.[1];
          if (found) resolve(found);
        });
        child.once('exit', () => reject(new Error(`exited before logging a setup URL:\n${out}`)));
      });
      expect(setupUrl).toMatch(new RegExp(`^http://localhost:${port}/admin/setup\\?token=`));
      // The logged link opens on this machine: the setup page answers there.
      const page = await fetch(setupUrl.replace('localhost', '127.0.0.1'));
      expect(page.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
