/**
 * The lead page's sales parts (issue 34) as props: the activity form with the open next step,
 * the stage form with the lost reasons, the first touch and the offline source. Pure: the page
 * passes the lead's row, the reasons and a refused post's messages.
 */
import { funnelCopy } from '../../../content/admin/funnel.ts';
import { ACTIVITY_NOTE_MAX, activityKinds, NEXT_STEP_MAX } from '../../../domain/lead/activities.ts';
import { offlineSourceKinds } from '../../../domain/lead/attribution.ts';
import { asksNextStep } from '../../../domain/lead/lead-state.ts';
import { leadStages } from '../../../domain/lead/stages.ts';

const c = funnelCopy;

interface LeadRow {
  status: string;
  stage: string | null;
  next_step: string | null;
  next_step_on: string | null;
  next_step_due_at: string | null;
  first_touch_page: string | null;
  first_touch_referrer_host: string | null;
  first_touch_utm_source: string | null;
  first_touch_utm_medium: string | null;
  first_touch_utm_campaign: string | null;
  offline_source_kind: string | null;
  offline_source_name: string | null;
  offline_source_on: string | null;
}

interface Refused {
  form: 'activity' | 'stage' | 'offline-source';
  errors: Record<string, string>;
  values: Record<string, string>;
  problem: string | null;
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));

const DONE: Record<string, string> = {
  activity: c.activity.done,
  stage: c.stage.done,
  'offline-source': c.offline.done,
};

export function leadFunnelView(
  lead: LeadRow,
  reasons: { id: string; label: string; disabled: boolean }[],
  refused: Refused | null,
  now: Date,
  done: string | null = null,
) {
  const mine = (form: Refused['form']) => (refused?.form === form ? refused : null);
  const overdue = lead.next_step_due_at !== null && lead.next_step_due_at < now.toISOString();
  const stageLabel = (stage: string | null) =>
    stage ? (c.stages[stage as keyof typeof c.stages] ?? stage) : c.stage.none;
  const ft = c.firstTouch;
  const offlineKind = lead.offline_source_kind as keyof typeof c.offlineKinds | null;
  return {
    done: done ? (DONE[done] ?? null) : null,
    activity: {
      title: c.activity.title,
      props: {
        kinds: options(activityKinds, c.activityKinds),
        asksNextStep: asksNextStep(lead),
        current:
          lead.next_step_on === null
            ? null
            : {
                text: c.activity.current(lead.next_step ?? '', lead.next_step_on),
                overdue: overdue ? c.activity.currentOverdue : null,
              },
        errors: mine('activity')?.errors ?? {},
        values: mine('activity')?.values ?? {},
        limits: { note: ACTIVITY_NOTE_MAX, nextStep: NEXT_STEP_MAX },
        labels: c.activity,
      },
    },
    stage: {
      title: c.stage.title,
      props: {
        current: stageLabel(lead.stage),
        stages: options(leadStages, c.stages),
        lostReasons: reasons
          .filter((reason) => !reason.disabled)
          .map((reason) => ({ value: reason.id, label: reason.label })),
        meetingKinds: options(['online', 'visit'] as const, c.stage.meetingKinds),
        errors: mine('stage')?.errors ?? {},
        values: mine('stage')?.values ?? (lead.stage ? { stage: lead.stage } : {}),
        problem: mine('stage')?.problem ?? null,
        labels: c.stage,
      },
    },
    firstTouch: {
      title: ft.title,
      props: {
        empty: ft.unknown,
        fields: [
          { key: 'first_touch_page', label: ft.page, value: lead.first_touch_page },
          { key: 'first_touch_referrer', label: ft.referrer, value: lead.first_touch_referrer_host },
          {
            key: 'first_touch_utm',
            label: ft.utmLabel,
            value: ft.utm(lead.first_touch_utm_source, lead.first_touch_utm_medium, lead.first_touch_utm_campaign),
          },
          {
            key: 'offline_source',
            label: ft.offline,
            value: offlineKind
              ? [c.offlineKinds[offlineKind] ?? offlineKind, lead.offline_source_name, lead.offline_source_on]
                  .filter(Boolean)
                  .join(' ')
              : null,
          },
        ],
      },
    },
    offline: {
      props: {
        kinds: options(offlineSourceKinds, c.offlineKinds),
        current: {
          kind: lead.offline_source_kind ?? '',
          name: lead.offline_source_name ?? '',
          on: lead.offline_source_on ?? '',
        },
        errors: mine('offline-source')?.errors ?? {},
        labels: c.offline,
      },
    },
  };
}
