/**
 * The inbox's filter for a funnel report cell (issue 34): `channel`, `campaign` and `reached`,
 * the same rules src/server/funnel/report.server.ts counts by (domain/lead/attribution.ts); and
 * `batch`, the leads of one business-card import (issue 35).
 */
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { parseChannel } from '../../domain/lead/attribution.ts';
import { OWING_STATUSES } from '../follow-up/overdue.server.ts';
import type { Database } from '../platform/schema.server.ts';

type FilterQuery = SelectQueryBuilder<Database, 'material_requests', object>;
/** The funnel report's links (issue 34): a channel (channelParam), a campaign ('-': none), a step reached. */
export interface FunnelFilter {
  channel?: string;
  campaign?: string;
  /** Reached this step or a later one: materials, meeting, trial, quote or won. */
  reached?: string;
  /** Only the leads of one business-card import (issue 35). */
  batch?: string;
  /** Web requests only (`web`) or imported cards only (`import`), as the report counts them (issue 42). */
  origin?: 'web' | 'import';
}

/** The funnel parameters of a query string; unknown values are dropped. */
export function parseFunnelFilter(params: URLSearchParams): FunnelFilter {
  const filter: FunnelFilter = {};
  const channel = params.get('channel');
  if (channel && parseChannel(channel)) filter.channel = channel;
  const campaign = params.get('campaign')?.slice(0, 200);
  if (campaign) filter.campaign = campaign;
  const reached = params.get('reached');
  if (reached && (REACHED_STEPS as readonly string[]).includes(reached)) filter.reached = reached;
  const batch = params.get('batch');
  if (batch && /^[0-9a-f-]{36}$/.test(batch)) filter.batch = batch;
  const origin = params.get('origin');
  if (origin === 'web' || origin === 'import') filter.origin = origin;
  return filter;
}

/**
 * 期限超過 at `now`: the materials not sent by their due date (overdue.server.ts), or an open next
 * step past its day (issue 34's activity log).
 */
export const overdueAt =
  (now: string) =>
  (eb: ExpressionBuilder<Database, 'material_requests'>): Expression<SqlBool> =>
    eb.or([
      eb.and([eb('status', 'in', OWING_STATUSES), eb('materials_sent_at', 'is', null), eb('due_at', '<', now)]),
      eb.and([eb('next_step_due_at', '<', now), eb('status', '!=', 'spam')]),
    ]);

/**
 * The steps `reached` names, each with the columns that mean it (a later step implies it, except
 * 体験: only a recorded demo counts, issue 42); and 失注, apart from the funnel.
 */
export const REACHED_STEPS = ['materials', 'meeting', 'trial', 'quote', 'won', 'lost'] as const;
const REACHED_COLUMNS = ['materials_sent_at', 'meeting_at', 'trial_at', 'quote_at', 'won_at'] as const;

/** The funnel report's cell as conditions: the same rules as report.server.ts counts by. */
export function applyFunnelFilter(query: FilterQuery, filter: FunnelFilter): FilterQuery {
  const inBatch = filter.batch ? query.where('import_batch_id', '=', filter.batch) : query;
  const ofOrigin = !filter.origin
    ? inBatch
    : inBatch.where('import_batch_id', filter.origin === 'import' ? 'is not' : 'is', null);
  if (!filter.channel && !filter.campaign && !filter.reached) return ofOrigin;
  let q = ofOrigin.where('status', '!=', 'spam');
  const channel = parseChannel(filter.channel);
  if (channel) {
    const none = (column: 'offline_source_kind' | 'first_touch_utm_source' | 'first_touch_referrer_host') =>
      q.where(column, 'is', null);
    if (channel.kind === 'offline') {
      q = q.where('offline_source_kind', '=', channel.source);
      q = channel.name ? q.where('offline_source_name', '=', channel.name) : q.where('offline_source_name', 'is', null);
    } else {
      q = none('offline_source_kind');
      if (channel.kind === 'utm') {
        q = q.where('first_touch_utm_source', '=', channel.source);
        q = channel.medium
          ? q.where('first_touch_utm_medium', '=', channel.medium)
          : q.where('first_touch_utm_medium', 'is', null);
      } else {
        q = q.where('first_touch_utm_source', 'is', null);
        if (channel.kind === 'referrer') q = q.where('first_touch_referrer_host', '=', channel.host);
        else {
          q = q.where('first_touch_referrer_host', 'is', null);
          q = q.where('first_touch_page', channel.kind === 'direct' ? 'is not' : 'is', null);
        }
      }
    }
  }
  if (filter.campaign)
    q =
      filter.campaign === '-'
        ? q.where('first_touch_utm_campaign', 'is', null)
        : q.where('first_touch_utm_campaign', '=', filter.campaign);
  if (filter.reached === 'lost') return q.where('lost_at', 'is not', null);
  if (filter.reached === 'trial') return q.where('trial_at', 'is not', null);
  const index = REACHED_STEPS.indexOf(filter.reached as (typeof REACHED_STEPS)[number]);
  if (index >= 0) q = q.where((eb) => eb.or(REACHED_COLUMNS.slice(index).map((column) => eb(column, 'is not', null))));
  return q;
}
