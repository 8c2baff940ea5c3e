/**
 * The sales stages after the materials (issue 34) and the rules of moving between them. Pure:
 * the server (src/server/funnel/) stores what these accept; forms name the fields as the
 * interface contract does (`stage`, `amount_monthly`, `amount_once`, `lost_reason`).
 */
import { dayOrDefault } from '../dates.ts';

export const leadStages = ['meeting', 'trial', 'quote', 'won', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];

/** The stages in funnel order (lost stands apart: it ends the lead from any of them). */
export const funnelStages = ['meeting', 'trial', 'quote', 'won'] as const;
export type FunnelStage = (typeof funnelStages)[number];

/** A stage that closes the lead: it needs no next step any more. */
export const isClosingStage = (stage: string | null): boolean => stage === 'won' || stage === 'lost';

export const isLeadStage = (value: unknown): value is LeadStage =>
  typeof value === 'string' && (leadStages as readonly string[]).includes(value);

/** What each stage records besides the amounts: shown in the lead's history. */
export interface StageDetails {
  /** 商談: the day and the kind of meeting. */
  meetingOn?: string;
  meetingKind?: 'online' | 'visit';
  /** 体験・デモ: where and when. */
  trialPlace?: string;
  trialOn?: string;
  /** 契約: the product and the start date. */
  product?: string;
  startOn?: string;
}

export const AMOUNT_MAX = 1_000_000_000;
export const STAGE_TEXT_MAX = 200;
export const LOST_NOTE_MAX = 1000;

export type StageField = 'stage' | 'amount' | 'lost_reason' | 'lost_note' | 'date' | 'place';

export interface StageInput {
  stage: LeadStage;
  amountMonthly: number | null;
  amountOnce: number | null;
  lostReason: string | null;
  lostNote: string | null;
  details: StageDetails;
}

/** A real calendar day 'YYYY-MM-DD' from 2000 to 2100, or null. */
export function calendarDay(value: string | null | undefined): string | null {
  return dayOrDefault(value, null);
}

/**
 * A yen amount as staff type it: `33,000`, `３３０００`, `33000円` are 33000; empty is null;
 * anything else (negative, fractions, words) is undefined (refused).
 */
export function parseYen(value: string | null | undefined): number | null | undefined {
  const text = (value ?? '')
    .normalize('NFKC')
    .replace(/[,\s円¥]/g, '')
    .trim();
  if (text === '') return null;
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const amount = Number(text);
  return amount <= AMOUNT_MAX ? amount : undefined;
}

const text = (value: string | null | undefined, max: number): string | null | undefined => {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  return trimmed.length <= max ? trimmed : undefined;
};

/**
 * Reads a stage form: every problem by field. 見積 and 契約 need an amount (monthly or one-off);
 * 失注 needs a reason from the list (`reasons`); dates must be real days.
 */
export function readStageForm(
  form: (name: string) => string | null,
  reasons: readonly string[],
): { ok: true; value: StageInput } | { ok: false; errors: Partial<Record<StageField, true>> } {
  const errors: Partial<Record<StageField, true>> = {};
  const stage = form('stage');
  if (!isLeadStage(stage)) return { ok: false, errors: { stage: true } };
  const amountMonthly = parseYen(form('amount_monthly'));
  const amountOnce = parseYen(form('amount_once'));
  if (amountMonthly === undefined || amountOnce === undefined) errors.amount = true;
  else if ((stage === 'quote' || stage === 'won') && amountMonthly === null && amountOnce === null)
    errors.amount = true;
  const lostReason = form('lost_reason')?.trim() || null;
  if (stage === 'lost' && (!lostReason || !reasons.includes(lostReason))) errors.lost_reason = true;
  const lostNote = text(form('lost_note'), LOST_NOTE_MAX);
  if (lostNote === undefined) errors.lost_note = true;
  const details: StageDetails = {};
  const day = (name: string): string | null => {
    const raw = form(name)?.trim() ?? '';
    if (raw === '') return null;
    const found = calendarDay(raw);
    if (!found) errors.date = true;
    return found;
  };
  if (stage === 'meeting') {
    const on = day('meeting_on');
    if (on) details.meetingOn = on;
    const kind = form('meeting_kind');
    if (kind === 'online' || kind === 'visit') details.meetingKind = kind;
  } else if (stage === 'trial') {
    const on = day('trial_on');
    if (on) details.trialOn = on;
    const place = text(form('trial_place'), STAGE_TEXT_MAX);
    if (place === undefined) errors.place = true;
    else if (place) details.trialPlace = place;
  } else if (stage === 'won') {
    const on = day('start_on');
    if (on) details.startOn = on;
    const product = text(form('contract_product'), STAGE_TEXT_MAX);
    if (product === undefined) errors.place = true;
    else if (product) details.product = product;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      stage,
      amountMonthly: amountMonthly ?? null,
      amountOnce: amountOnce ?? null,
      lostReason: stage === 'lost' ? lostReason : null,
      lostNote: stage === 'lost' ? (lostNote ?? null) : null,
      details,
    },
  };
}

/** The `*_at` column of the lead that records when a stage was first reached. */
export const reachedColumn = {
  meeting: 'meeting_at',
  trial: 'trial_at',
  quote: 'quote_at',
  won: 'won_at',
  lost: 'lost_at',
} as const satisfies Record<LeadStage, string>;

/**
 * The reached-stage columns a move to `to` sets and clears: `to`'s own is set when empty (the
 * first time counts), the funnel stages after it are cleared (moving back undoes them), and
 * lost is cleared unless `to` is lost.
 */
export function reachedChanges(to: LeadStage): { set: LeadStage; clear: LeadStage[] } {
  if (to === 'lost') return { set: 'lost', clear: [] };
  const index = funnelStages.indexOf(to);
  return { set: to, clear: [...funnelStages.slice(index + 1), 'lost'] };
}
