/**
 * The POSTs of /admin/site/photos (src/pages/admin/site/photos.astro), one multipart form per
 * `intent`: upload (a file, its place and its alt text in three languages), move (`id`,
 * `direction` up or down) and delete (`id`, its confirmation box ticked). Admins only, since a
 * photo is live as soon as it is written. Success is a 303 back with `?done=`; a problem shows
 * the page again with the messages beside the fields and the typed alt texts kept (a file can
 * never be shown again: it must be chosen again). src/server/content/site-photos.server.ts
 * checks, stores and audits.
 */
import { sitePhotosCopy } from '../../content/admin/site-photos.ts';
import {
  deleteSitePhoto,
  moveSitePhoto,
  type PhotoActor,
  type PhotoErrors,
  uploadSitePhoto,
} from '../../server/content/site-photos.server.ts';
import { readFormBody } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { SITE_PHOTOS_PATH } from '../paths.ts';

const m = sitePhotosCopy.messages;

import type { SitePhotoValues } from '../../domain/site-photos/photos.ts';

export type { SitePhotoValues };

export interface SitePhotosView {
  /** The upload form's values: what was posted after a problem, else empty. */
  values: SitePhotoValues;
  errors: PhotoErrors;
  problem: string | null;
}

export async function sitePhotosAction(context: PageContext): Promise<Response | SitePhotosView> {
  const view: SitePhotosView = {
    values: { slot: context.url.searchParams.get('slot') ?? '', alt_ja: '', alt_en: '', alt_zh_cn: '' },
    errors: {},
    problem: null,
  };
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  const read = await readFormBody(context.request);
  if (!read.ok) {
    context.response.status = read.problem === 'too-large' ? 413 : 400;
    view.problem = read.problem === 'too-large' ? sitePhotosCopy.errors.tooLarge : m.badRequest;
    if (read.problem === 'too-large') view.errors = { file: sitePhotosCopy.errors.tooLarge };
    return view;
  }
  const get = (name: string) => read.fields.get(name) ?? '';
  const actor: PhotoActor = {
    db: context.locals.services.db,
    actor: { id: user.id, email: user.email },
    role: user.role,
    ip: clientIp(context),
  };
  const done = (what: keyof typeof sitePhotosCopy.done, slot: string) =>
    context.redirect(`${SITE_PHOTOS_PATH}?done=${what}#slot-${encodeURIComponent(slot)}`, 303);
  const intent = get('intent');

  if (intent === 'move' || intent === 'delete') {
    if (intent === 'delete' && get('confirm') !== '1') {
      context.response.status = 422;
      view.problem = m.confirmDelete;
      return view;
    }
    const direction = get('direction') === 'down' ? 'down' : 'up';
    const result =
      intent === 'move' ? await moveSitePhoto(actor, get('id'), direction) : await deleteSitePhoto(actor, get('id'));
    if (result.ok) return done(intent === 'move' ? 'moved' : 'deleted', get('slot'));
    context.response.status = result.reason === 'forbidden' ? 403 : 404;
    view.problem = result.reason === 'forbidden' ? m.adminOnly : m.notFound;
    return view;
  }

  view.values = { slot: get('slot'), alt_ja: get('alt_ja'), alt_en: get('alt_en'), alt_zh_cn: get('alt_zh_cn') };
  const image = read.files.get('file');
  // An empty file input still posts a part with no name and no bytes: nothing was chosen.
  const chosen = image && (image.size > 0 || image.name !== '');
  const result = await uploadSitePhoto(actor, {
    slot: get('slot'),
    alt: { ja: get('alt_ja'), en: get('alt_en'), 'zh-cn': get('alt_zh_cn') },
    file: chosen ? { bytes: new Uint8Array(await image.arrayBuffer()), type: image.type } : null,
  });
  if (result.ok) return done('uploaded', result.photo.slot);
  if (result.reason === 'forbidden') {
    context.response.status = 403;
    view.problem = m.adminOnly;
    return view;
  }
  context.response.status = 422;
  view.errors = result.errors;
  view.problem = m.formHasErrors;
  return view;
}
