/**
 * 資料を送付 on the inbox's selection (/admin/leads/materials?id=…&id=…). GET: each selected
 * lead with its matching brochures ticked, or why it is skipped. POST `intent=send`: the
 * brochures ticked per lead (`send:<lead>:<brochure>`), one personal line for all and the
 * form's key; each lead is sent to through the lead page's own sending, then a 303 to the
 * result (`sent=<key>`), which reads from the outbox which leads that form reached, so a
 * reload or a second post shows the same result and sends nothing more.
 */

import { brochuresCopy } from '../../content/admin/brochures.ts';
import { parseSelection, selectionQuery } from '../../domain/lead/selection.ts';
import { MATERIALS_NOTE_MAX_LENGTH } from '../../domain/materials.ts';
import {
  type PlannedLead,
  planSelectionSend,
  type SkipReason,
  selectionSent,
  sendMaterialsToSelection,
} from '../../server/materials/selection-send.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { demoUrlOn } from '../demo-page.ts';
import { materialsUrlOn, SELECTION_MATERIALS_PATH } from '../paths.ts';

const c = brochuresCopy.selection;
const KEY = /^[A-Za-z0-9-]{1,64}$/;

export interface SelectionMaterialsView {
  ids: string[];
  /** The selection was refused (more than the bound); nothing else is shown. */
  tooMany: boolean;
  plan: PlannedLead[];
  /** After sending: each lead's outcome, and whether the post was a repeat. */
  outcome: { sent: Set<string>; skipped: Map<string, SkipReason>; repeated: boolean } | null;
  problem: string | null;
  errors: { note?: string };
  posted: { choices: Map<string, string[]>; note: string } | null;
}

/** The brochures ticked per lead: `send:<lead id>:<brochure id>` = 1. */
function choicesFrom(form: Map<string, string>): Map<string, string[]> {
  const choices = new Map<string, string[]>();
  for (const [name, value] of form) {
    const [prefix, leadId, brochureId] = name.split(':');
    if (prefix !== 'send' || !leadId || !brochureId || value !== '1') continue;
    choices.set(leadId, [...(choices.get(leadId) ?? []), brochureId]);
  }
  return choices;
}

export async function selectionMaterialsAction(context: PageContext): Promise<Response | SelectionMaterialsView> {
  const { db, env } = context.locals.services;
  const params = context.url.searchParams;
  const selection = parseSelection(params.getAll('id'));
  const view: SelectionMaterialsView = {
    ids: selection?.ok ? selection.ids : [],
    tooMany: selection?.ok === false,
    plan: [],
    outcome: null,
    problem: null,
    errors: {},
    posted: null,
  };
  if (!selection?.ok) {
    if (view.tooMany) context.response.status = 422;
    return view;
  }
  view.plan = await planSelectionSend(db, view.ids);
  const sentKey = params.get('sent');
  if (context.request.method !== 'POST' && sentKey && KEY.test(sentKey)) {
    const sent = await selectionSent(db, view.ids, sentKey);
    const skipped = new Map<string, SkipReason>();
    for (const lead of view.plan) if (!sent.has(lead.id)) skipped.set(lead.id, lead.skip ?? 'noneChosen');
    view.outcome = { sent, skipped, repeated: params.get('repeated') === '1' };
    return view;
  }
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;

  const form = await readForm(context.request);
  if (form?.get('intent') !== 'send') {
    context.response.status = 400;
    view.problem = brochuresCopy.requestProblem;
    return view;
  }
  const choices = choicesFrom(form);
  const note = form.get('note') ?? '';
  const posted = form.get('key') ?? '';
  const formKey = KEY.test(posted) ? posted : crypto.randomUUID();
  const sending = await sendMaterialsToSelection(db, {
    ids: view.ids,
    choices,
    note,
    formKey,
    actor: { id: user.id, email: user.email },
    linkUrl: materialsUrlOn(env.SITE_URL),
    demoUrl: demoUrlOn(env.SITE_URL, context.locals.services.demoKey),
    ip: clientIp(context),
  });
  if (!sending.ok) {
    context.response.status = 422;
    view.errors.note = c.noteProblem(MATERIALS_NOTE_MAX_LENGTH);
    view.posted = { choices, note };
    return view;
  }
  const { result } = sending;
  const repeated = result.sent.length === 0 && result.repeated.length > 0;
  return context.redirect(
    `${SELECTION_MATERIALS_PATH}${selectionQuery(view.ids, { sent: formKey, ...(repeated ? { repeated: '1' } : {}) })}`,
    303,
  );
}
