/**
 * The POSTs of /admin/site (src/pages/admin/site/index.astro): `intent` = draft (anyone signed
 * in), publish (admin; refused by a failed rule or an advertising error unless an override
 * reason is given), or revert (admin; `version` = the id to bring back). Success is a 303 back
 * with `?done=`; a problem shows the form again with the messages beside the fields and the
 * advertising findings. src/server/content/site-facts.server.ts writes and audits.
 */
import { dateCopy } from '../../content/admin/dates.ts';
import { siteFactsCopy } from '../../content/admin/site.ts';
import { type FactErrors, type FactValues, factsFromForm } from '../../domain/site-facts/form.ts';
import { jstLocalToIso } from '../../domain/site-facts/time.ts';
import {
  type FieldHit,
  publishFacts,
  revertTo,
  type SiteActor,
  saveDraft,
  unschedule,
} from '../../server/content/site-facts.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { SITE_FACTS_PATH } from '../paths.ts';

const m = siteFactsCopy.messages;

export interface SiteFactsView {
  /** What was posted, to show again; null: show the draft or the live version. */
  values: FactValues | null;
  errors: FactErrors;
  problem: string | null;
  hits: FieldHit[];
}

export async function siteFactsAction(context: PageContext): Promise<Response | SiteFactsView> {
  const view: SiteFactsView = { values: null, errors: {}, problem: null, hits: [] };
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  const fields = await readForm(context.request);
  if (!fields) {
    context.response.status = 400;
    view.problem = m.formHasErrors;
    return view;
  }
  const actor: SiteActor = {
    db: context.locals.services.db,
    actor: { id: user.id, email: user.email },
    role: user.role,
    ip: clientIp(context),
  };
  const intent = fields.get('intent') ?? '';
  const done = (what: keyof typeof siteFactsCopy.done) => context.redirect(`${SITE_FACTS_PATH}?done=${what}`, 303);
  if (intent === 'revert' || intent === 'unschedule') {
    const result = await (intent === 'revert' ? revertTo : unschedule)(actor, fields.get('version') ?? '');
    if (result.ok) return done(intent === 'revert' ? 'reverted' : 'unscheduled');
    context.response.status = result.reason === 'forbidden' ? 403 : 404;
    view.problem = result.reason === 'forbidden' ? m.adminOnly : m.notFound;
    return view;
  }
  const get = (name: string) => fields.get(name) ?? '';
  view.values = Object.fromEntries(fields);
  const read = factsFromForm(get);
  if (!read.ok) {
    context.response.status = 422;
    view.errors = read.errors;
    view.problem = m.formHasErrors;
    return view;
  }
  if (intent !== 'publish') {
    await saveDraft(actor, read.facts);
    return done('saved');
  }
  // Empty: now. A moment in the future schedules the version; one already past publishes now.
  const liveFrom = get('publish_at').trim() === '' ? null : jstLocalToIso(get('publish_at'));
  if (get('publish_at').trim() !== '' && !liveFrom) {
    context.response.status = 422;
    view.errors = {
      publish_at: /^\d{4}-\d{2}-\d{2}/.test(get('publish_at').trim()) ? dateCopy.outOfRange : m.badMoment,
    };
    view.problem = m.formHasErrors;
    return view;
  }
  const result = await publishFacts(actor, read.facts, get('override_reason'), liveFrom ? new Date(liveFrom) : null);
  if (result.ok) return done(Date.parse(result.version.publishedAt ?? '') > Date.now() ? 'scheduled' : 'published');
  context.response.status = result.reason === 'forbidden' ? 403 : 422;
  if (result.reason === 'forbidden') view.problem = m.adminOnly;
  else if (result.reason === 'rules') {
    view.errors = result.problems;
    view.problem = m.formHasErrors;
  } else if (result.reason === 'advertising') {
    view.hits = result.hits;
    view.problem = siteFactsCopy.advertising.blocked;
  } else view.problem = siteFactsCopy.advertising.blocked;
  return view;
}
