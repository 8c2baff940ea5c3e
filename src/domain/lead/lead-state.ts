/**
 * One state model for a lead (issue 42): its status (状態) and its sales stage (営業段階) move
 * together. For each event staff cause (an activity logged, a stage set, materials sent, a status
 * set by hand) `decide` says what the status becomes, whether the due date (資料送付期限) goes and
 * what becomes of the open next step. Pure: the server (src/server/lead-state/) writes what it
 * decides, in the transaction of the event. The table is in docs/product.md#lead-state.
 */
import { isClosingStage, type LeadStage } from './stages.ts';
import type { MaterialRequestStatus } from './statuses.ts';

/** What the model reads of a lead. */
export interface LeadState {
  status: MaterialRequestStatus;
  stage: string | null;
  /** 要確認: waiting for staff to release it. */
  review: boolean;
  /** Materials were recorded as sent (`materials_sent_at`). */
  materialsSent: boolean;
}

export type LeadEvent =
  | { kind: 'activity' }
  | { kind: 'stage'; to: LeadStage }
  | { kind: 'materials' }
  | { kind: 'status'; to: MaterialRequestStatus };

/** Why an event is refused: the lead is spam, under review, or the status cannot go there. */
export type LeadRefusal = 'spam' | 'review' | 'transition';

export interface LeadOutcome {
  ok: true;
  /** The status after the event (the current one when it stays). */
  status: MaterialRequestStatus;
  /** The due date is cleared: the lead closed at 契約 or 失注 owes no materials by a date. */
  clearDue: boolean;
  /**
   * The open next step: `take` the activity's, `keep` the lead's, or `clear` it (a closed lead
   * has none).
   */
  nextStep: 'take' | 'keep' | 'clear';
}

export type LeadDecision = LeadOutcome | { ok: false; refused: LeadRefusal };

/** The row columns the model reads, as both databases return them. */
export const leadStateOf = (row: {
  status: MaterialRequestStatus;
  stage: string | null;
  review: boolean | number | null;
  materials_sent_at: string | null;
}): LeadState => ({
  status: row.status,
  stage: row.stage,
  review: Boolean(row.review),
  materialsSent: row.materials_sent_at !== null,
});

/** The hand workflow, one step at a time; spam from any state and back to 未対応 from there. */
const WORKFLOW: readonly MaterialRequestStatus[] = ['pending', 'contacted', 'materials_sent', 'closed'];

/** The statuses staff may set by hand from `from`. */
export function allowedTransitions(from: MaterialRequestStatus): MaterialRequestStatus[] {
  if (from === 'spam') return ['pending'];
  const next = WORKFLOW[WORKFLOW.indexOf(from) + 1];
  return next ? [next, 'spam'] : ['spam'];
}

/** A closed lead: 完了, or at 契約 or 失注. It owes nothing and is asked no next step. */
export const isClosed = (lead: { status: string; stage: string | null }): boolean =>
  lead.status === 'closed' || isClosingStage(lead.stage);

/** Whether an activity on this lead asks for (and stores) a next step. */
export const asksNextStep = (lead: { status: string; stage: string | null }): boolean => !isClosed(lead);

/** The status a lead reopened from 完了 goes back to: where its materials left it. */
export const reopenedStatus = (lead: Pick<LeadState, 'materialsSent'>): MaterialRequestStatus =>
  lead.materialsSent ? 'materials_sent' : 'contacted';

const stays = (lead: LeadState, nextStep: LeadOutcome['nextStep'] = 'keep'): LeadOutcome => ({
  ok: true,
  status: lead.status,
  clearDue: false,
  nextStep,
});

/** What `event` does to `lead`. */
export function decide(lead: LeadState, event: LeadEvent): LeadDecision {
  switch (event.kind) {
    case 'activity': {
      // Spam and 要確認 keep today's behaviour: the log takes the activity, the status stays.
      const nextStep = asksNextStep(lead) ? 'take' : 'keep';
      if (lead.status === 'spam' || lead.review) return stays(lead, nextStep);
      return { ok: true, status: lead.status === 'pending' ? 'contacted' : lead.status, clearDue: false, nextStep };
    }
    case 'stage': {
      // Nobody has vetted a spam lead or one under review: it takes no stage.
      if (lead.status === 'spam') return { ok: false, refused: 'spam' };
      if (lead.review) return { ok: false, refused: 'review' };
      if (isClosingStage(event.to)) return { ok: true, status: 'closed', clearDue: true, nextStep: 'clear' };
      // An open stage on a closed lead reopens it; on a new one, someone has spoken to them.
      if (lead.status === 'closed')
        return { ok: true, status: reopenedStatus(lead), clearDue: false, nextStep: 'keep' };
      if (lead.status === 'pending') return { ok: true, status: 'contacted', clearDue: false, nextStep: 'keep' };
      return stays(lead);
    }
    case 'materials': {
      if (lead.status === 'spam') return { ok: false, refused: 'spam' };
      if (lead.review) return { ok: false, refused: 'review' };
      const owing = lead.status === 'pending' || lead.status === 'contacted';
      return owing ? { ok: true, status: 'materials_sent', clearDue: false, nextStep: 'keep' } : stays(lead);
    }
    case 'status': {
      if (!allowedTransitions(lead.status).includes(event.to)) return { ok: false, refused: 'transition' };
      // 完了 by hand ends the work: no next step is left to fall overdue. Its due date stays.
      return { ok: true, status: event.to, clearDue: false, nextStep: event.to === 'closed' ? 'clear' : 'keep' };
    }
  }
}
