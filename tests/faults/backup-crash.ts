/**
 * `npm run test:backups` (part of `npm test`): the server is killed (SIGKILL) in the middle
 * of its own nightly snapshot, on SQLite. Against the built product:
 * - a previous snapshot (taken by `npm run db:backup`) is byte for byte intact and verifies;
 * - the interrupted one left only a `.partial` file, never a file that looks whole;
 * - the next start discards the partial file and takes that day's snapshot again, which verifies;
 * - `npm run db:restore` refuses while that server runs; once it is stopped, the snapshot restored
 *   into a fresh DATA_DIR is served by a new server: /metrics (with its token) counts every lead,
 *   and answers 401 without the token.
 * Exits 1 on a failure.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256File, snapshotName, verifySnapshot } from '../../src/server/operations/backup.server.ts';
import { createDb } from '../../src/server/platform/db.server.ts';
import { migrateToLatest } from '../../src/server/platform/migrate.server.ts';
import { freePort, SERVER_NODE_FLAGS } from '../e2e/support/server.ts';
import { insertBulkLeads } from '../setup/bulk-leads.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const LEADS = 100_000;
const TOKEN = 'backup-crash-metrics-token';
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  process.stdout.write(`  ${ok ? 'ok  ' : 'FAIL'} ${what}\n`);
  if (!ok) failures.push(what);
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startServer(dataDir: string, port: number): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'src/http/main.server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      METRICS_TOKEN: TOKEN,
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await pause(2);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const npm = (args: string[], dataDir: string) =>
  spawnSync('npm', ['run', '-s', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'fatal' },
  });

if (!existsSync(join(root, 'dist/server/entry.mjs'))) {
  process.stderr.write('No build in dist/: run `npm run build` first.\n');
  process.exit(1);
}

const dataDir = await mkdtemp(join(tmpdir(), 'pelvia-backup-crash-'));
const restoreDir = await mkdtemp(join(tmpdir(), 'pelvia-backup-restore-'));
const backupDir = join(dataDir, 'backups');
const running: ChildProcess[] = [];
try {
  const db = createDb({ dataDir });
  await migrateToLatest(db);
  await insertBulkLeads(db, LEADS);
  await db.destroy();
  process.stdout.write(`backup crash: ${LEADS} leads in ${dataDir}\n`);

  // Yesterday's snapshot, so that today's rotation keeps it beside today's.
  const previousName = snapshotName(new Date(Date.now() - 86_400_000));
  const previousFile = join(backupDir, previousName);
  const previous = npm(['db:backup', '--', '--to', previousFile], dataDir);
  check(previous.status === 0, 'npm run db:backup took the previous snapshot');
  const previousHash = await sha256File(previousFile);

  // The server starts today's snapshot at once; it is killed as soon as the copy is under way.
  const first = startServer(dataDir, await freePort());
  running.push(first.child);
  const partial = await waitFor('a .partial snapshot', async () =>
    (await readdir(backupDir)).find((n) => n.endsWith('.partial')),
  );
  first.child.kill('SIGKILL');
  await first.exited;
  const afterKill = await readdir(backupDir);
  process.stdout.write(`  killed during ${partial}; left: ${afterKill.join(', ')}\n`);
  check(afterKill.includes(partial), 'the interrupted snapshot is only a .partial file');
  check(
    afterKill.filter((n) => n.endsWith('.db')).length === 1,
    'no snapshot file that looks whole was left beside the previous one',
  );
  check((await sha256File(previousFile)) === previousHash, 'the previous snapshot is byte for byte intact');
  check((await verifySnapshot(previousFile)).ok, 'the previous snapshot verifies');

  const port = await freePort();
  const second = startServer(dataDir, port);
  running.push(second.child);
  const retaken = await waitFor(
    'the retaken snapshot',
    async () => {
      const names = await readdir(backupDir);
      const whole = names.filter((n) => n.endsWith('.db') && n !== previousName && names.includes(`${n}.sha256`));
      return whole.length > 0 && !names.some((n) => n.endsWith('.partial')) ? whole[0] : undefined;
    },
    120_000,
  );
  const retakenCheck = await verifySnapshot(join(backupDir, retaken));
  check(!(await readdir(backupDir)).includes(partial), 'the next start discarded the partial snapshot');
  check(
    retakenCheck.ok && retakenCheck.leads === LEADS,
    `the next start took today's snapshot again (${retaken}), verified`,
  );
  check((await sha256File(previousFile)) === previousHash, 'the previous snapshot is still intact');

  await waitFor('the server', () =>
    fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => (r.ok ? true : undefined),
      () => undefined,
    ),
  );
  const refused = npm(['db:restore', '--', join(backupDir, retaken)], dataDir);
  check(
    refused.status === 1 && /is using .*stop it first/.test(refused.stderr),
    'db:restore refuses while the server runs',
  );
  second.child.kill('SIGTERM');
  await second.exited;

  const restored = npm(['db:restore', '--', join(backupDir, retaken)], restoreDir);
  check(restored.status === 0, 'db:restore into a fresh DATA_DIR');
  const thirdPort = await freePort();
  const third = startServer(restoreDir, thirdPort);
  running.push(third.child);
  const url = `http://127.0.0.1:${thirdPort}`;
  await waitFor('the restored server', () =>
    fetch(`${url}/healthz`).then(
      (r) => (r.ok ? true : undefined),
      () => undefined,
    ),
  );
  const unauthorised = await fetch(`${url}/metrics`);
  check(unauthorised.status === 401, '/metrics answers 401 without the token');
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const served = [...text.matchAll(/^pelvia_leads_received_total\{locale="[^"]+"\} (\d+)$/gm)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
  check(served === LEADS, `the server on the restored DATA_DIR serves every lead (${served})`);
  third.child.kill('SIGTERM');
  await third.exited;
  const log = await readFile(join(restoreDir, 'server.pid'), 'utf8').catch(() => 'gone');
  check(log === 'gone', 'a stopped server removes its server.pid');
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  await rm(restoreDir, { recursive: true, force: true });
}
process.stdout.write(failures.length > 0 ? `backup crash FAILED: ${failures.join('; ')}\n` : 'backup crash: ok\n');
process.exit(failures.length > 0 ? 1 : 0);
