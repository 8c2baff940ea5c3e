import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrochure } from '../../../../src/server/materials/brochures.server.ts';
import { removeStaleCopies } from '../../../../src/server/materials/copies.server.ts';
import { downloadCopy } from '../../../../src/server/materials/download.server.ts';
import { resolveLink, sendMaterials } from '../../../../src/server/materials/links.server.ts';
import { runRetention } from '../../../../src/server/privacy/retention.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';
import { downloadAll, materialsRuntime, type TestRuntime } from '../../../setup/materials.ts';
import { makePdf, makePhotoBrochure, pdfPagesText } from '../../../setup/pdf.ts';

const now = new Date('2026-11-26T01:00:00.000Z');
const runtimes: TestRuntime[] = [];
afterEach(async () => {
  for (const runtime of runtimes.splice(0)) await runtime.close();
});

describe.each(testBackends())('stamped copies on disk on %s', (backend) => {
  const t = useTestDb(backend);

  async function openLink(file: Uint8Array, leadCreatedAt = '2026-11-25T03:00:00.000Z') {
    const admin = await createAdmin(t.db);
    const actor = { id: admin.id, email: admin.email };
    const lead = await createLead(t.db, {
      name: '髙橋 ｶﾅ',
      product: 'pelvia-dr',
      created_at: leadCreatedAt,
      request_date: leadCreatedAt,
    });
    const created = await createBrochure(t.db, {
      title: 'カタログ',
      locale: 'ja',
      products: ['pelvia-dr'],
      file,
      actor,
      now,
    });
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    let token = '';
    await sendMaterials(t.db, {
      requestId: lead.id,
      brochureIds: [created.id],
      formKey: 'k',
      actor,
      linkUrl: (raw) => {
        token = raw;
        return `https://www.example.jp/materials/${raw}`;
      },
      now,
    });
    const link = await resolveLink(t.db, token, now);
    if (link.state !== 'ok') throw new Error(link.state);
    return { link, lead };
  }

  async function runtime(options: Parameters<typeof materialsRuntime>[0] = {}) {
    const made = await materialsRuntime(options);
    runtimes.push(made);
    return made;
  }

  it('stamps once for concurrent downloads, keeps the copy owner-only, and serves it again from disk', async () => {
    const r = await runtime();
    const { link } = await openLink(await makePdf(3));
    // Stamps started: a job's input is built once, when the job starts.
    let stamps = 0;
    const run = r.jobs.run.bind(r.jobs);
    r.jobs.run = (key, build, signal) =>
      run(
        key,
        () => {
          stamps += 1;
          return build();
        },
        signal,
      );
    // Three at once (the link's limit), from three clients.
    const copies = await Promise.all(['a', 'b', 'c'].map((client) => downloadAll(t.db, r, link, now, client)));
    for (const copy of copies) {
      if (!copy.ok) throw new Error(copy.problem);
      const pages = await pdfPagesText(copy.pdf);
      expect(pages).toHaveLength(3);
      expect(pages[0]).toContain('髙橋 ｶﾅ 様');
    }
    expect(stamps).toBe(1);
    const files = await readdir(r.copiesDir);
    expect(files).toEqual([expect.stringMatching(new RegExp(`^${link.linkId}\\..+\\.pdf$`))]);
    expect((await stat(r.copiesDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(r.copiesDir, files[0] ?? ''))).mode & 0o777).toBe(0o600);
    // Later downloads read the file: no job at all.
    const again = await downloadAll(t.db, r, link, now);
    expect(again.ok && again.size).toBe(copies[0]?.ok && copies[0].size);
    expect(stamps).toBe(1);
    expect(await t.db.selectFrom('material_downloads').select('id').execute()).toHaveLength(4);
  });

  it('with a database of its own, the worker reads the brochure itself; a version gone is gone', async () => {
    // As the server runs it: this thread never reads the brochure's megabytes (ADR 029).
    const r = await runtime({ database: t.current.options });
    expect(r.jobs.readsDatabase).toBe(true);
    const { link } = await openLink(await makePdf(2));
    const copy = await downloadAll(t.db, r, link, now, 'a');
    if (!copy.ok) throw new Error(copy.problem);
    expect((await pdfPagesText(copy.pdf))[0]).toContain('髙橋 ｶﾅ 様');
    // A version deleted after the link resolved: the worker finds nothing to stamp.
    await rm(r.copiesDir, { recursive: true, force: true });
    await t.db.deleteFrom('material_downloads').execute();
    await t.db.deleteFrom('material_links').execute();
    await t.db.deleteFrom('brochure_versions').where('id', '=', link.versionId).execute();
    const gone = await downloadAll(t.db, r, link, now, 'b');
    expect(gone).toEqual({ ok: false, problem: 'gone' });
  });

  it('ends the PDF worker once it has been idle, and starts another for the next download', async () => {
    const r = await runtime({ idleMs: 50 });
    const { link } = await openLink(await makePdf(2));
    const first = await downloadAll(t.db, r, link, now, 'a');
    expect(first.ok).toBe(true);
    await expect.poll(() => r.jobs.threadUp, { timeout: 5_000 }).toBe(false);
    // Without its copy on disk, the next download needs a worker again.
    await rm(r.copiesDir, { recursive: true, force: true });
    const again = await downloadAll(t.db, r, link, now, 'b');
    expect(again.ok).toBe(true);
  });

  it('refuses a fourth download of a link under way with `limited`, and frees the slot when one ends', async () => {
    const r = await runtime();
    const { link } = await openLink(await makePdf(1));
    const held = await Promise.all(
      ['a', 'b', 'c'].map((client) => downloadCopy(t.db, r, link, { clientKey: client, now })),
    );
    expect(held.every((d) => d.ok)).toBe(true);
    expect(await downloadCopy(t.db, r, link, { clientKey: 'd', now })).toEqual({ ok: false, problem: 'limited' });
    const [first] = held;
    if (!first?.ok) throw new Error('first');
    await first.body.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fourth = await downloadAll(t.db, r, link, now, 'd');
    expect(fourth.ok).toBe(true);
    for (const d of held.slice(1)) if (d.ok) await d.body.cancel();
  });

  it('stops the stamping when the only client waiting hangs up, and leaves no file', async () => {
    const r = await runtime();
    const { link } = await openLink(await makePhotoBrochure(12, 400 * 1024));
    const client = new AbortController();
    const pending = downloadCopy(t.db, r, link, { clientKey: 'a', signal: client.signal, now });
    // Hang up while the worker stamps.
    await new Promise((resolve) => setTimeout(resolve, 300));
    client.abort();
    expect(await pending).toEqual({ ok: false, problem: 'cancelled' });
    expect(r.jobs.running).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await readdir(r.copiesDir)).filter((f) => f.endsWith('.pdf'))).toEqual([]);
    expect(await t.db.selectFrom('material_downloads').select('id').execute()).toEqual([]);
    // The next download stamps afresh on a new worker.
    expect((await downloadAll(t.db, r, link, now)).ok).toBe(true);
  });

  it('removes a copy once its link has expired, and with its lead at retention', async () => {
    const r = await runtime();
    const first = await openLink(await makePdf(1, 'One'));
    const second = await openLink(await makePdf(1, 'Two'), '2024-01-01T00:00:00.000Z');
    expect((await downloadAll(t.db, r, first.link, now)).ok).toBe(true);
    expect((await downloadAll(t.db, r, second.link, now)).ok).toBe(true);
    expect(await readdir(r.copiesDir)).toHaveLength(2);
    // While both links live, a sweep keeps both.
    expect(await removeStaleCopies(t.db, r.copiesDir, now)).toBe(0);
    // Retention anonymises the old lead: its link goes, and so does its copy.
    const report = await runRetention(
      t.db,
      {
        leadMonths: 24,
        auditMonths: 24,
        analyticsMonths: 25,
        loginThrottleHours: 24,
        sentPayloadDays: 30,
        copiesDir: r.copiesDir,
      },
      now,
    );
    expect(report.anonymised).toBe(1);
    expect(report.copiesRemoved).toBe(1);
    expect(await readdir(r.copiesDir)).toEqual([expect.stringMatching(new RegExp(`^${first.link.linkId}\\.`))]);
    // The remaining link expires (30 days): the next sweep removes its copy.
    const expired = new Date(now.getTime() + 31 * 86_400_000);
    expect(await removeStaleCopies(t.db, r.copiesDir, expired)).toBe(1);
    expect(await readdir(r.copiesDir)).toEqual([]);
  });
});
