/**
 * One meaning of 期限超過 for every screen and mail (issue 24): the due date is 資料送付期限, so a
 * lead is overdue when its materials were not sent by it. The inbox's mark and filter, the lead
 * page, the dashboard's 現在の送付期限超過 and the digest all read it from here.
 */

/**
 * Statuses that still owe the materials. 資料送付済み, 完了 and spam owe nothing, whether or not a
 * sending was recorded (a lead set 資料送付済み by hand before sendings were kept has none).
 */
export const OWING_STATUSES = ['pending', 'contacted'] as const;

/** Whether a lead still owes its materials (whatever its due date). */
export const owesMaterials = (lead: { status: string; materials_sent_at: string | null }): boolean =>
  (OWING_STATUSES as readonly string[]).includes(lead.status) && lead.materials_sent_at === null;

/** Materials not sent by the due date, at `now` (ISO-8601 UTC). */
export const isOverdue = (
  lead: { status: string; due_at: string | null; materials_sent_at: string | null },
  now: string,
): boolean => owesMaterials(lead) && lead.due_at !== null && lead.due_at < now;

/** An open next step (issue 34's activity log) whose day has passed, at `now` (ISO-8601 UTC). */
export const nextStepOverdue = (lead: { next_step_due_at: string | null }, now: string): boolean =>
  lead.next_step_due_at !== null && lead.next_step_due_at < now;
