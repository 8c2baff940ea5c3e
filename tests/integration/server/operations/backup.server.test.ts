/**
 * Backups on SQLite (the snapshot is of the SQLite file; PostgreSQL has pg_dump): a snapshot
 * taken while brochure requests keep arriving holds every one acknowledged before it began,
 * restores into a fresh DATA_DIR, and the server's own start-up (createServices: migrations,
 * seeding) runs on it and serves them. A flipped byte fails db:verify with a clear message.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import {
  discardPartialSnapshots,
  snapshotName,
  takeSnapshot,
  verifySnapshot,
} from '../../../../src/server/operations/backup.server.ts';
import { runNightlyBackup } from '../../../../src/server/operations/backup-schedule.server.ts';
import { restoreSnapshot } from '../../../../src/server/operations/restore.server.ts';
import { holdServerLock } from '../../../../src/server/operations/server-lock.server.ts';
import { parseEnv } from '../../../../src/server/platform/env.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { closeServices, createServices } from '../../../../src/server/services.server.ts';
import { useTestDb } from '../../../setup/db.ts';
import { validLead } from '../../../setup/factories.ts';

const run = promisify(execFile);
const temp: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'pelvia-backup-test-'));
  temp.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(temp.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const lead = (i: number) => ({ ...validLead, email: `lead${i}@example.jp`, name: `山田 ${i}` });
const context = (i: number) => ({
  locale: 'ja' as const,
  idempotencyKey: `backup-test-key-${i}-0000000000`,
  fillMs: 60_000,
});

describe('backups on sqlite', () => {
  const t = useTestDb('sqlite');

  it('a snapshot taken while 200 requests arrive holds every one acknowledged before it began, and restores', async () => {
    const acknowledgedAt = new Map<string, number>();
    let backupStarted = Number.POSITIVE_INFINITY;
    const arrivals = Array.from({ length: 200 }, async (_, i) => {
      const result = await createBrochureRequest(t.db, lead(i), context(i));
      expect(result.ok).toBe(true);
      acknowledgedAt.set(`lead${i}@example.jp`, performance.now());
    });
    // The backup starts once some requests are in and the rest are still arriving.
    while (acknowledgedAt.size < 50) await new Promise((r) => setImmediate(r));
    const backupDir = await tempDir();
    backupStarted = performance.now();
    const snapshot = await takeSnapshot({ dataDir: t.current.location, to: join(backupDir, snapshotName(new Date())) });
    await Promise.all(arrivals);

    const before = [...acknowledgedAt].filter(([, at]) => at < backupStarted).map(([email]) => email);
    expect(before.length).toBeGreaterThanOrEqual(50);
    const check = await verifySnapshot(snapshot.file);
    expect(check).toMatchObject({ ok: true, checksum: true });

    // Restore into a fresh DATA_DIR and start the server's services on it.
    const dataDir = await tempDir();
    const restored = await restoreSnapshot({ file: snapshot.file, dataDir });
    expect(restored).toMatchObject({ ok: true, keptAside: undefined });
    const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    if (!env.ok) throw new Error(env.errors.join());
    const services = await createServices(env.env, createLogger('silent'));
    try {
      const rows = await services.db.selectFrom('material_requests').select('email').execute();
      const inSnapshot = new Set(rows.map((row) => row.email));
      expect(before.filter((email) => !inSnapshot.has(email))).toEqual([]);
      expect(rows.length).toBe(check.ok ? check.leads : -1);
      const jobs = await services.db.selectFrom('outbox_jobs').select('id').execute();
      expect(jobs.length).toBe(rows.length * 2);
    } finally {
      await closeServices(services);
    }
  });

  it('a snapshot with one flipped byte fails db:verify with a clear message', async () => {
    await createBrochureRequest(t.db, lead(1), context(1));
    const dir = await tempDir();
    const { file } = await takeSnapshot({ dataDir: t.current.location, to: join(dir, 'copy.db') });
    const bytes = await readFile(file);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8((bytes.readUInt8(middle) ^ 0x01) & 0xff, middle);
    await writeFile(file, bytes);
    const result = await verifySnapshot(file);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toMatch(/^checksum mismatch: the file changed after it was taken/);

    const cli = await run(process.execPath, ['scripts/db-verify.ts', file]).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain('is NOT a usable snapshot');
    expect(cli.stderr).toContain('checksum mismatch');
    expect(cli.stderr).not.toMatch(/\n\s+at /);

    // Without its checksum file the damage is still found by SQLite's own checks.
    await rm(`${file}.sha256`);
    await writeFile(file, Buffer.concat([Buffer.from('garbage!'), bytes.subarray(8)]));
    const bare = await verifySnapshot(file);
    expect(!bare.ok && bare.errors.join()).toMatch(/not a readable site database/);
  });

  it('restore refuses while a server holds DATA_DIR, and keeps the current database aside', async () => {
    const dir = await tempDir();
    const { file } = await takeSnapshot({ dataDir: t.current.location, to: join(dir, 'copy.db') });
    const dataDir = await tempDir();
    await writeFile(join(dataDir, 'site.db'), 'the current database');
    // A live process other than this one: the parent of the test worker.
    await writeFile(join(dataDir, 'server.pid'), `${process.ppid}\n`);
    const refused = await restoreSnapshot({ file, dataDir });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors[0]).toMatch(/a server \(pid \d+\) is using .*: stop it first/);
    // A pid file left by a killed server does not block: that process is gone.
    await writeFile(join(dataDir, 'server.pid'), '999999999\n');
    const done = await restoreSnapshot({ file, dataDir, now: new Date('2026-11-26T05:00:00Z') });
    expect(done).toMatchObject({ ok: true });
    expect(await readFile(join(dataDir, 'site.db.before-restore-20261126T050000Z'), 'utf8')).toBe(
      'the current database',
    );
    const lock = holdServerLock(dataDir);
    lock.release();
    expect((await readdir(dataDir)).includes('server.pid')).toBe(false);
  });

  it('the nightly run takes, verifies and rotates; what a crash left is discarded', async () => {
    const backupDir = await tempDir();
    await writeFile(join(backupDir, 'site-20261101T170000Z.db'), 'an old snapshot');
    await writeFile(join(backupDir, 'site-20261101T170000Z.db.sha256'), 'x');
    await writeFile(join(backupDir, 'site-20261125T170000Z.db.partial'), 'half');
    await writeFile(join(backupDir, 'site-20261124T170000Z.db.sha256'), 'orphan');
    expect(await discardPartialSnapshots(backupDir)).toEqual(
      expect.arrayContaining(['site-20261125T170000Z.db.partial', 'site-20261124T170000Z.db.sha256']),
    );
    const report = await runNightlyBackup(
      { dataDir: t.current.location, backupDir, keep: { daily: 7, weekly: 1 } },
      new Date('2026-11-25T17:00:00Z'),
    );
    expect(report.removed).toEqual(['site-20261101T170000Z.db']);
    expect((await readdir(backupDir)).sort()).toEqual(['site-20261125T170000Z.db', 'site-20261125T170000Z.db.sha256']);
  });
});
