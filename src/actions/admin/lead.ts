/**
 * The lead page's POSTs (src/pages/admin/leads/[id].astro): change the status with a note,
 * give the lead to another owner (any signed-in account), retry a failed notification, mark
 * the lead as a duplicate of a listed match or undo that, release a request waiting for review
 * (要確認: receipt, owner, webhooks, once), or (admin role only) delete the lead
 * on the person's request.
 * Success is a 303 (POST/redirect/GET): back to the lead, or to the inbox after a deletion; a
 * refusal shows the page again with its message (409). Each write is audited by
 * src/server/leads/lead-changes.server.ts, src/server/leads/lead-owner.server.ts and
 * src/server/leads/lead-duplicates.server.ts.
 */
import { adminCopy } from '../../content/admin/index.ts';
import { demoOutcomeStaffCopy } from '../../content/demo-outcome/staff.ts';
import { isLocale, localizedPath } from '../../i18n/locales.ts';
import { mailDirOf } from '../../server/delivery/mail-files.server.ts';
import { signDemoLink } from '../../server/demo/demo-link.server.ts';
import { recordDemoOutcome } from '../../server/demo/demo-outcome.server.ts';
import { changeLeadStatus, deleteLead, retryNotification } from '../../server/leads/lead-changes.server.ts';
import { markDuplicate, undoDuplicate } from '../../server/leads/lead-duplicates.server.ts';
import { assignLead } from '../../server/leads/lead-owner.server.ts';
import { releaseLead } from '../../server/leads/review.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { DEMO_PATH } from '../demo-page.ts';
import { LEADS_PATH, leadPath } from '../paths.ts';
import { FUNNEL_INTENTS, type FunnelFormView, funnelIntent } from './lead-funnel.ts';

const t = adminCopy.ja;

export interface LeadView {
  statusError: string | null;
  deleteError: string | null;
  duplicateError: string | null;
  assignError: string | null;
  releaseError: string | null;
  /** A demo's outcome (held or missed) that could not be recorded. */
  demoOutcomeError: string | null;
  /** A refused activity, stage or offline source (issue 34): its messages and what was typed. */
  funnel: FunnelFormView | null;
}

export async function leadAction(context: PageContext): Promise<Response | LeadView> {
  const view: LeadView = {
    statusError: null,
    deleteError: null,
    duplicateError: null,
    assignError: null,
    releaseError: null,
    demoOutcomeError: null,
    funnel: null,
  };
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  const { db, env } = context.locals.services;
  const id = context.params.id ?? '';
  const form = await readForm(context.request);
  const intent = form?.get('intent');
  const actor = { id: user.id, email: user.email, role: user.role };
  const ip = clientIp(context);
  if (intent === 'status') {
    const result = await changeLeadStatus(db, {
      id,
      to: form?.get('to') ?? '',
      from: form?.get('from') ?? null,
      note: form?.get('note') ?? null,
      actor,
      ip,
    });
    if (result.ok) return context.redirect(`${leadPath(id)}?done=status`, 303);
    view.statusError = t.lead.problems[result.problem];
  } else if (intent === 'assign') {
    const result = await assignLead(db, {
      id,
      ownerId: form?.get('owner') || null,
      from: form?.get('from') ?? null,
      actor,
      ip,
    });
    if (result.ok) return context.redirect(`${leadPath(id)}?done=assign`, 303);
    view.assignError = t.followUp.assign.problems[result.problem];
  } else if (intent === 'release') {
    const { leadLimits } = context.locals.services;
    const result = await releaseLead(db, {
      id,
      actor,
      ip,
      allowReceipt: (email) => leadLimits.takeReceipt(email),
    });
    if (result.ok) return context.redirect(`${leadPath(id)}?done=release`, 303);
    view.releaseError = t.lead.review.problems[result.problem];
  } else if (intent === 'demo-outcome') {
    const to = form?.get('to');
    const { demoKey } = context.locals.services;
    const result =
      to === 'held' || to === 'missed'
        ? await recordDemoOutcome(db, {
            bookingId: form?.get('booking') ?? '',
            to,
            actor,
            ip,
            // The lead's own link, to the booking page in the lead's language.
            rebookUrl: (requestId, locale) =>
              `${env.SITE_URL}${localizedPath(DEMO_PATH, isLocale(locale) ? locale : 'ja')}?lead=${signDemoLink(demoKey, requestId)}`,
          })
        : ({ ok: false, problem: 'notFound' } as const);
    if (result.ok) return context.redirect(`${leadPath(id)}?done=demo-outcome`, 303);
    view.demoOutcomeError = demoOutcomeStaffCopy.ja.form.problems[result.problem];
  } else if (intent === 'retry') {
    const result = await retryNotification(db, { leadId: id, jobId: form?.get('job') ?? '', actor, ip });
    if (result.ok) return context.redirect(`${leadPath(id)}?done=retry`, 303);
    view.statusError = t.lead.problems[result.problem];
  } else if (intent === 'duplicate' || intent === 'undo-duplicate') {
    const result =
      intent === 'duplicate'
        ? await markDuplicate(db, { id, of: form?.get('of') ?? '', actor, ip })
        : await undoDuplicate(db, { id, actor, ip });
    if (result.ok) return context.redirect(`${leadPath(id)}?done=${intent}`, 303);
    view.duplicateError = t.lead.duplicateProblems[result.problem];
  } else if (intent && form && (FUNNEL_INTENTS as readonly string[]).includes(intent)) {
    const result = await funnelIntent(context, { id, intent, form, actor, ip });
    if (result instanceof Response) return result;
    view.funnel = result;
    context.response.status = 422;
    return view;
  } else if (intent === 'delete' && user.role === 'admin') {
    if (form?.get('confirm') !== 'yes') {
      view.deleteError = t.lead.deleteNeedsConfirm;
    } else {
      const result = await deleteLead(db, { id, actor, ip, mailDir: mailDirOf(env.DATA_DIR) });
      if (result.ok) return context.redirect(`${LEADS_PATH}?deleted=1`, 303);
      view.deleteError = t.lead.problems[result.problem];
    }
  } else {
    context.response.status = intent === 'delete' ? 403 : 400;
  }
  if (
    view.statusError ||
    view.deleteError ||
    view.duplicateError ||
    view.assignError ||
    view.releaseError ||
    view.demoOutcomeError
  )
    context.response.status = 409;
  return view;
}
