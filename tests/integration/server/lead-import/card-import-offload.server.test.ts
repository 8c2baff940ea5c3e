/**
 * The card import's preview and 取り込む as offloaded jobs (issue 40, ADR 029), through the
 * registrations the server uses: they run on a worker thread, the preview comes back as one
 * page with the counts of the whole file, one person cannot start a second preview while the
 * first runs, and 取り込む stores the rows in short transactions.
 */
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { leadImportCopy } from '../../../../src/content/admin/lead-import.ts';
import { CARD_APPLY_JOB, CARD_PREVIEW_JOB } from '../../../../src/server/lead-import/card-import-job.server.ts';
import { PREVIEW_PAGE_ROWS } from '../../../../src/server/lead-import/card-preview.server.ts';
import { sha256Hex, stageUpload } from '../../../../src/server/lead-import/import-store.server.ts';
import { createOffload, type Offload } from '../../../../src/server/platform/offload.server.ts';
import { OFFLOAD_MODULES } from '../../../../src/server/services.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, validLead } from '../../../setup/factories.ts';

const HEADER = '会社名,氏名,メールアドレス,電話番号';
const source = {
  kind: 'trade_show' as const,
  name: '学会 2026',
  on: '2026-10-03',
  product: validLead.product,
  locale: 'ja' as const,
};

/** `count` cards; every 50th has no contact (a problem), every 40th repeats the card before it (a match; 199, 399… are both). */
function cards(count: number, tag: string): string {
  const lines = [HEADER];
  for (let i = 0; i < count; i += 1) {
    const n = i % 40 === 39 ? i - 1 : i;
    const contact = i % 50 === 49 ? ',' : `c${n}.${tag}@example.jp,03-5555-${String(n).padStart(4, '0')}`;
    lines.push(`${tag}医院${n},山田 太郎${n},${contact}`);
  }
  return lines.join('\r\n');
}

describe.each(testBackends())('the card import offloaded on %s', (backend) => {
  const t = useTestDb(backend);
  let offload: Offload | undefined;
  afterEach(async () => {
    await offload?.close();
    offload = undefined;
  });

  const stage = async (content: string, userId: string) =>
    stageUpload(
      t.db,
      { fileName: 'c.csv', sha256: sha256Hex(new TextEncoder().encode(content)), encoding: 'utf8', content },
      userId,
    );

  it('previews on a worker one page at a time, problems and matches first, the counts over every row', async () => {
    const admin = await createAdmin(t.db);
    const upload = await stage(cards(250, 'p'), admin.id);
    offload = createOffload({ database: t.current.options, registrations: OFFLOAD_MODULES });
    const input = { uploadId: upload.id, userId: admin.id, posted: undefined, page: 1 };
    const first = await offload.run(CARD_PREVIEW_JOB, input, { person: admin.id });
    if (!first.ok || first.value.kind !== 'preview') throw new Error(JSON.stringify(first));
    expect(first.threadId).not.toBe(threadId);
    const plan = first.value;
    expect(plan.counts).toEqual({ rows: 250, store: 245, duplicate: 5, rejected: 5, businessCard: 245, attention: 10 });
    expect(plan).toMatchObject({ page: 1, pages: 3 });
    expect(plan.rows).toHaveLength(PREVIEW_PAGE_ROWS);
    expect(plan.rows.slice(0, 10).every((row) => !row.ok || row.matches.length > 0)).toBe(true);
    const last = await offload.run(CARD_PREVIEW_JOB, { ...input, page: 99 }, { person: admin.id });
    expect(last.ok && last.value.kind === 'preview' && [last.value.page, last.value.rows.length]).toEqual([3, 50]);
    // Another account cannot read this account's staged file.
    const other = await offload.run(CARD_PREVIEW_JOB, { ...input, userId: 'someone-else' });
    expect(other).toMatchObject({ ok: true, value: { kind: 'expired' } });
  });

  it('refuses a second preview by the same person while the first runs, in Japanese at the page', async () => {
    const admin = await createAdmin(t.db);
    const upload = await stage(cards(300, 'q'), admin.id);
    offload = createOffload({ database: t.current.options, registrations: OFFLOAD_MODULES });
    const input = { uploadId: upload.id, userId: admin.id, posted: undefined, page: 1 };
    const first = offload.run(CARD_PREVIEW_JOB, input, { person: admin.id });
    expect(await offload.run(CARD_PREVIEW_JOB, input, { person: admin.id })).toEqual({
      ok: false,
      problem: 'personBusy',
    });
    expect(leadImportCopy.problems.personBusy).toMatch(/前の取り込み/);
    expect(await first).toMatchObject({ ok: true });
  });

  it('stores the rows in transactions of 500 and the batch says what is stored', async () => {
    const admin = await createAdmin(t.db);
    const upload = await stage(cards(620, 'r'), admin.id);
    offload = createOffload({ database: t.current.options, registrations: OFFLOAD_MODULES });
    const applied = await offload.run(
      CARD_APPLY_JOB,
      { uploadId: upload.id, userId: admin.id, source, posted: undefined, actor: admin, ip: null },
      { person: admin.id },
    );
    if (!applied.ok || 'kind' in applied.value || !applied.value.ok) throw new Error(JSON.stringify(applied));
    expect(applied.value).toMatchObject({ imported: 608, rejected: 12, duplicates: 12 });
    const batch = await t.db
      .selectFrom('lead_import_batches')
      .selectAll()
      .where('id', '=', applied.value.batchId)
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({ rows_total: 620, rows_imported: 608, rows_duplicate: 12, rows_rejected: 12 });
    const stored = await t.db
      .selectFrom('material_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('import_batch_id', '=', batch.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(608);
    // The staged file is gone once stored.
    expect(await t.db.selectFrom('lead_import_uploads').select('id').execute()).toHaveLength(0);
    // 620 cards through the form's follow-up take seconds on a busy shared machine.
  }, 90_000);
});
