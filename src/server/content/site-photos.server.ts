/**
 * Site photos (issue 43, migration 0055): staff upload a photograph for a product's gallery,
 * the showroom or the company page, with its alt text in the three languages. The upload is
 * checked and encoded in memory like a news image (image-encode.server.ts, ADR 007) at the
 * widths of SITE_PHOTO_WIDTHS and stored in the database, so every instance serves it
 * (src/pages/uploads/site/[name].ts). Every write goes through `writeContent(['site'])`, so the
 * cached pages that show photos (all under the `site` topic, ADR 006) follow at once here and
 * within a second elsewhere; every write is audited. Errors come back as values.
 */
import { randomUUID } from 'node:crypto';
import { sitePhotosCopy } from '../../content/admin/site-photos.ts';
import {
  isSitePhotoSlot,
  SITE_PHOTO_ALT_MAX,
  SITE_PHOTO_MAX_BYTES,
  SITE_PHOTO_NAME,
  SITE_PHOTO_WIDTHS,
  type SitePhoto,
  type SitePhotoPicture,
  type SitePhotoSlot,
  sitePhotoPicture,
  sitePhotoSlots,
} from '../../domain/site-photos/photos.ts';
import type { Locale } from '../../i18n/locales.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { cached, writeContent } from './content-version.server.ts';
import { encodeWebp, WEBP_TYPE } from './image-encode.server.ts';

const e = sitePhotosCopy.errors;

/** Who writes, for the role check and the audit log. */
export interface PhotoActor {
  db: Db;
  actor: { id: string; email: string };
  role: 'admin' | 'staff';
  ip: string | null;
}

/** What the upload form posts; `file` is null when none was chosen. */
export interface PhotoUpload {
  slot: string;
  alt: Record<Locale, string>;
  file: { bytes: Uint8Array; type: string } | null;
}

import type { PhotoErrors, PhotoField } from '../../domain/site-photos/photos.ts';

export type { PhotoErrors, PhotoField };

export type UploadResult =
  | { ok: true; photo: SitePhoto }
  | { ok: false; reason: 'forbidden' }
  | { ok: false; reason: 'invalid'; errors: PhotoErrors };

export type ChangeResult = { ok: true } | { ok: false; reason: 'forbidden' | 'not-found' };

const ALT_FIELDS: Record<Locale, PhotoField> = { ja: 'alt_ja', en: 'alt_en', 'zh-cn': 'alt_zh_cn' };

/** The texts' problems, before any image work: every alt text is required in every language. */
function textErrors(upload: PhotoUpload): PhotoErrors {
  const errors: PhotoErrors = {};
  if (!isSitePhotoSlot(upload.slot)) errors.slot = e.slot;
  for (const [locale, field] of Object.entries(ALT_FIELDS) as [Locale, PhotoField][]) {
    const text = upload.alt[locale].trim();
    if (text === '') errors[field] = e.alt;
    else if ([...text].length > SITE_PHOTO_ALT_MAX) errors[field] = e.altTooLong;
  }
  return errors;
}

