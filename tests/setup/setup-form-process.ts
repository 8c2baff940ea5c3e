/**
 * One first-run setup form as its own process, for the concurrency test
 * (tests/integration/server/accounts/admin-setup.server.test.ts): opens the database named in argv[2] (JSON:
 * `{ dataDir }` or `{ databaseUrl, searchPath }`), says `ready`, waits for `go` on stdin, sends
 * the form (token and e-mail in argv[3] and argv[4]) and prints the result as one JSON line.
 */
import { createInterface } from 'node:readline';
import { completeSetup } from '../../src/server/accounts/admin-setup.server.ts';
import { createDb, type DbOptions } from '../../src/server/platform/db.server.ts';

const [options, token, email] = process.argv.slice(2) as [string, string, string];
const db = createDb(JSON.parse(options) as DbOptions);
await db.selectFrom('admin_users').select('id').execute();
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line === 'go') break;
lines.close();
const result = await completeSetup(db, token, { email, displayName: email, password: 'a long enough passphrase' });
process.stdout.write(`${JSON.stringify(result.ok ? { ok: true, email: result.user.email } : result)}\n`);
await db.destroy();
