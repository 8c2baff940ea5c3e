/**
 * Cached public data follows a write on every instance (ADR 006). "Instances" here are
 * separate database handles on one database, each with its own cache and, on PostgreSQL, its
 * own LISTEN connection: what two server processes have. Propagation times are printed.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createClinic, listPublishedClinics, updateClinic } from '../../../../src/server/content/clinics.server.ts';
import {
  CACHE_MAX_ENTRIES,
  type ContentListener,
  cached,
  checkContentVersions,
  onContentChange,
  seenContentVersion,
  startContentListener,
  VERSION_CHECK_INTERVAL_MS,
  writeContent,
} from '../../../../src/server/content/content-version.server.ts';
import { createNews, listNews, updateNews } from '../../../../src/server/content/news.server.ts';
import type { Db } from '../../../../src/server/platform/db.server.ts';
import { parseEnv } from '../../../../src/server/platform/env.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { closeServices, createServices } from '../../../../src/server/services.server.ts';
import {
  openAnotherHandle,
  openSchemaBeside,
  postgresOptions,
  type TestDb,
  testBackends,
  useTestDb,
} from '../../../setup/db.ts';
import { createClinicRow } from '../../../setup/factories.ts';
import { TEST_APP_SECRET } from '../../../setup/load-run.ts';

const silent = createLogger('silent');
const clinic = (overrides: Record<string, unknown> = {}) => ({
  clinicName: '銀座ウロギネクリニック',
  address: '東京都中央区銀座1-2-3',
  services: '泌尿器科・婦人科',
  doctor: '山田 花子',
  phone: '03-1234-5678',
  url: 'https://clinic.example.jp/',
  ...overrides,
});
const names = async (db: Db) => (await listPublishedClinics(db)).map((c) => c.clinicName);

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, stepMs = 5): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  return performance.now() - start;
}

const report = (what: string, ms: number) => {
  process.stdout.write(`[propagation] ${what}: ${ms.toFixed(1)} ms\n`);
};

function listenTo(testDb: TestDb, db: Db, retryMs?: number): ContentListener {
  return startContentListener(db, {
    ...postgresOptions(testDb),
    log: silent,
    ...(retryMs === undefined ? {} : { retryMs }),
  });
}

describe.each(testBackends())('content versions on %s', (backend) => {
  const t = useTestDb(backend);

  it('an edit shows on the very next read in the process that made it', async () => {
    const created = await createClinic(t.db, clinic());
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(await names(t.db)).toEqual(['銀座ウロギネクリニック']);
    await updateClinic(t.db, created.clinic.id, clinic({ clinicName: '銀座第二クリニック' }));
    expect(await names(t.db)).toEqual(['銀座第二クリニック']);
    expect(seenContentVersion(t.db, 'clinics')).toBe(2);
  });

  it('loads once for concurrent readers, keeps the value until its topic moves, and tells subscribers', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const read = () => cached(t.db, 'news', 'count', load);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await cached(t.db, 'clinics', 'count', load)).toBe(2);

    const heard: string[] = [];
    const unsubscribe = onContentChange(t.db, 'news', (topic) => heard.push(topic));
    await writeContent(t.db, ['news'], async () => {});
    expect(heard).toEqual(['news']);
    expect(await read()).toBe(3);
    // Other topics keep theirs.
    expect(await cached(t.db, 'clinics', 'count', load)).toBe(2);
    unsubscribe();
    await writeContent(t.db, ['news'], async () => {});
    expect(heard).toEqual(['news']);
  });

  it('keeps one state per handle across two copies of the module (src/ and the Astro bundle)', async () => {
    // A second evaluation of the same file, as the built server has: main.server.ts runs the
    // listener from src/, the pages run the copy bundled into dist/server.
    const specifier = '../../../../src/server/content/content-version.server.ts?bundled-copy';
    const copy: typeof import('../../../../src/server/content/content-version.server.ts') = await import(
      /* @vite-ignore */ specifier
    );
    expect(copy.cached).not.toBe(cached);
    let loads = 0;
    const read = () => copy.cached(t.db, 'clinics', 'k', async () => ++loads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await writeContent(t.db, ['clinics'], async () => {});
    expect(await read()).toBe(2);
  });

  it('moves nothing when the write rolls back', async () => {
    await writeContent(t.db, ['clinics'], async () => {});
    let loads = 0;
    const read = () => cached(t.db, 'clinics', 'k', async () => ++loads);
    expect(await read()).toBe(1);
    await expect(
      writeContent(t.db, ['clinics'], async (trx) => {
        await createClinicRow(trx, { id: 'rolled-back' });
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await t.db.selectFrom('clinics').select('id').execute()).toEqual([]);
    const versions = await t.db.selectFrom('content_versions').select(['topic', 'version']).execute();
    expect(versions).toEqual([{ topic: 'clinics', version: 1 }]);
    expect(await read()).toBe(1);
  });

  it('keeps no failed load, reloads after maxAgeMs and bounds the entries per topic', async () => {
    let fail = true;
    const flaky = () =>
      cached(t.db, 'news', 'flaky', async () => {
        if (fail) throw new Error('down');
        return 'up';
      });
    await expect(flaky()).rejects.toThrow('down');
    fail = false;
    expect(await flaky()).toBe('up');

    let loads = 0;
    const aged = () => cached(t.db, 'news', 'aged', async () => ++loads, { maxAgeMs: 30 });
    expect(await aged()).toBe(1);
    expect(await aged()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await aged()).toBe(2);

    const keys: string[] = [];
    for (let i = 0; i <= CACHE_MAX_ENTRIES; i++) {
      await cached(t.db, 'clinics', `q${i}`, async () => {
        keys.push(`q${i}`);
        return i;
      });
    }
    // The oldest one was evicted: asking again loads it.
    await cached(t.db, 'clinics', 'q0', async () => {
      keys.push('q0 again');
      return 0;
    });
    expect(keys.at(-1)).toBe('q0 again');
    expect(keys).toHaveLength(CACHE_MAX_ENTRIES + 2);
  });

  it('news writes move the news version', async () => {
    const news = (title: string) => ({ title, content: '本文', publishDate: '2026-06-01', locale: 'ja' });
    const read = () => cached(t.db, 'news', 'ja', () => listNews(t.db, { locale: 'ja' }));
    const created = await createNews(t.db, news('first'));
    if (!created.ok) throw new Error('not created');
    expect((await read()).map((n) => n.title)).toEqual(['first']);
    const before = seenContentVersion(t.db, 'news') ?? 0;
    expect((await updateNews(t.db, created.item.id, news('edited'))).ok).toBe(true);
    expect(seenContentVersion(t.db, 'news')).toBe(before + 1);
    expect((await read()).map((n) => n.title)).toEqual(['edited']);
  });

  it('another instance without notifications follows within the check interval', async () => {
    await createClinic(t.db, clinic());
    const other = openAnotherHandle(t.current);
    try {
      expect(await names(other)).toEqual(['銀座ウロギネクリニック']);
      const list = await t.db.selectFrom('clinics').select('id').executeTakeFirstOrThrow();
      await updateClinic(t.db, list.id, clinic({ clinicName: '銀座第二クリニック' }));
      // Read every 20 ms, as visitors would; only the version check can tell this handle.
      const ms = await waitFor(async () => (await names(other))[0] === '銀座第二クリニック', 3_000, 20);
      report(
        `${backend}, no NOTIFY, commit on A until B serves it (version check every ${VERSION_CHECK_INTERVAL_MS} ms)`,
        ms,
      );
      expect(ms).toBeLessThan(VERSION_CHECK_INTERVAL_MS + 1_000);
    } finally {
      await other.destroy();
    }
  });
});

