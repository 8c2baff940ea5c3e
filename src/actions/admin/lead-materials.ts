/**
 * The 資料を送付 page's POST (src/pages/admin/leads/[id]/materials.astro): the brochures ticked
 * (`brochure-<id>`), a personal line and the form's key. Success is a 303 back to the lead;
 * a refusal shows the form again with its message (409 for a lead that may not receive
 * materials, 422 for the form). src/server/materials/links.server.ts sends and audits.
 */

import { brochuresCopy } from '../../content/admin/brochures.ts';
import type { SendProblem } from '../../domain/materials.ts';
import { sendMaterials } from '../../server/materials/links.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { demoUrlOn } from '../demo-page.ts';
import { leadPath, materialsUrlOn } from '../paths.ts';

const c = brochuresCopy.send;

export interface LeadMaterialsView {
  problem: string | null;
  errors: { brochures?: string; note?: string };
  /** What was posted, to show again. */
  posted: { brochureIds: string[]; note: string } | null;
}

const FIELD_OF: Partial<Record<SendProblem, 'brochures' | 'note'>> = {
  noBrochures: 'brochures',
  unknownBrochure: 'brochures',
  note: 'note',
};

export async function leadMaterialsAction(context: PageContext): Promise<Response | LeadMaterialsView> {
  const view: LeadMaterialsView = { problem: null, errors: {}, posted: null };
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  const form = await readForm(context.request);
  if (form?.get('intent') !== 'send') {
    context.response.status = 400;
    view.problem = brochuresCopy.requestProblem;
    return view;
  }
  const id = context.params.id ?? '';
  if (!form) return view;
  const brochureIds = [...form.entries()]
    .filter(([name, value]) => name.startsWith('brochure-') && value === '1')
    .map(([name]) => name.slice('brochure-'.length));
  const note = form.get('note') ?? '';
  const { db, env } = context.locals.services;
  const result = await sendMaterials(db, {
    requestId: id,
    brochureIds,
    note,
    formKey: form.get('key') || crypto.randomUUID(),
    actor: { id: user.id, email: user.email },
    linkUrl: materialsUrlOn(env.SITE_URL),
    demoUrl: demoUrlOn(env.SITE_URL, context.locals.services.demoKey),
    ip: clientIp(context),
  });
  if (result.ok)
    return context.redirect(
      `${leadPath(id)}?done=${result.repeated ? 'materials-repeated' : `materials-${result.links}`}#lead-materials`,
      303,
    );
  const field = FIELD_OF[result.problem];
  context.response.status = result.problem === 'notFound' ? 404 : field ? 422 : 409;
  if (field) view.errors[field] = c.problems[result.problem];
  else view.problem = c.problems[result.problem];
  view.posted = { brochureIds, note };
  return view;
}
