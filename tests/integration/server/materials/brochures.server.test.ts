import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROCHURE_MAX_PAGES } from '../../../../src/domain/materials.ts';
import {
  createBrochure,
  listBrochures,
  matchingBrochures,
  updateBrochure,
} from '../../../../src/server/materials/brochures.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';
import { materialsRuntime, type TestRuntime } from '../../../setup/materials.ts';
import { makeActivePdf, makeManyPagesPdf, makePdf, pdfPagesText } from '../../../setup/pdf.ts';

const now = new Date('2026-11-26T01:00:00.000Z');
/** What acts when a PDF is opened, as it appears in an uncompressed file. */
const ACTIVE = /\/JavaScript|\/JS\b|\/Launch|\/OpenAction|\/AA\b|\/EmbeddedFiles?|\/AF\b|\/EF\b|app\.alert|setup\.exe/g;

describe.each(testBackends())('the brochure upload check on %s', (backend) => {
  const t = useTestDb(backend);
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await materialsRuntime();
  });
  afterAll(() => runtime.close());

  async function upload(file: Uint8Array, title = 'Pelvia DR 総合カタログ', products = ['pelvia-dr']) {
    const admin = await createAdmin(t.db);
    return createBrochure(t.db, {
      title,
      locale: 'ja',
      products,
      file,
      actor: { id: admin.id, email: admin.email },
      jobs: runtime.jobs,
      now,
    });
  }

  it('removes OpenAction JavaScript, additional actions, Launch and embedded files, and lists what went', async () => {
    const active = await makeActivePdf();
    expect(Buffer.from(active).toString('latin1').match(ACTIVE)?.length).toBeGreaterThan(8);
    const created = await upload(active);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    expect(created.removed).toEqual({
      javascript: 1,
      openAction: 1,
      additionalActions: 2,
      launch: 1,
      embeddedFiles: 1,
    });
    const row = await t.db.selectFrom('brochure_versions').select(['data', 'pages']).executeTakeFirstOrThrow();
    const stored = new Uint8Array(row.data);
    // Not a byte of it is left, referenced or not; the page itself is intact.
    expect(Buffer.from(stored).toString('latin1').match(ACTIVE)).toBeNull();
    expect(await pdfPagesText(stored)).toEqual([expect.stringContaining('Active brochure page 1')]);
    const [listed] = await listBrochures(t.db);
    expect(listed?.removed).toEqual(created.removed);
    const audit = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'brochure.create').execute();
    expect(JSON.parse(audit[0]?.detail ?? '{}').removed).toEqual(created.removed);
  });

  it('stores a clean PDF as uploaded, with nothing listed as removed', async () => {
    const clean = await makePdf(2);
    const created = await upload(clean);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    expect(created.removed).toEqual({});
    const row = await t.db.selectFrom('brochure_versions').select('data').executeTakeFirstOrThrow();
    expect(Buffer.from(new Uint8Array(row.data)).equals(Buffer.from(clean))).toBe(true);
  });

  it(`refuses more than ${BROCHURE_MAX_PAGES} pages (3,000 pages in a small file) and stores nothing`, async () => {
    const many = await makeManyPagesPdf(3000);
    expect(many.byteLength).toBeLessThan(1024 * 1024);
    expect(await upload(many)).toEqual({ ok: false, errors: { file: 'tooManyPages' } });
    expect(await t.db.selectFrom('brochures').select('id').execute()).toEqual([]);
  });

  it('refuses the same file twice, naming the brochure that has it, and never offers two copies', async () => {
    const file = await makePdf(3, 'Same');
    const first = await upload(file, 'カタログ');
    if (!first.ok) throw new Error(JSON.stringify(first.errors));
    expect(await upload(file, 'カタログ（再）')).toEqual({
      ok: false,
      errors: { file: 'duplicate' },
      duplicateOf: { id: first.id, title: 'カタログ' },
    });
    // The same goes for a hostile file: its sanitised bytes are compared.
    const active = await makeActivePdf();
    const cleaned = await upload(active, 'A');
    expect(cleaned.ok).toBe(true);
    expect(await upload(active, 'B')).toMatchObject({ ok: false, errors: { file: 'duplicate' } });
    // Replacing another brochure's file with this one is refused too.
    const other = await upload(await makePdf(1, 'Other'), 'その他');
    if (!other.ok) throw new Error('other');
    const admin = await createAdmin(t.db);
    expect(
      await updateBrochure(t.db, {
        id: other.id,
        title: 'その他',
        locale: 'ja',
        products: ['pelvia-dr'],
        file,
        actor: { id: admin.id, email: admin.email },
        jobs: runtime.jobs,
      }),
    ).toMatchObject({ ok: false, errors: { file: 'duplicate' }, duplicateOf: { id: first.id } });
    // Two copies stored before uploads were compared are preselected once.
    const brochures = await listBrochures(t.db);
    const twice = [...brochures, { ...brochures[0], id: 'older-copy' } as (typeof brochures)[number]];
    const offered = matchingBrochures(twice, { product: 'pelvia-dr', locale: 'ja' });
    expect(offered.map((b) => b.id)).not.toContain('older-copy');
    expect(new Set(offered.map((b) => b.sha256)).size).toBe(offered.length);
  });
});
