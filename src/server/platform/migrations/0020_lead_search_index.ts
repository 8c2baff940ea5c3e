/**
 * The inbox at a million leads (issue 23, ADR 023): every list, count and search reads an index
 * instead of the table.
 *
 * - Keyset paging compares `(created_at, id)` as a row value; composite indexes on those two
 *   columns serve it, alone or after an equality filter (status, product, owner). The inbox
 *   leaves duplicates out unless asked, so the filtered ones are partial (`duplicate_of is null`,
 *   a literal SQLite matches) and its bounded counts never touch the table.
 * - The dashboard counts the last 30 days by status, product and locale from one covering index,
 *   and the owners' overdue leads from (status, due_at, owner_id, created_at).
 * - Search: on SQLite an FTS5 table with the trigram tokenizer over the folded `search_text` and
 *   the phone and postal digits, an external-content index kept in step by triggers (the rowid
 *   is stable: backups copy pages, nothing runs VACUUM) and filled here by `rebuild`. On
 *   PostgreSQL pg_trgm GIN indexes over the same expressions the LIKE search uses; where the
 *   extension cannot be created the search keeps its full-scan LIKE and this says so once.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db.server.ts';

/**
 * Each begins with what it serves (an equality, then the order), and carries status, product and
 * duplicate_of after it: a count or a second filter then reads the index alone, and SQLite's
 * planner, which costs a partial index as if it read the table, sees it is covering and takes it.
 */
const PARTIAL = [
  ['material_requests_inbox_created_idx', ['created_at', 'id', 'status', 'product', 'duplicate_of']],
  ['material_requests_inbox_status_idx', ['status', 'created_at', 'id', 'product', 'duplicate_of']],
  ['material_requests_inbox_product_idx', ['product', 'created_at', 'id', 'status', 'duplicate_of']],
  ['material_requests_inbox_owner_idx', ['owner_id', 'created_at', 'id', 'status', 'product', 'duplicate_of']],
] as const;

const TRIGRAM = ['search_text', 'phone', 'postal_code'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // (created_at, id) replaces (created_at): it begins with the same column.
  await db.schema
    .createIndex('material_requests_created_id_idx')
    .on('material_requests')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema.dropIndex('material_requests_created_at_idx').execute();
  for (const [name, columns] of PARTIAL) {
    await db.schema
      .createIndex(name)
      .on('material_requests')
      .columns([...columns])
      .where(sql.ref('duplicate_of'), 'is', null)
      .execute();
  }
  await db.schema
    .createIndex('material_requests_dashboard_idx')
    .on('material_requests')
    .columns(['created_at', 'status', 'product', 'locale'])
    .execute();
  await db.schema
    .createIndex('material_requests_status_due_owner_idx')
    .on('material_requests')
    .columns(['status', 'due_at', 'owner_id', 'created_at'])
    .execute();

  if (dialectOf(db) === 'sqlite') await sqliteSearch(db);
  else await postgresSearch(db);
}

async function sqliteSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table material_requests_fts using fts5(
    search_text, phone, postal_code,
    content = 'material_requests', content_rowid = 'rowid', tokenize = 'trigram'
  )`.execute(db);
  await sql`create trigger material_requests_fts_insert after insert on material_requests begin
    insert into material_requests_fts (rowid, search_text, phone, postal_code)
      values (new.rowid, new.search_text, new.phone, new.postal_code);
  end`.execute(db);
  await sql`create trigger material_requests_fts_delete after delete on material_requests begin
    insert into material_requests_fts (material_requests_fts, rowid, search_text, phone, postal_code)
      values ('delete', old.rowid, old.search_text, old.phone, old.postal_code);
  end`.execute(db);
  await sql`create trigger material_requests_fts_update
    after update of search_text, phone, postal_code on material_requests begin
    insert into material_requests_fts (material_requests_fts, rowid, search_text, phone, postal_code)
      values ('delete', old.rowid, old.search_text, old.phone, old.postal_code);
    insert into material_requests_fts (rowid, search_text, phone, postal_code)
      values (new.rowid, new.search_text, new.phone, new.postal_code);
  end`.execute(db);
  await sql`insert into material_requests_fts (material_requests_fts) values ('rebuild')`.execute(db);
}

async function postgresSearch(db: Kysely<unknown>): Promise<void> {
  // Migrations run in one transaction: a refused CREATE EXTENSION must not abort it.
  const inTransaction = db.isTransaction;
  if (inTransaction) await sql`savepoint pg_trgm_check`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    if (inTransaction) await sql`release savepoint pg_trgm_check`.execute(db);
  } catch (error) {
    if (inTransaction) await sql`rollback to savepoint pg_trgm_check`.execute(db);
    console.warn(
      `pg_trgm could not be created (${(error as Error).message}): the leads search reads the whole table. ` +
        'Ask the database owner to run CREATE EXTENSION pg_trgm, then run the migrations again (ADR 023).',
    );
    return;
  }
  // The extension may live in another schema of the database (created there first): name it.
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const opclass = sql`${sql.id(rows[0]?.schema ?? 'public')}.gin_trgm_ops`;
  for (const column of TRIGRAM) {
    await sql`create index ${sql.id(`material_requests_${column}_trgm_idx`)} on material_requests
      using gin (lower(${sql.ref(column)}) ${opclass})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const suffix of ['insert', 'delete', 'update']) {
      await sql`drop trigger if exists ${sql.id(`material_requests_fts_${suffix}`)}`.execute(db);
    }
    await sql`drop table if exists material_requests_fts`.execute(db);
  } else {
    for (const column of TRIGRAM)
      await sql`drop index if exists ${sql.id(`material_requests_${column}_trgm_idx`)}`.execute(db);
  }
  await db.schema.dropIndex('material_requests_status_due_owner_idx').execute();
  await db.schema.dropIndex('material_requests_dashboard_idx').execute();
  for (const [name] of PARTIAL) await db.schema.dropIndex(name).execute();
  await db.schema
    .createIndex('material_requests_created_at_idx')
    .on('material_requests')
    .column('created_at')
    .execute();
  await db.schema.dropIndex('material_requests_created_id_idx').execute();
}
