/** A lead's history as one list (issue 34): what happened, when, by whom. Read by timeline.server.ts. */
export type TimelineEvent = { id: string; at: string; actorEmail: string | null } & (
  | { kind: 'request' }
  | { kind: 'mail'; mailKind: string; status: string }
  | { kind: 'materials'; method: string; tracking: string | null }
  | { kind: 'open' }
  | { kind: 'shipment'; tracking: string | null }
  | { kind: 'status'; from: string; to: string; note: string | null }
  | {
      kind: 'stage';
      from: string | null;
      to: string;
      amountMonthly: number | null;
      amountOnce: number | null;
      lostReason: string | null;
      lostNote: string | null;
      details: Record<string, string>;
    }
  | { kind: 'activity'; activityKind: string; note: string | null; nextStep: string | null; nextStepOn: string | null }
);
