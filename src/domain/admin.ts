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
  'lead.dispatch',
  'lead.dispatch_shipped',
  'lead.tracking_import',
  'lead.assign',
  'lead.mark_duplicate',
  'lead.import',
  'lead.release',
  /** Materials sent by personal link (or, from the dispatch screen, by post). */
  'lead.materials_sent',
  /** The postal code and address corrected from the dispatch page (issue 32). */
  'lead.address',
  /** The name, reading, organisation or position corrected (issue 42): the fields named, not their values. */
  'lead.recipient',
  /** The lead page's 郵送する (issue 42), and the lead taken out of the post queue by hand. */
  'lead.post_queue',
  'lead.post_unqueue',
  /** A sales stage set (issue 34), an activity logged, an offline source set, the lost reasons edited. */
  'lead.stage',
  'lead.activity',
  'lead.offline_source',
  /** Demo booking (issue 44): booked, moved, cancelled, held or missed; the settings. */
  'demo.book',
  'demo.reschedule',
  'demo.cancel',
  'demo.outcome',
  'demo.settings',
  'demo.feed',
  'lost_reasons.update',
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
  /** The commercial facts (/admin/site): a draft saved, a version published, an earlier one back. */
  'site.draft',
  'site.publish',
  'site.revert',
  'site.unschedule',
  /** Published although the advertising check found errors: the reason, the texts and the hits. */
  'site.publish_despite_advertising_errors',
  /** Photographs for the public pages (/admin/site/photos, issue 43): live as soon as written. */
  'site.photo_upload',
  'site.photo_move',
  'site.photo_delete',
  'clinic.create',
  'clinic.update',
  'clinic.delete',
  'clinic.import_csv',
  'clinic.import_wordpress',
  'login.factor_failure',
  'factor.totp_enrol',
  'factor.totp_remove',
  'factor.passkey_add',
  'factor.passkey_remove',
  'factor.recovery_regenerate',
  'factor.recovery_used',
  'factor.release',
  'factor.reset',
  'policy.second_factor',
  'reauth.success',
  'reauth.failure',
  'invitation.create',
  'invitation.resend',
  'invitation.revoke',
  'invitation.accept',
  'password.reset_request',
  'password.change',
  'user.role',
  'user.enable',
  'user.profile',
  'user.email',
  'session.end',
  'session.end_others',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** A change to how an account signs in: the owner is sent a notice of each (ASVS 5.0 6.3.7). */
export type CredentialChange =
  | 'password'
  | 'password_reset'
  | 'email'
  | 'totp_added'
  | 'totp_removed'
  | 'passkey_added'
  | 'passkey_removed'
  | 'recovery_codes'
  | 'factors_reset';

/** Why a new password is refused (src/server/accounts/password.server.ts applies the rule). */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'common';
