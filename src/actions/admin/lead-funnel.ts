/**
 * The lead page's sales POSTs (issue 34), dispatched from src/actions/admin/lead.ts by intent:
 * `activity` (記録する), `stage` (段階を更新) and `offline-source`. Success is a 303 back to the
 * lead; a refusal shows the page again (422) with each message beside its field and what was typed.
 */
import { funnelCopy } from '../../content/admin/funnel.ts';
import { readActivityForm } from '../../domain/lead/activities.ts';
import { asksNextStep } from '../../domain/lead/lead-state.ts';
import { readStageForm } from '../../domain/lead/stages.ts';
import { japanDate } from '../../server/follow-up/business-days.server.ts';
import { logActivity } from '../../server/funnel/activities.server.ts';
import { listLostReasons } from '../../server/funnel/lost-reasons.server.ts';
import { setOfflineSource } from '../../server/funnel/offline-source.server.ts';
import { setLeadStage } from '../../server/funnel/stages.server.ts';
import type { Actor } from '../../server/leads/lead-changes.server.ts';
import type { PageContext } from '../context.ts';
import { leadPath } from '../paths.ts';

const c = funnelCopy;

export interface FunnelFormView {
  /** Which form the messages are for. */
  form: 'activity' | 'stage' | 'offline-source';
  errors: Record<string, string>;
  /** What was typed, to show again. */
  values: Record<string, string>;
  /** A message for the whole form (the lead cannot take a stage). */
  problem: string | null;
}

export const FUNNEL_INTENTS = ['activity', 'stage', 'offline-source'] as const;

export async function funnelIntent(
  context: PageContext,
  input: { id: string; intent: string; form: Map<string, string>; actor: Actor; ip: string | null },
): Promise<Response | FunnelFormView> {
  const { db } = context.locals.services;
  const { id, form, actor, ip } = input;
  const get = (name: string) => form.get(name) ?? null;
  const values = Object.fromEntries([...form].filter(([name]) => name !== 'intent'));
  const back = (done: string) => context.redirect(`${leadPath(id)}?done=${done}`, 303);
  if (input.intent === 'activity') {
    const lead = await db
      .selectFrom('material_requests')
      .select(['status', 'stage'])
      .where('id', '=', id)
      .executeTakeFirst();
    // A closed lead (完了, 契約, 失注) is asked no next step (the lead's state model).
    const closes = lead ? !asksNextStep(lead) : false;
    const read = readActivityForm(get, { closes, today: japanDate(new Date()) });
    if (!read.ok) {
      const errors = Object.fromEntries(
        Object.keys(read.errors).map((field) => [field, c.activity.errors[field as keyof typeof c.activity.errors]]),
      );
      return { form: 'activity', errors, values, problem: null };
    }
    const result = await logActivity(db, { id, activity: read.value, actor, ip });
    return result.ok ? back('activity') : { form: 'activity', errors: {}, values, problem: c.activity.notFound };
  }
  if (input.intent === 'stage') {
    const reasons = (await listLostReasons(db)).filter((reason) => !reason.disabled).map((reason) => reason.id);
    const read = readStageForm(get, reasons);
    if (!read.ok) {
      const errors = Object.fromEntries(
        Object.keys(read.errors).map((field) => [field, c.stage.errors[field as keyof typeof c.stage.errors]]),
      );
      return { form: 'stage', errors, values, problem: null };
    }
    const result = await setLeadStage(db, { id, stage: read.value, actor, ip });
    return result.ok ? back('stage') : { form: 'stage', errors: {}, values, problem: c.stage.problems[result.problem] };
  }
  const result = await setOfflineSource(db, {
    id,
    kind: get('offline_kind'),
    name: get('offline_name'),
    on: get('offline_on'),
    actor,
    ip,
  });
  if (result.ok) return back('offline-source');
  const errors = Object.fromEntries(
    Object.keys(result.errors).map((field) => [`offline_${field}`, c.offline.errors[field as 'name' | 'on']]),
  );
  return { form: 'offline-source', errors, values, problem: result.notFound ? c.activity.notFound : null };
}
