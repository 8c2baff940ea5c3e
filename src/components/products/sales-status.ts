/**
 * How a product page words a sales status (issue 33): the status row's value, the badge (only
 * while pre-orders are open) and the launch sentence (only while the launch is still coming).
 */
import type { SalesStatus } from '../../domain/site-facts/facts.ts';

export interface StatusWords {
  planned: string;
  preorder: string;
  on_sale: string;
  ended: string;
  plannedUndated: string;
  preorderUndated: string;
}

export function statusValue(words: StatusWords, status: SalesStatus, launch: string): string {
  if (status === 'planned' || status === 'preorder') {
    return launch === '' ? words[`${status}Undated`] : words[status].replace('{launch}', launch);
  }
  return words[status];
}

/** The pre-order badge, only while pre-orders are open. */
export const preorderBadge = (badge: string, status: SalesStatus): string | undefined =>
  status === 'preorder' ? badge : undefined;

/** The lead with its launch sentence while the launch is coming and has a date. */
export const leadWithLaunch = (lead: string, sentence: string, status: SalesStatus, launch: string): string =>
  (status === 'planned' || status === 'preorder') && launch !== ''
    ? `${lead}${sentence.replace('{launch}', launch)}`
    : lead;
