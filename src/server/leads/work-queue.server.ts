/**
 * The inbox's work chips (issue 32): each a filter of the inbox as its URL's query string, shared
 * by the inbox's chips and the dashboard's first panel, which counts the leads behind each of them.
 */
import type { Db } from '../platform/db.server.ts';
import { applyFilter, baseQuery, type LeadFilter, parseLeadFilter } from './inbox.server.ts';
import { boundedCount, COUNT_LIMIT } from './inbox-paging.server.ts';

export const workChipKeys = ['mine', 'unassigned', 'overdue', 'dueToday', 'nextToday', 'nextLate', 'review'] as const;
export type WorkChipKey = (typeof workChipKeys)[number];

/** Each chip's query: unassigned means the new leads nobody has taken yet. */
const chipQueries: Record<WorkChipKey, string> = {
  mine: 'owner=me',
  unassigned: 'owner=none&status=pending',
  overdue: 'overdue=1&sort=due',
  dueToday: 'due=today&sort=due',
  nextToday: 'next=today&sort=next',
  nextLate: 'next=late&sort=next',
  review: 'review=1',
};

/** The query string (`?owner=me`) that filters the inbox to a chip's leads. */
export const workChipQuery = (key: WorkChipKey): string => `?${chipQueries[key]}`;

/** Whether the inbox's filter is the chip's own (the chip then reads as current). */
export function workChipActive(key: WorkChipKey, filter: LeadFilter): boolean {
  const chip = parseLeadFilter(new URLSearchParams(chipQueries[key]));
  return Object.entries(chip).every(([field, value]) => filter[field as keyof LeadFilter] === value);
}

export interface WorkCount {
  count: number;
  /** The count stopped at COUNT_LIMIT. */
  atLeast: boolean;
}

/** The chips the dashboard's work panel counts. */
export type CountedChip = 'dueToday' | 'overdue' | 'unassigned' | 'review';

/** How many leads the dashboard's chips list (viewer-free: not 自分の担当), at `now`. */
export async function workQueueCounts(
  db: Db,
  now: string = new Date().toISOString(),
): Promise<Record<CountedChip, WorkCount>> {
  const count = async (key: WorkChipKey): Promise<WorkCount> => {
    const filter = { ...parseLeadFilter(new URLSearchParams(chipQueries[key])), now };
    const n = await boundedCount(db, applyFilter(baseQuery(db), filter, { status: true }));
    return { count: n, atLeast: n >= COUNT_LIMIT };
  };
  const [dueToday, overdue, unassigned, review] = await Promise.all([
    count('dueToday'),
    count('overdue'),
    count('unassigned'),
    count('review'),
  ]);
  return { dueToday, overdue, unassigned, review };
}