/** Checks, encodes and stores one photo at the end of its slot. Admins only: it is live at once. */
export async function uploadSitePhoto(
  context: PhotoActor,
  upload: PhotoUpload,
  now: Date = new Date(),
): Promise<UploadResult> {
  if (context.role !== 'admin') return { ok: false, reason: 'forbidden' };
  const errors = textErrors(upload);
  if (!upload.file) errors.file = e.empty;
  // The image is only converted once the texts are right: a refused form costs no encoding.
  if (Object.keys(errors).length > 0 || !upload.file || !isSitePhotoSlot(upload.slot)) {
    return { ok: false, reason: 'invalid', errors };
  }
  const encoded = await encodeWebp(upload.file.bytes, upload.file.type, {
    maxBytes: SITE_PHOTO_MAX_BYTES,
    widths: SITE_PHOTO_WIDTHS,
  });
  if (!encoded.ok) return { ok: false, reason: 'invalid', errors: { file: e[encoded.problem] } };
  const largest = encoded.encodings.at(-1);
  if (!largest) return { ok: false, reason: 'invalid', errors: { file: e.unreadable } };
  const slot = upload.slot;
  const id = randomUUID();
  const alt = {
    ja: upload.alt.ja.trim(),
    en: upload.alt.en.trim(),
    'zh-cn': upload.alt['zh-cn'].trim(),
  };
  await writeContent(
    context.db,
    ['site'],
    async (trx) => {
      const last = await trx
        .selectFrom('site_photos')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('slot', '=', slot)
        .executeTakeFirst();
      const position = Number(last?.position ?? 0) + 1;
      await trx
        .insertInto('site_photos')
        .values({
          id,
          slot,
          position,
          alt_ja: alt.ja,
          alt_en: alt.en,
          alt_zh_cn: alt['zh-cn'],
          width: largest.width,
          height: largest.height,
          created_at: now.toISOString(),
          created_by: context.actor.email,
        })
        .execute();
      for (const variant of encoded.encodings) {
        await trx
          .insertInto('site_photo_variants')
          .values({
            photo_id: id,
            width: variant.width,
            height: variant.height,
            content_type: WEBP_TYPE,
            size: variant.data.byteLength,
            data: variant.data,
          })
          .execute();
      }
      await recordAudit(trx, {
        action: 'site.photo_upload',
        actor: context.actor,
        target: { type: 'site_photo', id },
        detail: {
          slot,
          alt,
          width: largest.width,
          height: largest.height,
          bytes: encoded.encodings.reduce((sum, v) => sum + v.data.byteLength, 0),
        },
        ip: context.ip,
        now,
      });
    },
    now,
  );
  const photo = await findSitePhoto(context.db, id);
  if (!photo) throw new Error('site photo vanished after insert');
  return { ok: true, photo };
}

