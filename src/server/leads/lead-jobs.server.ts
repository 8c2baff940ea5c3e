/**
 * The outbox jobs a new request gets (the staff notification and the receipt) and the payload
 * they carry. Apart from leads.server.ts, which queues them, so the modules that read or queue
 * them again (the lead page, review, the mails) do not import the module that stores requests.
 */

export const LEAD_JOB_KINDS = ['lead.staff_notification', 'lead.auto_reply'] as const;
export type LeadJobKind = (typeof LEAD_JOB_KINDS)[number];

/** A lead's jobs carry exactly this payload (what the worker reads); the inbox finds them by request_id. */
export const leadJobPayload = (requestId: string): string => JSON.stringify({ requestId });
