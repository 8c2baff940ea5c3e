import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sitePhotosCopy } from '../../../../src/content/admin/site-photos.ts';
import { SITE_PHOTO_MAX_BYTES, sitePhotoPath, sitePhotoPicture } from '../../../../src/domain/site-photos/photos.ts';
import { GET } from '../../../../src/pages/uploads/site/[name].ts';
import {
  deleteSitePhoto,
  listSitePhotos,
  moveSitePhoto,
  type PhotoActor,
  pagePhotos,
  uploadSitePhoto,
} from '../../../../src/server/content/site-photos.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6a3fa0' } })
    .png()
    .toBuffer();

const alt = { ja: 'ショールームの受付', en: 'The showroom reception', 'zh-cn': '展厅接待处' };

describe.each(testBackends())('site photos on %s', (backend) => {
  const t = useTestDb(backend);

  const actor = async (role: 'admin' | 'staff' = 'admin'): Promise<PhotoActor> => {
    const user = await createAdmin(t.db, { role });
    return { db: t.db, actor: { id: user.id, email: user.email }, role, ip: '192.0.2.1' };
  };

  const get = (name: string, headers: Record<string, string> = {}) =>
    GET({
      params: { name },
      locals: { services: { db: t.db } },
      request: new Request(`http://localhost/uploads/site/${name}`, { headers }),
    } as unknown as Parameters<typeof GET>[0]) as Promise<Response>;

  it('stores a photo at each width, serves it cached for a year, and audits the upload', async () => {
    const admin = await actor();
    const result = await uploadSitePhoto(admin, {
      slot: 'gallery_plus',
      alt,
      file: { bytes: await png(2000, 1000), type: 'image/png' },
    });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.photo.variants).toEqual([
      { width: 480, height: 240 },
      { width: 960, height: 480 },
      { width: 1600, height: 800 },
    ]);
    expect([result.photo.width, result.photo.height]).toEqual([1600, 800]);

    const response = await get(`${result.photo.id}-960.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(960);
    const again = await get(`${result.photo.id}-960.webp`, { 'if-none-match': response.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
    expect((await get(`${result.photo.id}-961.webp`)).status).toBe(404);
    expect((await get('../etc-960.webp')).status).toBe(404);

    const picture = sitePhotoPicture(result.photo, 'en');
    expect(picture.alt).toBe('The showroom reception');
    expect(picture.srcset).toBe([480, 960, 1600].map((w) => `${sitePhotoPath(result.photo.id, w)} ${w}w`).join(', '));
    expect(await pagePhotos({ db: t.db }, 'gallery_plus', 'zh-cn')).toEqual([
      expect.objectContaining({ alt: '展厅接待处', width: 1600, height: 800 }),
    ]);
    expect(await pagePhotos({ db: t.db }, 'company', 'ja')).toEqual([]);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'site.photo_upload').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_email: admin.actor.email, target_id: result.photo.id, ip: '192.0.2.1' });
  });

  it('never enlarges a small photo', async () => {
    const result = await uploadSitePhoto(await actor(), {
      slot: 'company',
      alt,
      file: { bytes: await png(600, 400), type: 'image/png' },
    });
    if (!result.ok) throw new Error('refused');
    expect(result.photo.variants).toEqual([
      { width: 480, height: 320 },
      { width: 600, height: 400 },
    ]);
  });

  it('refuses missing alt texts, a wrong type, a file too large and staff, storing nothing', async () => {
    const admin = await actor();
    const e = sitePhotosCopy.errors;
    const bytes = await png(100, 100);
    const missing = await uploadSitePhoto(admin, {
      slot: 'showroom',
      alt: { ja: 'ある', en: '  ', 'zh-cn': '' },
      file: { bytes, type: 'image/png' },
    });
    expect(missing).toEqual({ ok: false, reason: 'invalid', errors: { alt_en: e.alt, alt_zh_cn: e.alt } });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(
      await uploadSitePhoto(admin, { slot: 'showroom', alt, file: { bytes: svg, type: 'image/svg+xml' } }),
    ).toEqual({ ok: false, reason: 'invalid', errors: { file: e.unsupported } });
    const huge = new Uint8Array(SITE_PHOTO_MAX_BYTES + 1);
    huge.set(bytes.subarray(0, 16));
    expect(await uploadSitePhoto(admin, { slot: 'showroom', alt, file: { bytes: huge, type: 'image/png' } })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { file: e.tooLarge },
    });
    expect(await uploadSitePhoto(admin, { slot: 'lobby', alt, file: null })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { slot: e.slot, file: e.empty },
    });
    expect(
      await uploadSitePhoto(await actor('staff'), { slot: 'showroom', alt, file: { bytes, type: 'image/png' } }),
    ).toEqual({ ok: false, reason: 'forbidden' });
    expect(await t.db.selectFrom('site_photos').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('site_photo_variants').select('photo_id').execute()).toEqual([]);
  });

  it('reorders within a place and deletes a photo with its variants', async () => {
    const admin = await actor();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const result = await uploadSitePhoto(admin, {
        slot: 'gallery_dr',
        alt: { ja: `写真${n}`, en: `Photo ${n}`, 'zh-cn': `照片${n}` },
        file: { bytes: await png(500, 300), type: 'image/png' },
      });
      if (!result.ok) throw new Error('refused');
      ids.push(result.photo.id);
    }
    const order = async () => (await listSitePhotos(t.db)).gallery_dr.map((p) => p.alt.en);
    expect(await order()).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
    expect(await moveSitePhoto(admin, ids[2] ?? '', 'up')).toEqual({ ok: true });
    expect(await order()).toEqual(['Photo 1', 'Photo 3', 'Photo 2']);
    // Already first: nothing moves.
    expect(await moveSitePhoto(admin, ids[0] ?? '', 'up')).toEqual({ ok: true });
    expect(await moveSitePhoto(admin, 'missing', 'down')).toEqual({ ok: false, reason: 'not-found' });
    // The public list follows the write at once (the `site` cache is dropped by it).
    expect((await pagePhotos({ db: t.db }, 'gallery_dr', 'en')).map((p) => p.alt)).toEqual([
      'Photo 1',
      'Photo 3',
      'Photo 2',
    ]);

    expect(await deleteSitePhoto(admin, ids[2] ?? '')).toEqual({ ok: true });
    expect(await order()).toEqual(['Photo 1', 'Photo 2']);
    expect((await get(`${ids[2]}-480.webp`)).status).toBe(404);
    expect(
      await t.db
        .selectFrom('site_photo_variants')
        .select('photo_id')
        .where('photo_id', '=', ids[2] ?? '')
        .execute(),
    ).toEqual([]);
    expect(await deleteSitePhoto(admin, ids[2] ?? '')).toEqual({ ok: false, reason: 'not-found' });
    expect(await deleteSitePhoto(await actor('staff'), ids[0] ?? '')).toEqual({ ok: false, reason: 'forbidden' });
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'site.photo_%')
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual([
      'site.photo_delete',
      'site.photo_move',
      'site.photo_upload',
      'site.photo_upload',
      'site.photo_upload',
    ]);
  });
});
