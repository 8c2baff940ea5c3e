/**
 * The lead's address form (src/pages/admin/leads/[id]/address.astro), opened from the dispatch
 * page's 宛先を確認. GET shows the stored address; POST validates it with the public form's
 * rules (domain/lead/rules.ts validateLeadAddress, in Japanese), stores it and goes back to the
 * dispatch page it came from (`back`, that page's query: a query cannot name another path),
 * where the lead is ticked when it can now be sent. Opened from the lead page's refused 郵送する
 * instead (`from=lead`, issue 42), it goes back to the lead page. A refusal shows the form again
 * with each field's message (422).
 */
import { queueCopy } from '../../content/admin/queue.ts';
import { leadCopy } from '../../content/lead/index.ts';
import { type LeadErrors, validateLeadAddress } from '../../domain/lead/rules.ts';
import { changeLeadAddress } from '../../server/leads/lead-address.server.ts';
import { getBrochureRequest } from '../../server/leads/leads.server.ts';
import type { MaterialRequest } from '../../server/platform/schema-leads.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { DISPATCH_PATH, leadAddressFromLeadPath, leadAddressPath, leadPath } from '../paths.ts';

export interface LeadAddressValues {
  postalCode: string;
  prefecture: string;
  city: string;
  address: string;
  building: string;
}

export interface LeadAddressView {
  lead: MaterialRequest | null;
  values: LeadAddressValues;
  errors: LeadErrors;
  /** The dispatch page to go back to, with its query (or the lead page, opened from there). */
  back: string;
  /** Where the form posts: this page with its query. */
  action: string;
  /** Opened from the lead page (its 郵送する): the links name it rather than the dispatch page. */
  fromLead: boolean;
  problem: string | null;
}

/** The dispatch page's query, rebuilt from its parameters (at most 2,000 characters). */
const backTo = (raw: string | null | undefined): string => {
  const query = new URLSearchParams((raw ?? '').slice(0, 2000)).toString();
  return query ? `${DISPATCH_PATH}?${query}` : DISPATCH_PATH;
};

/** What the form shows at first: the parts as stored, or the whole address in the street line. */
const storedValues = (lead: MaterialRequest): LeadAddressValues => {
  const parts = lead.address_prefecture || lead.address_city || lead.address_line1;
  return {
    postalCode: lead.postal_code ? `${lead.postal_code.slice(0, 3)}-${lead.postal_code.slice(3)}` : '',
    prefecture: parts ? (lead.address_prefecture ?? '') : '',
    city: parts ? (lead.address_city ?? '') : '',
    address: parts ? (lead.address_line1 ?? '') : lead.address,
    building: parts ? (lead.address_line2 ?? '') : '',
  };
};

export async function leadAddressAction(context: PageContext): Promise<Response | LeadAddressView> {
  const { db } = context.locals.services;
  const id = context.params.id ?? '';
  const lead = await getBrochureRequest(db, id);
  const fromLead = context.url.searchParams.get('from') === 'lead';
  const back = fromLead ? leadPath(id) : backTo(context.url.searchParams.get('back'));
  const action = fromLead ? leadAddressFromLeadPath(id) : leadAddressPath(id, new URL(back, context.url).search);
  const empty = { postalCode: '', prefecture: '', city: '', address: '', building: '' };
  if (!lead) {
    context.response.status = 404;
    return { lead: null, values: empty, errors: {}, back, action, fromLead, problem: null };
  }
  const view: LeadAddressView = { lead, values: storedValues(lead), errors: {}, back, action, fromLead, problem: null };
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  const form = await readForm(context.request);
  if (!form) {
    context.response.status = 400;
    return { ...view, problem: queueCopy.address.unreadable };
  }
  const posted = {
    postalCode: form.get('postalCode') ?? '',
    prefecture: form.get('prefecture') ?? '',
    city: form.get('city') ?? '',
    address: form.get('address') ?? '',
    building: form.get('building') ?? '',
  };
  const checked = validateLeadAddress(posted, leadCopy.ja.form.messages);
  if (!checked.ok) {
    context.response.status = 422;
    return { ...view, values: posted, errors: checked.errors };
  }
  const result = await changeLeadAddress(db, {
    id: lead.id,
    address: checked.data,
    actor: { id: user.id, email: user.email, role: user.role },
    note: queueCopy.address.historyNote,
    ip: clientIp(context),
  });
  if (!result.ok) {
    context.response.status = 404;
    return { ...view, lead: null };
  }
  if (fromLead) return context.redirect(`${leadPath(lead.id)}?post=fixed`, 303);
  const target = new URL(back, context.url);
  target.searchParams.set('fixed', lead.id);
  return context.redirect(`${target.pathname}${target.search}`, 303);
}
