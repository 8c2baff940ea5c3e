/**
 * Admin-area helpers for e2e tests: the test opens the server's own SQLite database (in the
 * server's throwaway DATA_DIR) to create accounts and leads, and signs a browser in by
 * inserting a session and setting its cookie, instead of typing the password every time.
 */
import type { BrowserContext } from '@playwright/test';
import type { AdminUser } from '../../../src/server/accounts/admin-users.server.ts';
import { createSession, SESSION_COOKIE } from '../../../src/server/accounts/sessions.server.ts';
import { createDb, type Db } from '../../../src/server/platform/db.server.ts';
import { createAdmin } from '../../setup/factories.ts';
import type { RunningServer } from './server.ts';

export const ADMIN_PASSWORD = 'a long enough passphrase';

export function openServerDb(server: RunningServer): Db {
  return createDb({ dataDir: server.dataDir });
}

/** Creates a user with `role` and signs `context` in as them (a full session, as after the factor step). */
export async function signIn(
  context: BrowserContext,
  server: RunningServer,
  db: Db,
  role: 'admin' | 'staff',
): Promise<AdminUser> {
  const user = await createAdmin(db, { role, password: ADMIN_PASSWORD });
  // Signed in a moment ago with a factor: re-authentication is fresh (webhooks, the export).
  const session = await createSession(db, user.id, { reauthAt: new Date() });
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: session.token,
      url: server.url,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  return user;
}
