/**
 * The integrations page's POSTs (src/pages/admin/integrations.astro, admin role only): add an
 * endpoint, send a テスト送信, disable an endpoint. Success is a 303 back to the page with what
 * was done; a refused endpoint shows the form again with the messages beside the fields and
 * what was typed (422); a refused action its message (409). src/server/webhooks/
 * validates, writes and audits.
 */
import { adminCopy } from '../../content/admin/index.ts';
import { webhookEvents } from '../../domain/webhooks.ts';
import { open, seal } from '../../server/platform/secret-box.server.ts';
import {
  addWebhook,
  disableWebhook,
  suggestWebhookSecret,
  type WebhookField,
} from '../../server/webhooks/endpoints.server.ts';
import { sendTestWebhook } from '../../server/webhooks/events.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { INTEGRATIONS_PATH } from '../paths.ts';
import { requireRecentAuth } from './reauth-guard.ts';

type AddValues = IntegrationsView['values'];

/**
 * What was typed into the add form while the re-authentication lapsed waits in a sealed cookie of
 * this page, bound to the session, so the form comes back filled after the password step (the
 * secret included: it is shown in the form anyway, and sealed it is unreadable on the way).
 */
const DRAFT_COOKIE = 'pv_webhook_draft';
const DRAFT_SECONDS = 15 * 60;
/** Browsers keep cookies of up to 4096 bytes, name included; a longer one is dropped or refused. */
const DRAFT_MAX_LENGTH = 3_800;
const draftPurpose = (sessionId: string) => `webhook-draft:${sessionId}`;

const t = adminCopy.ja.integrations;

export interface IntegrationsView {
  /** The add form's values: a suggested secret at first, what was typed after a refusal. */
  values: { url: string; secret: string; events: string[]; format: string };
  errors: Partial<Record<WebhookField, string>>;
  /** A refused test or disable, or an unreadable post. */
  problem: string | null;
}

export async function integrationsAction(context: PageContext): Promise<Response | IntegrationsView> {
  const view: IntegrationsView = {
    values: { url: '', secret: suggestWebhookSecret(), events: ['lead.created'], format: 'json' },
    errors: {},
    problem: null,
  };
  const user = context.locals.admin;
  // The middleware lets only admins in; this keeps a staff post harmless all the same.
  if (user?.role !== 'admin') return view;
  const key = context.locals.services.accountKeys.mail;
  if (context.request.method !== 'POST') {
    const draft = context.cookies.get(DRAFT_COOKIE)?.value;
    if (draft) {
      context.cookies.delete(DRAFT_COOKIE, { path: INTEGRATIONS_PATH });
      const typed = open(key, draftPurpose(user.sessionId), draft);
      if (typed) view.values = JSON.parse(typed) as AddValues;
    }
    return view;
  }
  const form = await readForm(context.request);
  // Webhooks send leads elsewhere: a change needs the password and a factor within ten minutes.
  const reauth = requireRecentAuth(context, INTEGRATIONS_PATH);
  if (reauth) {
    const draft =
      form?.get('intent') === 'add' ? seal(key, draftPurpose(user.sessionId), JSON.stringify(addValues(form))) : '';
    // Only what fits a cookie: a value over the fields' limits would be refused on return anyway.
    if (draft && draft.length <= DRAFT_MAX_LENGTH) {
      context.cookies.set(DRAFT_COOKIE, draft, {
        path: INTEGRATIONS_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: context.locals.https,
        maxAge: DRAFT_SECONDS,
      });
    }
    return reauth;
  }
  const { db } = context.locals.services;
  if (!form) {
    context.response.status = 400;
    view.problem = adminCopy.ja.formUnreadable;
    return view;
  }
  const actor = { id: user.id, email: user.email };
  const ip = clientIp(context);
  const intent = form.get('intent');
  if (intent === 'add') {
    const values = addValues(form);
    const result = await addWebhook(db, { ...values, actor, ip });
    if (result.ok) return context.redirect(`${INTEGRATIONS_PATH}?done=added`, 303);
    context.response.status = 422;
    view.values = values;
    view.errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, problem]) => [field, t.problems[problem]]),
    );
    return view;
  }
  const id = form.get('id') ?? '';
  if (intent === 'test' || intent === 'disable') {
    const result =
      intent === 'test' ? await sendTestWebhook(db, { id, actor, ip }) : await disableWebhook(db, { id, actor, ip });
    if (result.ok)
      return context.redirect(`${INTEGRATIONS_PATH}?done=${intent === 'test' ? 'tested' : 'disabled'}`, 303);
    context.response.status = 409;
    view.problem = t.problems[result.problem];
    return view;
  }
  context.response.status = 400;
  view.problem = adminCopy.ja.formUnreadable;
  return view;
}

function addValues(form: Map<string, string>): AddValues {
  return {
    url: form.get('url') ?? '',
    secret: form.get('secret') ?? '',
    events: webhookEvents.filter((event) => form.get(`event.${event}`) !== undefined),
    format: form.get('format') ?? 'json',
  };
}
