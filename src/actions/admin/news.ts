/**
 * The news pages' POSTs (src/pages/admin/news/new.astro and [id].astro): the multipart form
 * that creates or saves an item (a new image replaces the current one, or the current one is
 * removed), and deletion once its box is ticked. Success is a 303 (POST/redirect/GET); a
 * problem shows the form again with the messages beside the fields and the typed values.
 * src/server/content/news-form.server.ts stores the image, writes and audits.
 */
import { newsCopy } from '../../content/news/index.ts';
import type { AdvertisingHit } from '../../domain/advertising/types.ts';
import type { NewsErrors } from '../../domain/news/schema.ts';
import {
  deleteNewsFromForm,
  type NewsAdminContext,
  type NewsFormValues,
  type NewsUpload,
  newNewsValues,
  submitNewsForm,
} from '../../server/content/news-form.server.ts';
import { newsImageMessages } from '../../server/content/news-images.server.ts';
import { readFormBody } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { NEWS_PATH, newsPath } from '../paths.ts';

const t = newsCopy.ja.admin;

export type NewsFormRead =
  | { ok: true; fields: Map<string, string>; file: NewsUpload | null }
  | { ok: false; problem: 'too-large' | 'bad-request' };

/** The posted fields and the chosen image (null when none was chosen). */
export async function readNewsForm(request: Request): Promise<NewsFormRead> {
  const read = await readFormBody(request);
  if (!read.ok) return { ok: false, problem: read.problem === 'too-large' ? 'too-large' : 'bad-request' };
  const image = read.files.get('image');
  // An empty file input still posts a part with no name and no bytes: nothing was chosen.
  const chosen = image && (image.size > 0 || image.name !== '');
  return {
    ok: true,
    fields: read.fields,
    file: chosen ? { bytes: new Uint8Array(await image.arrayBuffer()), type: image.type } : null,
  };
}

export interface NewsView<Values extends NewsFormValues | null = NewsFormValues | null> {
  /** What was posted (or the defaults), to show again; null on the edit page: the stored item. */
  values: Values;
  errors: NewsErrors;
  /** A chosen file was not kept: it must be chosen again. */
  fileDiscarded: boolean;
  /** A problem with the request itself (too large, unreadable). */
  problem: string | null;
  deleteError: string | null;
  /** The advertising check on what was posted (none before a post). */
  advertising: AdvertisingHit[];
  /** The save was held back: publishing needs the advertising confirmation. */
  needsConfirmation: boolean;
}

interface Post {
  form: Extract<NewsFormRead, { ok: true }>;
  /** Who writes, for the audit log. */
  admin: NewsAdminContext;
}

/**
 * The form a signed-in user posted, and who they are; a body that cannot be read is answered
 * (413 or 400) into `view`. Null when there is nothing to act on.
 */
async function readPost(context: PageContext, view: NewsView): Promise<Post | null> {
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return null;
  const form = await readNewsForm(context.request);
  if (form.ok) {
    const actor = { id: user.id, email: user.email };
    return { form, admin: { db: context.locals.services.db, actor, ip: clientIp(context) } };
  }
  context.response.status = form.problem === 'too-large' ? 413 : 400;
  view.problem = form.problem === 'too-large' ? t.requestTooLarge : t.badRequest;
  if (form.problem === 'too-large') view.errors = { thumbnail: newsImageMessages.tooLarge };
  return null;
}

/** Creates an item; success goes on to its edit page. */
export async function createNewsAction(context: PageContext): Promise<Response | NewsView<NewsFormValues>> {
  const view: NewsView<NewsFormValues> = {
    values: newNewsValues(),
    errors: {},
    fileDiscarded: false,
    problem: null,
    deleteError: null,
    advertising: [],
    needsConfirmation: false,
  };
  const post = await readPost(context, view);
  if (!post) return view;
  const result = await submitNewsForm(post.admin, null, post.form);
  if (result.ok) return context.redirect(`${newsPath(result.item.id)}?done=created`, 303);
  context.response.status = 422;
  ({ values: view.values, errors: view.errors, fileDiscarded: view.fileDiscarded } = result);
  view.advertising = result.advertising ?? [];
  view.needsConfirmation = result.needsConfirmation === true;
  return view;
}

/** Saves an item (back to it) or deletes it once confirmed (on to the list). */
export async function newsAction(context: PageContext): Promise<Response | NewsView> {
  const view: NewsView = {
    values: null,
    errors: {},
    fileDiscarded: false,
    problem: null,
    deleteError: null,
    advertising: [],
    needsConfirmation: false,
  };
  const post = await readPost(context, view);
  if (!post) return view;
  const id = context.params.id ?? '';
  if (post.form.fields.get('intent') === 'delete') {
    const result = await deleteNewsFromForm(post.admin, id, post.form.fields);
    if (result.ok) return context.redirect(`${NEWS_PATH}?done=deleted`, 303);
    context.response.status = result.problem === 'confirm' ? 422 : 404;
    view.deleteError = result.problem === 'confirm' ? t.deleteNeedsConfirm : t.notFoundBody;
    return view;
  }
  const result = await submitNewsForm(post.admin, id, post.form);
  if (result.ok) return context.redirect(`${newsPath(id)}?done=updated`, 303);
  context.response.status = result.notFound ? 404 : 422;
  ({ values: view.values, errors: view.errors, fileDiscarded: view.fileDiscarded } = result);
  view.advertising = result.advertising ?? [];
  view.needsConfirmation = result.needsConfirmation === true;
  return view;
}