describe.runIf(testBackends().includes('postgres'))('two instances on PostgreSQL', () => {
  const t = useTestDb('postgres');

  it('a write through one instance reaches the other through NOTIFY within a second', async () => {
    const other = openAnotherHandle(t.current);
    const listener = listenTo(t.current, other);
    try {
      await listener.ready;
      expect(listener.listening).toBe(true);
      await createClinic(t.db, clinic());
      await waitFor(async () => (await names(other)).length === 1, 2_000);
      const id = (await t.db.selectFrom('clinics').select('id').executeTakeFirstOrThrow()).id;

      // The other instance reads nothing meanwhile, so no version check can be what tells it.
      const samples: number[] = [];
      for (let i = 0; i < 5; i++) {
        let heardAt = 0;
        const stop = onContentChange(other, 'clinics', () => {
          heardAt = performance.now();
        });
        const start = performance.now();
        await updateClinic(t.db, id, clinic({ clinicName: `改名${i}クリニック` }));
        await waitFor(() => heardAt > 0, 1_000, 1);
        stop();
        samples.push(heardAt - start);
        expect(await names(other)).toEqual([`改名${i}クリニック`]);
      }
      const sorted = [...samples].sort((a, b) => a - b);
      report(`postgres, NOTIFY, write through A until B's cache dropped (median of 5)`, sorted[2] ?? 0);
      report(`postgres, NOTIFY, write through A until B's cache dropped (max of 5)`, sorted[4] ?? 0);
      expect(Math.max(...samples)).toBeLessThan(1_000);
    } finally {
      await listener.stop();
      await other.destroy();
    }
  });

  it('hears only its own schema: parallel databases on one server never cross-talk', async () => {
    const stranger = await openSchemaBeside(t.current);
    const listener = listenTo(t.current, t.db);
    try {
      await listener.ready;
      const heard: string[] = [];
      onContentChange(t.db, 'clinics', (topic) => heard.push(topic));
      // Written in another schema: same channel, another payload prefix.
      await writeContent(stranger.db, ['clinics'], async () => {});
      await writeContent(stranger.db, ['clinics'], async () => {});
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual([]);
      // Through a second handle, so only the notification can tell this one.
      const writer = openAnotherHandle(t.current);
      try {
        await writeContent(writer, ['clinics'], async () => {});
        await waitFor(() => heard.length === 1, 1_000);
        expect(seenContentVersion(t.db, 'clinics')).toBe(1);
      } finally {
        await writer.destroy();
      }
    } finally {
      await listener.stop();
      await stranger.cleanup();
    }
  });

  it('reconnects after losing its connection and catches up on what it missed', async () => {
    const other = openAnotherHandle(t.current);
    const listener = listenTo(t.current, other, 100);
    try {
      await listener.ready;
      const pid = listener.backendPid;
      expect(pid).toBeTypeOf('number');
      let heard = 0;
      onContentChange(other, 'news', () => {
        heard += 1;
      });
      await checkContentVersions(other);
      heard = 0;
      await sql`select pg_terminate_backend(${pid})`.execute(t.db);
      // Written while the listener is down: its NOTIFY reaches no one here.
      await writeContent(t.db, ['news'], async () => {});
      const ms = await waitFor(() => heard === 1 && listener.listening, 5_000);
      report('postgres, missed while reconnecting (caught by the check on reconnect)', ms);
      expect(listener.backendPid).not.toBe(pid);
      // Listening again: the next one comes by NOTIFY.
      await writeContent(t.db, ['news'], async () => {});
      await waitFor(() => heard === 2, 1_000);
    } finally {
      await listener.stop();
      await other.destroy();
    }
  });

  it('two services on one database: a clinic edit shows on the other within a second; closing leaves no connection', async () => {
    const url = new URL(postgresOptions(t.current).databaseUrl);
    url.searchParams.set('options', `-c search_path=${t.current.location}`);
    const parsed = parseEnv({ DATABASE_URL: url.href, APP_SECRET: TEST_APP_SECRET, LOG_LEVEL: 'silent' });
    if (!parsed.ok) throw new Error(parsed.errors.join());
    const [a, b] = await Promise.all([createServices(parsed.env, silent), createServices(parsed.env, silent)]);
    const pids: number[] = [];
    try {
      await Promise.all([a.contentListener?.ready, b.contentListener?.ready]);
      for (const s of [a, b]) if (s.contentListener?.backendPid) pids.push(s.contentListener.backendPid);
      expect(pids).toHaveLength(2);

      const created = await createClinic(a.db, clinic());
      if (!created.ok) throw new Error('not created');
      expect(await names(b.db)).toEqual(['銀座ウロギネクリニック']);
      const start = performance.now();
      await updateClinic(a.db, created.clinic.id, clinic({ clinicName: '銀座第二クリニック' }));
      await waitFor(async () => (await names(b.db))[0] === '銀座第二クリニック', 1_000, 2);
      const ms = performance.now() - start;
      report('postgres, two services, edit on A starts until B serves it (B reads every 2 ms)', ms);
      expect(ms).toBeLessThan(1_000);
    } finally {
      await Promise.all([closeServices(a), closeServices(b)]);
    }
    const left = await sql<{ pid: number }>`select pid from pg_stat_activity where pid = any(${pids})`.execute(t.db);
    expect(left.rows).toEqual([]);
  });
});
