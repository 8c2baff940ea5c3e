/**
 * Company figures that are facts rather than copy (docs/product.md#product-facts).
 * Establishment and capital are in site.ts; these are the rest, so no page types them twice.
 */
import { topModel } from '../../products.ts';
import { site } from '../../site.ts';

export const companyFacts = {
  patentApplications: 5,
  clinicalTrialParticipants: 1000,
  researchProjects: 30,
  /** The founding background: what pelvic-floor care cost before. */
  legacyDeviceYen: 10_000_000,
  legacyCourse: { sessions: 6, yen: 100_000 },
} as const;

/**
 * Timeline milestones, oldest first: `YYYY-MM`, `YYYY`, or `YYYY-summer` where only the season
 * is announced. The first and last come from site.ts and products.ts.
 */
export const companyTimeline = [
  { id: 'founded', date: site.company.established },
  { id: 'research', date: '2022' },
  { id: 'trials', date: '2023' },
  { id: 'chair-launch', date: '2024' },
  { id: 'showroom', date: '2024' },
  { id: 'rental', date: '2025' },
  { id: 'top-model', date: `${topModel.release.year}-${topModel.release.season}` },
] as const;
export type TimelineId = (typeof companyTimeline)[number]['id'];

/**
 * A `YYYY-MM` date as the locale writes a month (`April 2022`, `2022年4月`), for the English
 * and Chinese pages; the Japanese copy keeps its own wording.
 */
export function formatMonth(date: string, intlLocale: string): string {
  const [year, month] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 1)),
  );
}