/** Moves a photo one place earlier or later within its slot (swapping with its neighbour). */
export async function moveSitePhoto(
  context: PhotoActor,
  id: string,
  direction: 'up' | 'down',
  now: Date = new Date(),
): Promise<ChangeResult> {
  if (context.role !== 'admin') return { ok: false, reason: 'forbidden' };
  return writeContent(
    context.db,
    ['site'],
    async (trx): Promise<ChangeResult> => {
      const photo = await trx
        .selectFrom('site_photos')
        .select(['id', 'slot', 'position'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!photo) return { ok: false, reason: 'not-found' };
      const position = Number(photo.position);
      const neighbour = await trx
        .selectFrom('site_photos')
        .select(['id', 'position'])
        .where('slot', '=', photo.slot)
        .where('position', direction === 'up' ? '<' : '>', position)
        .orderBy('position', direction === 'up' ? 'desc' : 'asc')
        .limit(1)
        .executeTakeFirst();
      // Already first (or last): nothing to move, and nothing to audit.
      if (!neighbour) return { ok: true };
      await trx
        .updateTable('site_photos')
        .set({ position: Number(neighbour.position) })
        .where('id', '=', id)
        .execute();
      await trx.updateTable('site_photos').set({ position }).where('id', '=', neighbour.id).execute();
      await recordAudit(trx, {
        action: 'site.photo_move',
        actor: context.actor,
        target: { type: 'site_photo', id },
        detail: { slot: photo.slot, direction, from: position, to: Number(neighbour.position) },
        ip: context.ip,
        now,
      });
      return { ok: true };
    },
    now,
  );
}

/** Deletes a photo and its encodings; its URLs answer 404 on every instance at once. */
export async function deleteSitePhoto(context: PhotoActor, id: string, now: Date = new Date()): Promise<ChangeResult> {
  if (context.role !== 'admin') return { ok: false, reason: 'forbidden' };
  return writeContent(
    context.db,
    ['site'],
    async (trx): Promise<ChangeResult> => {
      const photo = await trx.selectFrom('site_photos').selectAll().where('id', '=', id).executeTakeFirst();
      if (!photo) return { ok: false, reason: 'not-found' };
      // Variants first: SQLite enforces the cascade only with its foreign keys switched on.
      await trx.deleteFrom('site_photo_variants').where('photo_id', '=', id).execute();
      await trx.deleteFrom('site_photos').where('id', '=', id).execute();
      await recordAudit(trx, {
        action: 'site.photo_delete',
        actor: context.actor,
        target: { type: 'site_photo', id },
        detail: { slot: photo.slot, alt: { ja: photo.alt_ja, en: photo.alt_en, 'zh-cn': photo.alt_zh_cn } },
        ip: context.ip,
        now,
      });
      return { ok: true };
    },
    now,
  );
}

// --- Reads -------------------------------------------------------------------------------

async function readPhotos(db: Db, where: { id?: string }): Promise<SitePhoto[]> {
  const rows = await db
    .selectFrom('site_photos')
    .selectAll()
    .$if(where.id !== undefined, (q) => q.where('id', '=', where.id ?? ''))
    .orderBy('slot')
    .orderBy('position')
    .execute();
  if (rows.length === 0) return [];
  const variants = await db
    .selectFrom('site_photo_variants')
    .select(['photo_id', 'width', 'height'])
    .where(
      'photo_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('width')
    .execute();
  return rows.flatMap((row): SitePhoto[] => {
    if (!isSitePhotoSlot(row.slot)) return [];
    return [
      {
        id: row.id,
        slot: row.slot,
        position: Number(row.position),
        alt: { ja: row.alt_ja, en: row.alt_en, 'zh-cn': row.alt_zh_cn },
        width: Number(row.width),
        height: Number(row.height),
        variants: variants
          .filter((v) => v.photo_id === row.id)
          .map((v) => ({ width: Number(v.width), height: Number(v.height) })),
        createdAt: row.created_at,
        createdBy: row.created_by,
      },
    ];
  });
}

export async function findSitePhoto(db: Db, id: string): Promise<SitePhoto | undefined> {
  return (await readPhotos(db, { id }))[0];
}

export type PhotosBySlot = Record<SitePhotoSlot, SitePhoto[]>;

function bySlot(photos: SitePhoto[]): PhotosBySlot {
  const grouped = Object.fromEntries(sitePhotoSlots.map((slot) => [slot, [] as SitePhoto[]])) as PhotosBySlot;
  for (const photo of photos) grouped[photo.slot].push(photo);
  return grouped;
}

/** Every photo, by slot, in order, read now (the admin page). */
export async function listSitePhotos(db: Db): Promise<PhotosBySlot> {
  return bySlot(await readPhotos(db, {}));
}

/**
 * The photos of the public pages, by slot, from the `site` cache: a write here drops it at once
 * in this process and within a second in the others (ADR 006). Without a database (a render
 * outside the server) or when it cannot be read: none, so the illustrations show.
 */
export async function publicSitePhotos(services: { db: Db } | undefined): Promise<PhotosBySlot> {
  if (!services) return bySlot([]);
  try {
    return await cached(services.db, 'site', 'photos', () => listSitePhotos(services.db));
  } catch {
    return bySlot([]);
  }
}

export type VariantLookup =
  | { found: true; contentType: string; size: number; data: Uint8Array | null }
  | { found: false };

/** The stored encoding a name under /uploads/site/ names (its bytes only when `withData`). */
export async function lookupSitePhotoVariant(
  db: Db,
  name: string,
  options: { withData: boolean },
): Promise<VariantLookup> {
  const match = SITE_PHOTO_NAME.exec(name);
  if (!match) return { found: false };
  const [, id = '', width = ''] = match;
  const row = await db
    .selectFrom('site_photo_variants')
    .select(['content_type', 'size'])
    .$if(options.withData, (q) => q.select('data'))
    .where('photo_id', '=', id)
    .where('width', '=', Number(width))
    .executeTakeFirst();
  if (!row) return { found: false };
  return { found: true, contentType: row.content_type, size: Number(row.size), data: row.data ?? null };
}

/** A place's photos as a page in `locale` shows them (none: the page keeps its illustrations). */
export async function pagePhotos(
  services: { db: Db } | undefined,
  slot: SitePhotoSlot,
  locale: Locale,
): Promise<SitePhotoPicture[]> {
  return (await publicSitePhotos(services))[slot].map((photo) => sitePhotoPicture(photo, locale));
}
