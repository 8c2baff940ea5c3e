/**
 * The brochure library's POSTs (src/pages/admin/brochures/index.astro and [id].astro): a
 * multipart form with the title, language, products and the PDF (at most 20 MB; this route's
 * body cap alone is raised for it, src/http/body-cap.server.ts). Success is a 303 to the
 * library; a problem shows the form again with its messages and the typed values (the file must
 * be chosen again; a file the library already has names the brochure that has it).
 * src/server/materials/brochures.server.ts checks the bytes, on the PDF worker, and audits.
 */
import { brochuresCopy } from '../../content/admin/brochures.ts';
import { brochureProductIds } from '../../content/products.ts';
import { type BrochureErrors, createBrochure, updateBrochure } from '../../server/materials/brochures.server.ts';
import { readFormBody } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { BROCHURES_PATH, brochurePath } from '../paths.ts';

const c = brochuresCopy;

export interface BrochureView {
  /** What was posted, to show again; null: nothing posted. */
  values: { title: string; locale: string; products: string[] } | null;
  errors: Partial<Record<'title' | 'locale' | 'products' | 'file', string>>;
  problem: string | null;
  /** The brochure that already has the uploaded file. */
  duplicateOf: { href: string; title: string } | null;
}

const messages = (errors: BrochureErrors): BrochureView['errors'] => {
  const out: BrochureView['errors'] = {};
  for (const key of ['title', 'locale', 'products', 'file'] as const) {
    const problem = errors[key];
    if (problem) out[key] = c.problems[problem];
  }
  return out;
};

/** Answers the library's form: `id` when it edits one brochure, none when it adds one. */
export async function brochureAction(context: PageContext, id?: string): Promise<Response | BrochureView> {
  const view: BrochureView = { values: null, errors: {}, problem: null, duplicateOf: null };
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  const read = await readFormBody(context.request);
  if (!read.ok) {
    context.response.status = read.problem === 'too-large' ? 413 : 400;
    view.problem = read.problem === 'too-large' ? c.problems.fileTooLarge : c.requestProblem;
    return view;
  }
  const upload = read.files.get('file');
  const file = upload && upload.size > 0 ? new Uint8Array(await upload.arrayBuffer()) : null;
  const values = {
    title: read.fields.get('title') ?? '',
    locale: read.fields.get('locale') ?? '',
    products: brochureProductIds.filter((product) => read.fields.get(`product-${product}`) === '1'),
  };
  const editor = {
    actor: { id: user.id, email: user.email },
    ip: clientIp(context),
    // Parsed on the server's PDF worker; stopped if the uploader leaves.
    jobs: context.locals.services.materials.jobs,
    signal: context.request.signal,
  };
  const result = id
    ? await updateBrochure(context.locals.services.db, { ...values, id, file, ...editor })
    : await createBrochure(context.locals.services.db, { ...values, file, ...editor });
  // The library names the brochure, to show what the check removed from it.
  if (result.ok)
    return context.redirect(
      `${BROCHURES_PATH}?done=${id ? 'saved' : 'created'}&brochure=${encodeURIComponent(result.id)}`,
      303,
    );
  context.response.status = result.errors.form === 'notFound' ? 404 : 422;
  view.values = values;
  view.errors = messages(result.errors);
  view.problem = result.errors.form ? c.problems[result.errors.form] : c.formHasErrors;
  if (result.duplicateOf)
    view.duplicateOf = { href: brochurePath(result.duplicateOf.id), title: result.duplicateOf.title };
  return view;
}
