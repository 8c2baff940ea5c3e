import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createNews } from '../../../setup/factories.ts';

describe.each(testBackends())('a NUL in a query on %s', (backend) => {
  const t = useTestDb(backend);

  it('is stored, compared and listed as U+FFFD instead of failing the query', async () => {
    await createNews(t.db, { id: 'nul', title: 'a\u0000b' });
    const byTitle = await t.db.selectFrom('news').select(['id', 'title']).where('title', '=', 'a\u0000b').execute();
    expect(byTitle).toEqual([{ id: 'nul', title: 'a\uFFFDb' }]);
    const inList = await t.db.selectFrom('news').select('id').where('id', 'in', ['x\u0000', 'nul']).execute();
    expect(inList).toEqual([{ id: 'nul' }]);
    const raw = await sql<{ v: string }>`select ${'c\u0000d'} as v`.execute(t.db);
    expect(raw.rows[0]?.v).toBe('c\uFFFDd');
  });
});
