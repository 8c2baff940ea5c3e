/**
 * Many brochure requests fast, for the backup fault test and the backup benchmark: rows as the
 * application stores them (buildLead), inserted in batches straight into the database.
 */
import type { Db } from '../../src/server/platform/db.server.ts';
import { buildLead } from './factories.ts';

const BATCH = 500;

export async function insertBulkLeads(db: Db, count: number): Promise<void> {
  const locales = ['ja', 'ja', 'ja', 'en', 'zh-cn'] as const;
  const start = Date.now() - count * 60_000;
  for (let done = 0; done < count; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) => {
      const n = done + i;
      const created = new Date(start + n * 60_000).toISOString();
      return buildLead({
        id: `bulk-${n}`,
        idempotency_key: `bulk-key-${n}`,
        email: `bulk${n}@example.jp`,
        locale: locales[n % locales.length],
        purpose: `院内での導入を検討しています。資料を送ってください（${n}）。`.repeat(2),
        created_at: created,
        request_date: created,
      });
    });
    await db.insertInto('material_requests').values(rows).execute();
  }
}
