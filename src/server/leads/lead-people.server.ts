/**
 * The people a lead's history and sendings name, as the team knows them: the records keep the
 * actor's e-mail (it outlives an account), the lead page shows the account's display name.
 */
import type { Db } from '../platform/db.server.ts';

/** Display names by e-mail for those of `emails` that belong to an account. */
export async function displayNamesByEmail(db: Db, emails: readonly (string | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(emails.filter((email): email is string => Boolean(email)))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('admin_users')
    .select(['email', 'display_name'])
    .where('email', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.email, row.display_name]));
}
