/**
 * A spec's own built server with its database open: started before the spec's first test and
 * stopped after its last, for specs whose scenarios would disturb the shared server (throttles,
 * live commercial facts, imports, environment variables of their own).
 */
import type { Db } from '../../../src/server/platform/db.server.ts';
import { openServerDb } from './admin.ts';
import { test } from './fixtures.ts';
import { type RunningServer, startBuiltServer } from './server.ts';

export interface OwnServer {
  readonly server: RunningServer;
  readonly db: Db;
}

/** Call at the top of a spec: `const own = ownServer({ LEAD_RATE_LIMIT: '0' })`, then `own.server.url`. */
export function ownServer(env: Record<string, string> = {}): OwnServer {
  let server: RunningServer | undefined;
  let db: Db | undefined;
  test.beforeAll(async () => {
    server = await startBuiltServer(env);
    db = openServerDb(server);
  });
  test.afterAll(async () => {
    await db?.destroy();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the own server is used before its beforeAll hook ran');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get db() {
      return started(db);
    },
  };
}
