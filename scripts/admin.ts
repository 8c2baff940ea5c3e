/**
 * `npm run admin -- <command>`: admin-area accounts from the shell, against the configured
 * database (DATABASE_URL or DATA_DIR, as the server uses). Every change is audited as done
 * from the command line.
 *
 *   user:create --email E --name N --role admin|staff [--password P]
 *   user:list
 *   user:reset-password --email E [--password P]
 *   user:disable --email E
 *
 * The password comes from --password, else ADMIN_PASSWORD, else a prompt that does not echo.
 */
import { existsSync } from 'node:fs';
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { adminCopy } from '../src/content/admin/index.ts';
import {
  createAdminUser,
  disableAdminUser,
  listAdminUsers,
  resetAdminPassword,
  type UserResult,
} from '../src/server/admin-users.server.ts';
import { recordAudit } from '../src/server/audit.server.ts';
import { createDb, type Db } from '../src/server/db.server.ts';
import { loadEnvOrExit } from '../src/server/env.server.ts';
import { migrateToLatest } from '../src/server/migrate.server.ts';

const USAGE = `Usage: npm run admin -- <command> [options]
  user:create --email E --name N --role admin|staff [--password P]
  user:list
  user:reset-password --email E [--password P]
  user:disable --email E
The password comes from --password, the ADMIN_PASSWORD variable, or a prompt.`;

const envFile = new URL('../.env', import.meta.url);
if (existsSync(envFile)) process.loadEnvFile(envFile);

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
})();

const command = positionals[0];
if (values.help || !command) {
  stdout.write(`${USAGE}\n`);
  process.exit(command || values.help ? 0 : 1);
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  if (!stdin.isTTY) fail('No password: pass --password or set ADMIN_PASSWORD (no terminal to ask on).');
  return new Promise((resolve) => {
    const rl = createInterface({ input: stdin, output: stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    stdout.write(question);
    output._writeToOutput = () => {};
    rl.question('', (answer) => {
      rl.close();
      stdout.write('\n');
      resolve(answer);
    });
  });
}

async function password(): Promise<string> {
  if (values.password) return values.password;
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const first = await promptHidden('Password (at least 12 characters): ');
  const again = await promptHidden('Password again: ');
  if (first !== again) fail('The passwords do not match.');
  return first;
}

const required = (name: 'email' | 'name' | 'role'): string =>
  values[name] ?? fail(`--${name} is required.\n\n${USAGE}`);

function report(result: UserResult, done: string): asserts result is Extract<UserResult, { ok: true }> {
  if (!result.ok) fail(adminCopy.ja.userProblems[result.problem]);
  stdout.write(`${done}\n`);
}

const cli = { id: 'cli', email: 'cli' };

async function run(db: Db): Promise<void> {
  switch (command) {
    case 'user:create': {
      const input = { email: required('email'), displayName: required('name'), role: required('role') };
      const result = await createAdminUser(db, { ...input, password: await password() });
      report(result, `Created ${input.email} (${input.role}).`);
      await recordAudit(db, {
        action: 'user.create',
        actor: cli,
        target: { type: 'user', id: result.user.id },
        detail: { email: result.user.email, role: result.user.role },
      });
      return;
    }
    case 'user:list': {
      const users = await listAdminUsers(db);
      if (users.length === 0) stdout.write('No accounts yet.\n');
      for (const user of users) {
        const state = user.disabled ? 'disabled' : 'active';
        stdout.write(
          `${user.email}\t${user.displayName}\t${user.role}\t${state}\tlast login ${user.lastLoginAt ?? 'never'}\n`,
        );
      }
      return;
    }
    case 'user:reset-password': {
      const email = required('email');
      const result = await resetAdminPassword(db, email, await password());
      report(result, `New password set for ${email}; its sessions were ended.`);
      await recordAudit(db, {
        action: 'user.reset_password',
        actor: cli,
        target: { type: 'user', id: result.user.id },
      });
      return;
    }
    case 'user:disable': {
      const email = required('email');
      const result = await disableAdminUser(db, email);
      report(result, `Disabled ${email}; its sessions were ended.`);
      await recordAudit(db, { action: 'user.disable', actor: cli, target: { type: 'user', id: result.user.id } });
      return;
    }
    default:
      fail(`Unknown command ${command}.\n\n${USAGE}`);
  }
}

const env = loadEnvOrExit();
const db = env.DATABASE_URL ? createDb({ databaseUrl: env.DATABASE_URL }) : createDb({ dataDir: env.DATA_DIR });
try {
  await migrateToLatest(db);
  await run(db);
} finally {
  await db.destroy();
}
