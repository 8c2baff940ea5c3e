/** The lead's timeline events (domain/lead/timeline.ts) as the lead page reads them. */
import { brochuresCopy } from '../../../content/admin/brochures.ts';
import { funnelCopy } from '../../../content/admin/funnel.ts';
import { adminCopy } from '../../../content/admin/index.ts';
import { queueCopy } from '../../../content/admin/queue.ts';
import type { TimelineEvent } from '../../../domain/lead/timeline.ts';
import { formatDateTime } from '../shared/format.ts';
import type { TimelineEntry } from './LeadTimeline.tsx';

const t = adminCopy.ja;
const c = funnelCopy.timeline;
const label = (map: Record<string, string>, key: string | null): string => (key ? (map[key] ?? key) : '');

/** A stage's stored details (domain/lead/stages.ts StageDetails), each with its form label and a labelled value. */
const detailLabels: Record<string, string> = {
  meetingOn: funnelCopy.stage.meetingOn,
  meetingKind: funnelCopy.stage.meetingKind,
  trialPlace: funnelCopy.stage.trialPlace,
  trialOn: funnelCopy.stage.trialOn,
  product: funnelCopy.stage.contractProduct,
  startOn: funnelCopy.stage.startOn,
};
const detailValue = (key: string, value: string): string =>
  key === 'meetingKind' ? label(funnelCopy.stage.meetingKinds, value) : value;
const stageDetails = (details: Record<string, string>): string[] =>
  Object.entries(details)
    .filter(([key, value]) => typeof value === 'string' && value !== '' && key in detailLabels)
    .map(([key, value]) => c.detail(detailLabels[key] ?? key, detailValue(key, value)));

function eventText(event: TimelineEvent): { text: string; details: string[] } {
  switch (event.kind) {
    case 'request':
      return { text: c.received, details: [] };
    case 'mail': {
      const kind = queueCopy.jobKinds[event.mailKind] ?? t.lead.jobKinds[event.mailKind] ?? event.mailKind;
      return { text: c.mail(kind, label(t.notificationStates, event.status)), details: [] };
    }
    case 'materials':
      return {
        text: c.materials(label(brochuresCopy.panel.methods, event.method)),
        details: event.tracking ? [c.shipment(event.tracking)] : [],
      };
    case 'open':
      return { text: c.opened, details: [] };
    case 'shipment':
      return { text: c.shipment(event.tracking ?? ''), details: [] };
    case 'status':
      // A change that kept the status (宛先を直す) is told by its note alone.
      return event.from === event.to && event.note
        ? { text: event.note, details: [] }
        : {
            text: t.lead.historyEntry(label(t.statuses, event.from), label(t.statuses, event.to)),
            details: event.note ? [event.note] : [],
          };
    case 'stage': {
      const amounts = c.amounts(event.amountMonthly, event.amountOnce);
      const details = stageDetails(event.details);
      return {
        text: c.stage(event.from ? label(funnelCopy.stages, event.from) : null, label(funnelCopy.stages, event.to)),
        details: [
          ...(amounts ? [amounts] : []),
          ...(details.length > 0 ? [details.join('、')] : []),
          ...(event.lostReason ? [c.lostReason(event.lostReason)] : []),
          ...(event.lostNote ? [event.lostNote] : []),
        ],
      };
    }
    case 'activity':
      return {
        text: c.activity(label(funnelCopy.activityKinds, event.activityKind)),
        details: [
          ...(event.note ? [event.note] : []),
          ...(event.nextStepOn ? [c.nextStep(event.nextStepOn, event.nextStep ?? '')] : []),
        ],
      };
  }
}

export function timelineEntries(
  events: TimelineEvent[],
  personOf: (email: string | null) => string | null,
): TimelineEntry[] {
  return events.map((event) => ({
    id: event.id,
    at: event.at,
    when: formatDateTime(event.at),
    kind: event.kind,
    by: personOf(event.actorEmail),
    ...eventText(event),
  }));
}
