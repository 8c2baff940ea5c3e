/**
 * The lead's 宛名 form (src/pages/admin/leads/[id]/recipient.astro, issue 42), opened by the
 * lead page's 宛名を直す or a carrier file's problem. GET shows the stored name, reading,
 * organisation and position; POST validates them with the public form's rules
 * (domain/lead/rules.ts validateLeadRecipient, in Japanese), stores them with a history line and an
 * audit entry, and goes back: to the dispatch page it came from (`back`, that page's query), or
 * to the lead page. A refusal shows the form again with each field's message (422).
 */
import { postQueueCopy } from '../../content/admin/post-queue.ts';
import { leadCopy } from '../../content/lead/index.ts';
import { type LeadErrors, validateLeadRecipient } from '../../domain/lead/rules.ts';
import { changeLeadRecipient, type RecipientField } from '../../server/leads/lead-recipient.server.ts';
import { getBrochureRequest } from '../../server/leads/leads.server.ts';
import type { MaterialRequest } from '../../server/platform/schema-leads.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { DISPATCH_PATH, leadPath, leadRecipientPath } from '../paths.ts';

export interface LeadRecipientValues {
  name: string;
  nameKana: string;
  organization: string;
  position: string;
}

export interface LeadRecipientView {
  lead: MaterialRequest | null;
  values: LeadRecipientValues;
  errors: LeadErrors;
  /** Where the form posts (this page with its query), and where 戻る goes. */
  action: string;
  back: { href: string; toDispatch: boolean };
  problem: string | null;
}

const r = postQueueCopy.recipient;
const fieldLabels: Record<RecipientField, string> = postQueueCopy.fields;

export async function leadRecipientAction(context: PageContext): Promise<Response | LeadRecipientView> {
  const { db } = context.locals.services;
  const id = context.params.id ?? '';
  const lead = await getBrochureRequest(db, id);
  // From the dispatch page: its query (at most 2,000 characters) to go back to.
  const rawBack = context.url.searchParams.get('back');
  const backQuery = rawBack === null ? undefined : new URLSearchParams(rawBack.slice(0, 2000)).toString();
  const back =
    backQuery === undefined
      ? { href: leadPath(id), toDispatch: false }
      : { href: `${DISPATCH_PATH}${backQuery ? `?${backQuery}` : ''}`, toDispatch: true };
  const action = leadRecipientPath(id, backQuery);
  const empty = { name: '', nameKana: '', organization: '', position: '' };
  if (!lead) {
    context.response.status = 404;
    return { lead: null, values: empty, errors: {}, action, back, problem: null };
  }
  const stored = {
    name: lead.name,
    nameKana: lead.name_kana ?? '',
    organization: lead.organization,
    position: lead.position,
  };
  const view: LeadRecipientView = { lead, values: stored, errors: {}, action, back, problem: null };
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  const form = await readForm(context.request);
  if (!form) {
    context.response.status = 400;
    return { ...view, problem: r.unreadable };
  }
  const posted = {
    name: form.get('name') ?? '',
    nameKana: form.get('nameKana') ?? '',
    organization: form.get('organization') ?? '',
    position: form.get('position') ?? '',
  };
  const checked = validateLeadRecipient(posted, leadCopy.ja.form.messages, Boolean(lead.individual));
  if (!checked.ok) {
    context.response.status = 422;
    return { ...view, values: posted, errors: checked.errors };
  }
  const result = await changeLeadRecipient(db, {
    id: lead.id,
    recipient: checked.data,
    actor: { id: user.id, email: user.email, role: user.role },
    note: (changes) => r.historyNote(changes.map((c) => ({ label: fieldLabels[c.field], from: c.from, to: c.to }))),
    ip: clientIp(context),
  });
  if (!result.ok) {
    context.response.status = 404;
    return { ...view, lead: null };
  }
  if (back.toDispatch) {
    const target = new URL(back.href, context.url);
    target.searchParams.set('named', lead.id);
    return context.redirect(`${target.pathname}${target.search}`, 303);
  }
  return context.redirect(`${leadPath(lead.id)}?post=recipient`, 303);
}
