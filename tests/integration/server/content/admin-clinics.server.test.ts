import { describe, expect, it } from 'vitest';
import { readImportPost } from '../../../../src/actions/admin/clinic-import.ts';
import { listAudit } from '../../../../src/server/accounts/audit.server.ts';
import {
  clinicAudit,
  clinicCsvTemplate,
  openUpload,
  planDigest,
  sealUpload,
} from '../../../../src/server/content/admin-clinics.server.ts';
import { CSV_MAX_BYTES, previewClinicImport } from '../../../../src/server/content/clinic-import.server.ts';
import { createClinic } from '../../../../src/server/content/clinics.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createClinicRow } from '../../../setup/factories.ts';

const csv = (text: string) => new TextEncoder().encode(text);

function multipart(parts: Record<string, string | Blob>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  return new Request('http://127.0.0.1/admin/clinics/import', { method: 'POST', body: form });
}

describe('reading the import page posts', () => {
  it('returns the text fields and the chosen file, or null when none was chosen', async () => {
    const bytes = csv('クリニック名,住所\n');
    const withFile = await readImportPost(multipart({ intent: 'preview', file: new File([bytes], 'a.csv') }));
    expect(withFile.ok && withFile.fields.get('intent')).toBe('preview');
    expect(withFile.ok && Buffer.from(withFile.file ?? []).equals(Buffer.from(bytes))).toBe(true);
    const without = await readImportPost(multipart({ intent: 'preview', file: new File([], '') }));
    expect(without).toMatchObject({ ok: true, file: null });
  });

  it('refuses a file over the import limit and a body that is not a form', async () => {
    const big = new File([new Uint8Array(CSV_MAX_BYTES + 1)], 'big.csv');
    expect(await readImportPost(multipart({ intent: 'preview', file: big }))).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    const json = new Request('http://127.0.0.1/', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(await readImportPost(json)).toEqual({ ok: false, problem: 'notForm' });
  });
});

describe.each(testBackends())('carrying a previewed CSV to the apply step on %s', (backend) => {
  const t = useTestDb(backend);

  it('gives the same bytes back only when the hash matches, and a plan digest that follows the data', async () => {
    const bytes = csv('クリニック名,住所,担当医\n銀座クリニック,東京都中央区銀座1-1,山田\n');
    const preview = await previewClinicImport(t.db, bytes);
    const sealed = sealUpload(bytes, preview);
    const fields = new Map(Object.entries(sealed));
    const opened = openUpload(fields);
    expect(opened && Buffer.from(opened.bytes).equals(Buffer.from(bytes))).toBe(true);
    expect(opened?.plan).toBe(planDigest(preview));

    const altered = Buffer.from(`${Buffer.from(bytes).toString()}x,y\n`).toString('base64');
    expect(openUpload(new Map([...fields, ['content', altered]]))).toBeNull();
    expect(openUpload(new Map([...fields, ['content', '%%%']]))).toBeNull();
    expect(openUpload(new Map([...fields, ['plan', 'nope']]))).toBeNull();

    // The same file plans differently once the clinic exists with another doctor.
    await createClinicRow(t.db, { clinic_name: '銀座クリニック', address: '東京都中央区銀座1-1', doctor: '佐藤' });
    expect(planDigest(await previewClinicImport(t.db, bytes))).not.toBe(sealed.plan);
  });

  it('audits clinic writes as the signed-in user, with the clinic as the target', async () => {
    const user = await createAdmin(t.db, { role: 'staff' });
    const result = await createClinic(
      t.db,
      { clinicName: '梅田クリニック', address: '大阪府大阪市北区梅田1-1' },
      { audit: clinicAudit(t.db, { id: user.id, email: user.email }, '127.0.0.1') },
    );
    expect(result.ok).toBe(true);
    const { rows } = await listAudit(t.db, { action: 'clinic.create' }, 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_email: user.email,
      target_type: 'clinic',
      target_id: result.ok ? result.clinic.id : '',
      ip: '127.0.0.1',
    });
  });
});

describe('the import template', () => {
  it('is the header row with a BOM', () => {
    expect(Buffer.from(clinicCsvTemplate(['クリニック名', '住所'])).toString('utf8')).toBe(
      '\uFEFFクリニック名,住所\r\n',
    );
  });
});
