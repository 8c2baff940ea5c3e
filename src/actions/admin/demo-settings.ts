/**
 * The demo settings' POSTs (/admin/demos/settings, admin role only; issue 44). Each form names
 * itself with `intent` (and `person` or `unit` when it edits one of several); success is a 303
 * back to the page at its panel (POST/redirect/GET), a problem renders the page again with the
 * messages beside the fields and everything typed, in the form that was sent. The company's
 * closure days are the follow-up settings' own functions, so both pages edit one list.
 */

import { demosCopy } from '../../content/admin/demos.ts';
import { settings as followUpCopy } from '../../content/admin/follow-up.ts';
import type { FieldErrors, Fields } from '../../domain/demo/settings-schema.ts';
import {
  addStaffDays,
  removeStaffDay,
  removeTravel,
  type SaveResult,
  saveDemoRules,
  saveStaffWeek,
  saveTravel,
  saveUnit,
} from '../../server/demo/demo-settings.server.ts';
import { addClosureDays, removeClosureDay } from '../../server/follow-up/follow-up-settings.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { DEMO_SETTINGS_PATH } from '../paths.ts';

const m = demosCopy.settings.messages;

export interface DemoSettingsView {
  /** Which form came back ('rules', 'staff:<id>', 'days', 'closure', 'unit:<id>', 'unit:new', 'travel'). */
  form: string | null;
  values: Fields;
  errors: FieldErrors;
  problem: string | null;
  saved: boolean;
}

export const emptyDemoSettingsView = (): DemoSettingsView => ({
  form: null,
  values: {},
  errors: {},
  problem: null,
  saved: false,
});

/** The panels a save comes back to. */
export const DEMO_SETTINGS_ANCHORS = {
  rules: 'demo-rules',
  staff: 'demo-staff',
  days: 'demo-days',
  closure: 'demo-closures',
  unit: 'demo-units',
  travel: 'demo-travel',
} as const;

export async function demoSettingsAction(context: PageContext): Promise<Response | DemoSettingsView> {
  const view = emptyDemoSettingsView();
  view.saved = context.url.searchParams.get('saved') === '1';
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
    view.problem = m.unknown;
    return view;
  }
  const { db } = context.locals.services;
  const change = { actor: { id: user.id, email: user.email }, ip: clientIp(context) };
  const fields: Fields = Object.fromEntries([...form].map(([name, value]) => [name, value.slice(0, 200)]));
  const field = (name: string) => fields[name] ?? '';
  view.values = fields;
  const done = (anchor: keyof typeof DEMO_SETTINGS_ANCHORS) =>
    context.redirect(`${DEMO_SETTINGS_PATH}?saved=1#${DEMO_SETTINGS_ANCHORS[anchor]}`, 303);
  const answer = (result: SaveResult, name: string, anchor: keyof typeof DEMO_SETTINGS_ANCHORS) => {
    if (result.ok) return done(anchor);
    view.form = name;
    view.errors = result.errors;
    if (result.problem) view.problem = m.notFound;
    return null;
  };

  let redirect: Response | null = null;
  switch (field('intent')) {
    case 'rules':
      redirect = answer(await saveDemoRules(db, fields, change), 'rules', 'rules');
      break;
    case 'staff':
      redirect = answer(await saveStaffWeek(db, field('person'), fields, change), `staff:${field('person')}`, 'staff');
      break;
    case 'days-add':
      redirect = answer(await addStaffDays(db, fields, change), 'days', 'days');
      break;
    case 'days-remove':
      redirect = answer(await removeStaffDay(db, field('person'), field('day'), change), 'days', 'days');
      break;
    case 'closure-add': {
      const result = await addClosureDays(db, { from: field('from'), to: field('to'), label: field('label') }, change);
      redirect = result.ok ? done('closure') : answer({ ok: false, errors: result.errors }, 'closure', 'closure');
      break;
    }
    case 'closure-remove': {
      const result = await removeClosureDay(db, field('day'), change);
      if (result.ok) redirect = done('closure');
      else view.problem = followUpCopy.messages.closureNotFound;
      break;
    }
    case 'unit': {
      const id = field('unit');
      redirect = answer(await saveUnit(db, id === '' ? null : id, fields, change), `unit:${id || 'new'}`, 'unit');
      break;
    }
    case 'travel':
      redirect = answer(await saveTravel(db, fields, change), 'travel', 'travel');
      break;
    case 'travel-remove':
      redirect = answer(await removeTravel(db, field('from'), field('to'), change), 'travel', 'travel');
      break;
    default:
      view.problem = m.unknown;
      context.response.status = 400;
      return view;
  }
  if (redirect) return redirect;
  context.response.status = view.problem ? 409 : 422;
  return view;
}
