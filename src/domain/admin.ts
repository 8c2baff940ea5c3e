/** Names the admin area stores and its copy labels: roles, audit actions, password problems. */

export type AdminRole = 'admin' | 'staff';

export const auditActions = [
  'login.success',
  'login.failure',
  'logout',
  'setup.first_admin',
  'user.create',
  'user.reset_password',
  'user.disable',
  'lead.status',
  'lead.retry_notification',
  'lead.delete',
  'lead.export',
  'lead.assign',
  'lead.mark_duplicate',
  'lead.release',
  /** Materials sent by personal link (or, from the dispatch screen, by post). */
  'lead.materials_sent',
  'brochure.create',
  'brochure.replace',
  'materials.settings',
  'settings.update',
  'webhook.create',
  'webhook.disable',
  'webhook.test',
  'mail.test',
  'news.create',
  'news.update',
  'news.delete',
  /** Published although the advertising check found errors: the text as it stood and the hits. */
  'news.publish_despite_advertising_errors',
  'clinic.create',
  'clinic.update',
  'clinic.delete',
  'clinic.import_csv',
  'clinic.import_wordpress',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Why a new password is refused (src/server/accounts/password.server.ts applies the rule). */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'common';
