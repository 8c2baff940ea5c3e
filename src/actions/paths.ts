/**
 * The site's own paths that code (not markup) needs: where actions redirect, what the access
 * policy opens, and the links the server part is handed for mails and the boot log. The server
 * part (src/server) never names a URL of this site; it is given them from here.
 */

/** The admin dashboard, and where a sign-in goes when it has nowhere better to go. */
export const ADMIN_HOME = '/admin';
export const LOGIN_PATH = '/admin/login';
/** The first-run page opened by the one-time URL logged at start. */
export const SETUP_PATH = '/admin/setup';
/** The page shown in place of one the signed-in user's role may not open (status 403). */
export const FORBIDDEN_PATH = '/admin/forbidden';
export const LEADS_PATH = '/admin/leads';
/** The funnel report (issue 34). */
export const REPORTS_PATH = '/admin/reports';
/** The analytics the dashboard used to carry (issue 42): breakdowns, entry pages, speed to lead. */
export const ANALYTICS_PATH = '/admin/analytics';
/** Signing out (POST). */
export const LOGOUT_PATH = '/admin/logout';
/** The second step of signing in: a TOTP or recovery code (input `code`), or a passkey. */
export const FACTOR_PATH = '/admin/login/factor';
/** Enrolling a second factor: where an account without one is sent before any other page. */
export const ENROL_PATH = '/admin/enrol';
/** The password plus a factor again, before sensitive changes (`?next=` comes back). */
export const REAUTH_PATH = '/admin/reauth';
/** パスワードをお忘れの方: asks for the e-mail, mails a link. */
export const FORGOT_PASSWORD_PATH = '/admin/forgot-password';
/** The link a reset mail carries: `/admin/reset-password/<token>`. */
export const RESET_PASSWORD_PATH = '/admin/reset-password';
/** The link an invitation mail carries: `/admin/invitation/<token>`. */
export const INVITATION_PATH = '/admin/invitation';
/** Accounts, invitations and the second-factor policy (admin role only). */
export const USERS_PATH = '/admin/users';
/** One's own name, password, second factors and sessions. */
export const ACCOUNT_PATH = '/admin/account';
/** WebAuthn ceremonies (JSON): options and verification for passkeys. */
export const PASSKEY_API_PATH = '/api/admin/passkeys';
export const CLINICS_PATH = '/admin/clinics';
export const CLINIC_IMPORT_PATH = '/admin/clinics/import';
export const NEWS_PATH = '/admin/news';
/** The news editor's live advertising check (JSON). */
export const ADVERTISING_CHECK_PATH = '/api/admin/news/advertising-check';
export const TEST_EMAIL_PATH = '/admin/test-email';
/** The brochure library (issue 24). */
export const BROCHURES_PATH = '/admin/brochures';
/** A personal link's path; the token is its last segment. */
export const MATERIALS_PATH = '/materials';
/** Follow-up settings: business days, closure days, assignment rules (admin role only). */
export const SETTINGS_PATH = '/admin/settings';
/** The commercial facts (issue 33) and the draft's preview. */
export const SITE_FACTS_PATH = '/admin/site';
export const SITE_PREVIEW_PATH = '/admin/site/preview';
/** Photographs for the public pages (issue 43). */
export const SITE_PHOTOS_PATH = '/admin/site/photos';
/** The demo calendar (issue 44): a week of bookings, with reschedule, cancel, held and missed. */
export const DEMOS_PATH = '/admin/demos';
/** The demo settings: hours, exceptions, units, travel, notice and buffers (admin role only). */
export const DEMO_SETTINGS_PATH = '/admin/demos/settings';
/** Outgoing webhooks (admin role only). */
export const INTEGRATIONS_PATH = '/admin/integrations';
/** The on-demand page (src/pages/brochure-request.astro) that shows a no-JS post's outcome. */
export const BROCHURE_RESULT_PATH = '/brochure-request';

