/**
 * The events the browser may report to POST /api/events: the one allow-list. Islands import
 * the type only (`import type`), so nothing of it reaches the browser.
 */
export const analyticsEventNames = ['booking_click', 'brochure_form_view'] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];
