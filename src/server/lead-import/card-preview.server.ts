/**
 * The preview as a page that fits (issue 40): the counts over the whole file, then its rows in
 * pages of PREVIEW_PAGE_ROWS, the rows that need a look (problems, matches) first. What crosses
 * from the worker to the page, and what the page renders, is one page whatever the file's size.
 */
import type { ImportPlan, PlannedRow } from './card-import.server.ts';

export const PREVIEW_PAGE_ROWS = 100;

export interface PreviewCounts {
  rows: number;
  store: number;
  duplicate: number;
  rejected: number;
  /** Storable rows with an e-mail address mailed on the business-card exception. */
  businessCard: number;
  /** Rows with a problem or a match: listed before the others. */
  attention: number;
}

type FullPreview = Extract<ImportPlan, { kind: 'preview' }>;

export type PreviewPage = Omit<FullPreview, 'rows'> & {
  rows: PlannedRow[];
  counts: PreviewCounts;
  /** 1-based. */
  page: number;
  pages: number;
};

export type PagedPlan = Exclude<ImportPlan, { kind: 'preview' }> | PreviewPage;

const needsLook = (row: PlannedRow): boolean => !row.ok || row.matches.length > 0;

/** `page` of the plan (clamped to the pages there are), with the counts of every row. */
export function pagePlan(plan: ImportPlan, page: number): PagedPlan {
  if (plan.kind !== 'preview') return plan;
  const stored = plan.rows.filter((row) => row.ok);
  const ordered = [...plan.rows.filter(needsLook), ...plan.rows.filter((row) => !needsLook(row))];
  const pages = Math.max(1, Math.ceil(ordered.length / PREVIEW_PAGE_ROWS));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return {
    ...plan,
    rows: ordered.slice((current - 1) * PREVIEW_PAGE_ROWS, current * PREVIEW_PAGE_ROWS),
    counts: {
      rows: plan.rows.length,
      store: stored.length,
      duplicate: stored.filter((row) => row.duplicate).length,
      rejected: plan.rows.length - stored.length,
      businessCard: stored.filter((row) => row.card.consent === 'business_card' && row.card.email !== '').length,
      attention: plan.rows.filter(needsLook).length,
    },
    page: current,
    pages,
  };
}