export const leadPath = (id: string): string => `${LEADS_PATH}/${encodeURIComponent(id)}`;
export const clinicPath = (id: string): string => `${CLINICS_PATH}/${encodeURIComponent(id)}`;
export const newsPath = (id: string): string => `${NEWS_PATH}/${encodeURIComponent(id)}`;
export const brochurePath = (id: string): string => `${BROCHURES_PATH}/${encodeURIComponent(id)}`;
/** 資料を送付 on the inbox's selection (`?id=…&id=…`). */
export const SELECTION_MATERIALS_PATH = '/admin/leads/materials';
/** 宛先を直す, opened from the dispatch page, which it goes back to (`back`: that page's query). */
export const leadAddressPath = (id: string, backQuery: string): string => {
  const back = backQuery.replace(/^\?/, '');
  return `${leadPath(id)}/address${back ? `?back=${encodeURIComponent(back)}` : ''}`;
};
/** 宛先を直す opened from the lead page's refused 郵送する (issue 42): back to the lead page. */
export const leadAddressFromLeadPath = (id: string): string => `${leadPath(id)}/address?from=lead`;
/** The lead's 資料を送付 page. */
export const leadMaterialsPath = (id: string): string => `${leadPath(id)}/materials`;
/** The lead page's 郵送する and 郵送待ちから外す (POST, issue 42). */
export const leadPostPath = (id: string): string => `${leadPath(id)}/post`;
/**
 * 宛名を直す (issue 42): the name, reading, organisation and position; with `backQuery` it was
 * opened from the dispatch page and goes back there (that page's query), else to the lead page.
 */
export const leadRecipientPath = (id: string, backQuery?: string): string => {
  const back = backQuery?.replace(/^\?/, '');
  return `${leadPath(id)}/recipient${back !== undefined ? `?back=${encodeURIComponent(back)}` : ''}`;
};

/** The staff notification's link to a lead (SITE_URL has no trailing slash). */
export const leadUrlOn =
  (siteUrl: string) =>
  (id: string): string =>
    `${siteUrl}${leadPath(id)}`;

export const invitationUrlOn =
  (siteUrl: string) =>
  (token: string): string =>
    `${siteUrl}${INVITATION_PATH}/${token}`;

/** The link a hold's mail carries: `/admin/factor-release/<token>` (src/server/accounts/factor-release.server.ts). */
export const FACTOR_RELEASE_PATH = '/admin/factor-release';
export const factorReleaseUrlOn =
  (siteUrl: string) =>
  (token: string): string =>
    `${siteUrl}${FACTOR_RELEASE_PATH}/${token}`;

export const resetPasswordUrlOn =
  (siteUrl: string) =>
  (token: string): string =>
    `${siteUrl}${RESET_PASSWORD_PATH}/${token}`;

/** The one-time first-run URL the server logs at start. */
export const setupUrlOn =
  (siteUrl: string) =>
  (token: string): string =>
    `${siteUrl}${SETUP_PATH}?token=${token}`;

/** 発送データ: postal dispatch of the leads under the inbox filter (src/actions/admin/dispatch.ts). */
export const DISPATCH_PATH = '/admin/leads/dispatch';
/** A page that sends on to `next` afterwards (factor step, enrolment, re-authentication). */
export const withNext = (path: string, next: string): string =>
  next === ADMIN_HOME ? path : `${path}?next=${encodeURIComponent(next)}`;
/** A personal link as the mail carries it (SITE_URL has no trailing slash). */
export const materialsUrlOn =
  (siteUrl: string) =>
  (token: string): string =>
    `${siteUrl}${MATERIALS_PATH}/${token}`;
/** The business-card import (issue 35): upload, mapping, preview and 取り込む. */
export const LEAD_IMPORT_PATH = '/admin/leads/import';
/** One applied import's page. */
export const leadImportBatchPath = (id: string): string => `${LEAD_IMPORT_PATH}/${encodeURIComponent(id)}`;
