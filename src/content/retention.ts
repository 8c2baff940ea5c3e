/**
 * How long the site keeps what it stores. These are the defaults of the retention settings
 * (src/server/platform/env.server.ts) and the periods the privacy policy states
 * (pages/security-policy): whoever sets one of those variables to another value must update
 * the policy too.
 */
export const retentionDefaults = {
  /** LEAD_RETENTION_MONTHS: then a brochure request keeps only what statistics need. */
  leadMonths: 24,
  /** AUDIT_RETENTION_MONTHS: admin sign-ins and actions, with the IP address. */
  auditMonths: 24,
  /** ANALYTICS_RETENTION_MONTHS: cookieless events (25: a year compared with the one before). */
  analyticsMonths: 25,
  /** LOGIN_THROTTLE_RETENTION_HOURS: failed-login counters per IP and per typed e-mail. */
  loginThrottleHours: 24,
  /** OUTBOX_PAYLOAD_RETENTION_DAYS: then a sent mail job keeps only its record, not its payload. */
  sentPayloadDays: 30,
  /** BACKUP_KEEP_DAILY: the newest snapshot of each of this many days is kept. */
  backupDaily: 7,
  /** BACKUP_KEEP_WEEKLY: and the newest of each of this many weeks, so none is older than 4 weeks. */
  backupWeekly: 4,
  /** What the privacy policy states: max(backupDaily, 7 × backupWeekly) days. */
  backupWindowDays: 28,
} as const;
