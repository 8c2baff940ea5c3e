/**
 * The integrations page's POSTs (src/pages/admin/integrations.astro, admin role only): add an
 * endpoint, send a テスト送信, disable an endpoint. Success is a 303 back to the page with what
 * was done; a refused endpoint shows the form again with the messages beside the fields and
 * what was typed (422); a refused action its message (409). src/server/webhooks/
 * validates, writes and audits.
 */
import { adminCopy } from '../../content/admin/index.ts';
import { webhookEvents } from '../../domain/webhooks.ts';
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
  if (context.request.method !== 'POST' || user?.role !== 'admin') return view;
  // Webhooks send leads elsewhere: a change needs the password and a factor within ten minutes.
  const reauth = requireRecentAuth(context, INTEGRATIONS_PATH);
  if (reauth) return reauth;
  const { db } = context.locals.services;
  const form = await readForm(context.request);
  if (!form) {
    context.response.status = 400;
    view.problem = adminCopy.ja.formUnreadable;
    return view;
  }
  const actor = { id: user.id, email: user.email };
  const ip = clientIp(context);
  const intent = form.get('intent');
  if (intent === 'add') {
    const values = {
      url: form.get('url') ?? '',
      secret: form.get('secret') ?? '',
      events: webhookEvents.filter((event) => form.get(`event.${event}`) !== undefined),
      format: form.get('format') ?? 'json',
    };
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
