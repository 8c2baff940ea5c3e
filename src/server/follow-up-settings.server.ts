/**
 * The follow-up promise an admin sets in /admin/settings (docs/product.md#follow-up): how many
 * Japanese business days a request has, and the company's closure days.
 */
import type { Db } from './db.server.ts';

export const DEFAULT_BUSINESS_DAYS = 2;

export interface FollowUpSettings {
  businessDays: number;
  /** Closure days, 'YYYY-MM-DD' in Japan time. */
  closures: ReadonlySet<string>;
}

export async function readFollowUpSettings(db: Db): Promise<FollowUpSettings> {
  const row = await db
    .selectFrom('follow_up_settings')
    .select('business_days')
    .where('id', '=', 'default')
    .executeTakeFirst();
  const days = await db.selectFrom('closure_days').select('day').execute();
  return {
    businessDays: row?.business_days ?? DEFAULT_BUSINESS_DAYS,
    closures: new Set(days.map((d) => d.day)),
  };
}
