/**
 * Starts the built product (src/http/main.server.ts over dist/) on a free loopback port with
 * a throwaway data folder, and stops it by its own PID. Used by Playwright's global setup, the
 * budget script and the Lighthouse script.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  /** Resolves with the process's exit code once it has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * The V8 flags `npm start` runs the server with, read from package.json's `start` script, so
 * tests and benchmarks measure the same process (README, Configuration, says why these).
 */
const START_WORDS = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start.split(/\s+/);
export const SERVER_NODE_FLAGS: readonly string[] = [
  ...START_WORDS.filter((word) => word.startsWith('--')),
  // SERVER_CPU_PROFILE_DIR: each thread of the server writes a V8 CPU profile there when it
  // ends (Node refuses --cpu-prof in NODE_OPTIONS), to see what a benchmark's slow answers wait on.
  ...(process.env.SERVER_CPU_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROFILE_DIR}`, '--cpu-prof-interval=500']
    : []),
];

/** The C allocator's settings `npm start` sets before Node (README, Memory, says why). */
export const SERVER_NATIVE_ENV: Readonly<Record<string, string>> = Object.fromEntries(
  START_WORDS.filter((word) => /^MALLOC_\w+=/.test(word)).map((word) => word.split('=') as [string, string]),
);

/**
 * A free loopback port for a server about to start. Picked at random below the kernel's ephemeral
 * range, not by binding port 0: the kernel hands a port just freed to the next port-0 probe, so
 * two test workers starting servers together could be given the same one, and the slower one's
 * health check was answered by the other's server (a test then found its database unmigrated).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.unref();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server at ${url} did not become healthy within ${timeoutMs} ms`);
}

/**
 * `siteHost: 'localhost'`: the site is addressed (SITE_URL and the returned url) by that name
 * while it still listens on 127.0.0.1, for WebAuthn, whose relying-party id must be a domain.
 */
export async function startBuiltServer(
  extraEnv: Record<string, string> = {},
  options: { siteHost?: string } = {},
): Promise<RunningServer> {
  if (!existsSync(join(root, 'dist/server/entry.mjs'))) {
    throw new Error('No build in dist/: run `npm run build` first.');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'pelvia-e2e-'));
  const health = `http://127.0.0.1:${port}`;
  const url = `http://${options.siteHost ?? '127.0.0.1'}:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'src/http/main.server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_NATIVE_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // The tests' webhook receivers and stand-in WordPress listen on 127.0.0.1 over http; a
      // scenario that checks the refusal sets it to '0'.
      OUTBOUND_ALLOW_LOOPBACK: '1',
      ...(options.siteHost ? { SITE_URL: url } : {}),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start the server');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitForHealth(health, child, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid,
    dataDir,
    exited,
    async stop() {
      if (child.exitCode === null) {
        process.kill(pid, 'SIGTERM');
        const timer = setTimeout(() => child.exitCode === null && process.kill(pid, 'SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
