import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDb, createDb, type Db, dialectOf } from '../../../../src/server/platform/db.server.ts';
import { toKyselySqlite, toSqliteParam } from '../../../../src/server/platform/sqlite-driver.server.ts';

describe('toSqliteParam', () => {
  it('binds booleans as 1/0 and undefined as null', () => {
    expect(toSqliteParam(true)).toBe(1);
    expect(toSqliteParam(false)).toBe(0);
    expect(toSqliteParam(undefined)).toBeNull();
  });

  it('passes other values through unchanged', () => {
    const bytes = new Uint8Array([1, 2]);
    for (const value of [null, 0, 1.5, 10n, 'text', bytes]) expect(toSqliteParam(value)).toBe(value);
  });
});

describe('toKyselySqlite', () => {
  let raw: DatabaseSync;

  beforeEach(() => {
    raw = new DatabaseSync(':memory:');
    raw.exec('create table t (id integer primary key, name text, flag boolean)');
  });

  afterEach(() => {
    if (raw.isOpen) raw.close();
  });

  it('reuses a prepared statement for the same SQL, but streams on a statement of their own', () => {
    const db = toKyselySqlite(raw);
    raw.exec("insert into t (name) values ('a'), ('b'), ('c')");
    expect(db.prepare('select name from t order by id')).toBe(db.prepare('select name from t order by id'));
    const stream = db.prepare('select name from t order by id').iterate([]);
    const first = stream.next().value as { name: string };
    // The same query run meanwhile (another request) does not reset the open stream.
    expect(db.prepare('select name from t order by id').all([])).toHaveLength(3);
    const rest = [...stream].map((row) => (row as { name: string }).name);
    expect([first.name, ...rest]).toEqual(['a', 'b', 'c']);
  });

  it('binds bytes as a blob, a view by its own offset, and reads a blob back as bytes', () => {
    const db = toKyselySqlite(raw);
    raw.exec('create table b (data blob)');
    const backing = Uint8Array.from([9, 9, 0, 1, 127, 128, 255, 9]);
    db.prepare('insert into b (data) values (?)').run([backing.subarray(2, 7)]);
    db.prepare('insert into b (data) values (?)').run([Buffer.from([0, 0xff])]);
    const rows = db.prepare('select data, typeof(data) as type from b').all([]) as { data: Uint8Array; type: string }[];
    expect(rows.map((row) => [row.type, [...row.data]])).toEqual([
      ['blob', [0, 1, 127, 128, 255]],
      ['blob', [0, 255]],
    ]);
    expect(rows[0]?.data).toBeInstanceOf(Uint8Array);
  });

  it('marks statements that return rows as readers', () => {
    const db = toKyselySqlite(raw);
    expect(db.prepare('select * from t').reader).toBe(true);
    expect(db.prepare('insert into t (name) values (?) returning id').reader).toBe(true);
    expect(db.prepare('insert into t (name) values (?)').reader).toBe(false);
    expect(db.prepare('update t set name = ?').reader).toBe(false);
  });

  it('takes parameters as one array and converts booleans', () => {
    const db = toKyselySqlite(raw);
    const result = db.prepare('insert into t (name, flag) values (?, ?)').run(['a', true]);
    expect(result.changes).toBe(1);
    expect(result.lastInsertRowid).toBe(1);
    db.prepare('insert into t (name, flag) values (?, ?)').run(['b', false]);

    expect(db.prepare('select name, flag from t where flag = ?').all([true])).toEqual([{ name: 'a', flag: 1 }]);
    const iterated = [...db.prepare('select name from t order by name').iterate([])];
    expect(iterated).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('closes the underlying database', () => {
    toKyselySqlite(raw).close();
    expect(raw.isOpen).toBe(false);
  });
});

describe('createDb with a data folder', () => {
  let dir: string;
  let db: Db;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'site-db-unit-'));
  });

  afterEach(async () => {
    await db?.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('creates the folder and site.db on first query, with the pragmas applied', async () => {
    const dataDir = join(dir, 'nested', 'data');
    db = createDb({ dataDir });
    expect(dialectOf(db)).toBe('sqlite');
    expect(await checkDb(db)).toBe(true);
    expect((await stat(join(dataDir, 'site.db'))).isFile()).toBe(true);

    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as Record<string, unknown>)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('foreign_keys')).toBe(1);
    // NORMAL
    expect(await pragma('synchronous')).toBe(1);
  });

  it('round-trips booleans through Kysely as 0/1', async () => {
    db = createDb({ dataDir: dir });
    await sql`create table flags (id text primary key, on_ boolean not null)`.execute(db);
    await sql`insert into flags values (${'a'}, ${true}), (${'b'}, ${false})`.execute(db);
    const { rows } = await sql<{ id: string; on_: number }>`select id, on_ from flags order by id`.execute(db);
    expect(rows).toEqual([
      { id: 'a', on_: 1 },
      { id: 'b', on_: 0 },
    ]);
  });

  it('reports an unusable database through checkDb instead of throwing', async () => {
    db = createDb({ dataDir: dir });
    expect(await checkDb(db)).toBe(true);
    await db.destroy();
    expect(await checkDb(db)).toBe(false);
  });
});
