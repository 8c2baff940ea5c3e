/**
 * The settings page's POSTs (src/pages/admin/settings.astro, admin role only): the number of
 * business days, adding and removing closure days, and adding, removing and reordering the
 * assignment rules. Plain forms with messages beside the fields; success is a 303 back to the
 * page (POST/redirect/GET) saying what was done. Each change is audited by the server functions
 * (follow-up-settings.server.ts, assignment.server.ts).
 */
import { brochuresCopy } from '../../content/admin/brochures.ts';
import { settings as t } from '../../content/admin/follow-up.ts';
import type { BusinessDaysField, ClosureField, RuleField } from '../../domain/follow-up/schema.ts';
import { addRule, deleteRule, moveRule } from '../../server/follow-up/assignment.server.ts';
import {
  addClosureDays,
  removeClosureDay,
  saveBusinessDays,
} from '../../server/follow-up/follow-up-settings.server.ts';
import { saveLinkDays } from '../../server/materials/materials-settings.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { SETTINGS_PATH } from '../paths.ts';

/** Which confirmation the page shows after a redirect (`?done=`). */
export type SettingsDone = keyof typeof t.done;
export const settingsDone = Object.keys(t.done) as SettingsDone[];

/** An owner checkbox is named `owner:<account id>`: a form keeps one value per name. */
export const OWNER_FIELD_PREFIX = 'owner:';

export interface SettingsView {
  /** The typed value when the form came back with a problem, else null (show the stored one). */
  businessDays: string | null;
  businessDaysErrors: Partial<Record<BusinessDaysField, string>>;
  closure: Record<ClosureField, string>;
  closureErrors: Partial<Record<ClosureField, string>>;
  rule: { family: string; locale: string; region: string; owners: string[] };
  ruleErrors: Partial<Record<RuleField, string>>;
  /** The materials link lifetime as typed when it came back with a problem (issue 24). */
  linkDays: string | null;
  linkDaysError: string | null;
  /** A problem that belongs to no field (a rule or day already gone, an unreadable post). */
  problem: string | null;
}

const emptyView = (): SettingsView => ({
  businessDays: null,
  businessDaysErrors: {},
  closure: { from: '', to: '', label: '' },
  closureErrors: {},
  rule: { family: '', locale: '', region: '', owners: [] },
  ruleErrors: {},
  linkDays: null,
  linkDaysError: null,
  problem: null,
});

export async function settingsAction(context: PageContext): Promise<Response | SettingsView> {
  const view = emptyView();
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  // The middleware already answers 403 to staff; this keeps the rule next to the write.
  if (user.role !== 'admin') {
    context.response.status = 403;
    return view;
  }
  const form = await readForm(context.request);
  if (!form) {
    context.response.status = 400;
    view.problem = t.messages.unknown;
    return view;
  }
  const { db } = context.locals.services;
  const change = { actor: { id: user.id, email: user.email }, ip: clientIp(context) };
  const field = (name: string) => form.get(name) ?? '';
  const done = (key: SettingsDone, anchor: string) => context.redirect(`${SETTINGS_PATH}?done=${key}#${anchor}`, 303);

  switch (field('intent')) {
    case 'business-days': {
      const result = await saveBusinessDays(db, { businessDays: field('businessDays') }, change);
      if (result.ok) return done('businessDays', 'settings-business-days');
      view.businessDays = field('businessDays');
      view.businessDaysErrors = result.errors;
      break;
    }
    case 'closure-add': {
      view.closure = { from: field('from'), to: field('to'), label: field('label') };
      const result = await addClosureDays(db, view.closure, change);
      if (result.ok) return done('closureAdded', 'settings-closures');
      view.closureErrors = result.errors;
      break;
    }
    case 'closure-remove': {
      const result = await removeClosureDay(db, field('day'), change);
      if (result.ok) return done('closureRemoved', 'settings-closures');
      view.problem = t.messages.closureNotFound;
      break;
    }
    case 'rule-add': {
      const owners = [...form.keys()]
        .filter((name) => name.startsWith(OWNER_FIELD_PREFIX))
        .map((name) => name.slice(OWNER_FIELD_PREFIX.length));
      view.rule = { family: field('family'), locale: field('locale'), region: field('region'), owners };
      const result = await addRule(db, view.rule, change);
      if (result.ok) return done('ruleAdded', 'settings-rules');
      view.ruleErrors = result.errors;
      break;
    }
    case 'rule-remove': {
      const result = await deleteRule(db, field('rule'), change);
      if (result.ok) return done('ruleRemoved', 'settings-rules');
      view.problem = t.messages.ruleNotFound;
      break;
    }
    case 'rule-up':
    case 'rule-down': {
      const result = await moveRule(db, field('rule'), field('intent') === 'rule-up' ? 'up' : 'down', change);
      if (result.ok) return done('ruleMoved', 'settings-rules');
      view.problem = t.messages.ruleNotFound;
      break;
    }
    case 'materials-link-days': {
      const result = await saveLinkDays(db, { value: field('linkDays'), ...change });
      if (result.ok) return context.redirect(`${SETTINGS_PATH}?done=linkDays#settings-materials`, 303);
      view.linkDays = field('linkDays');
      view.linkDaysError = brochuresCopy.settings.problem;
      break;
    }
    default:
      context.response.status = 400;
      view.problem = t.messages.unknown;
      return view;
  }
  context.response.status = view.problem ? 409 : 422;
  return view;
}
