/**
 * `npm run admin -- <command>`: admin-area accounts and webhook endpoints from the shell,
 * against the configured database (DATABASE_URL or DATA_DIR, as the server uses). Every change
 * is audited as done from the command line.
 *
 *   user:create --email E --name N --role admin|staff [--password P]
 *   user:invite --email E --role staff|admin   (prints the invitation URL on its last line)
 *   user:list
 *   user:reset-password --email E [--password P]
 *   user:disable --email E
  user:reset-factors --email E
 *   user:reset-factors --email E   (break-glass: removes TOTP, recovery codes and passkeys)
 *   webhook:add --url URL --secret SECRET --events E[,E…] [--format json|slack]
 *   webhook:list
 *   webhook:disable --id ID
 *
 * The password comes from --password, else ADMIN_PASSWORD, else a prompt that does not echo.
 * A webhook's secret comes from --secret, else WEBHOOK_SECRET; it is never printed, and
 * neither is the full URL (a Slack URL is a credential too: docs/product.md#webhooks).
 */
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { invitationUrlOn } from '../src/actions/paths.ts';
import { adminCopy } from '../src/content/admin/index.ts';
import { usersCopy } from '../src/content/admin/users.ts';
import {
  createAdminUser,
  disableAdminUser,
  listAdminUsers,
  resetAdminPassword,
  type UserResult,
} from '../src/server/accounts/admin-users.server.ts';
import { recordAudit } from '../src/server/accounts/audit.server.ts';
import { resetSecondFactors } from '../src/server/accounts/factor-reset.server.ts';
import { createInvitation } from '../src/server/accounts/invitations.server.ts';
import { createDb, type Db } from '../src/server/platform/db.server.ts';
import { loadEnvOrExit } from '../src/server/platform/env.server.ts';
import { migrateToLatest } from '../src/server/platform/migrate.server.ts';
import { setOutboundPolicy } from '../src/server/platform/outbound.server.ts';
import { deriveKey, loadServerSecret, missingSecretProblem } from '../src/server/platform/secret.server.ts';
import { addWebhook, disableWebhook, listWebhooks } from '../src/server/webhooks/endpoints.server.ts';

const USAGE = `Usage: npm run admin -- <command> [options]
  user:create --email E --name N --role admin|staff [--password P]
  user:invite --email E --role staff|admin   (mails the invitation; its URL is the last line printed)
  user:list
  user:reset-password --email E [--password P]
  user:disable --email E
  webhook:add --url URL --secret SECRET --events lead.created[,lead.status_changed,lead.assigned] [--format json|slack]
  webhook:list
  webhook:disable --id ID
The password comes from --password, the ADMIN_PASSWORD variable, or a prompt.
The webhook secret (at least 16 characters) comes from --secret or the WEBHOOK_SECRET variable.`;

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
        url: { type: 'string' },
        secret: { type: 'string' },
        events: { type: 'string' },
        format: { type: 'string' },
        id: { type: 'string' },
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

const required = (name: 'email' | 'name' | 'role' | 'url' | 'events' | 'id'): string =>
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
    case 'user:invite': {
      const secret = await loadServerSecret(env);
      // Audited as the command line, naming the operator's login for the trail.
      const operator = `cli:${process.env.SUDO_USER ?? userInfo().username}`;
      const result = await createInvitation(
        db,
        { email: required('email'), role: required('role') },
        { kind: 'cli', operator },
        { mailKey: deriveKey(secret, 'account-mail'), linkFor: invitationUrlOn(env.SITE_URL) },
      );
      if (!result.ok) fail(usersCopy.problems[result.problem]);
      stdout.write(
        `Invited ${result.invitation.email} (${result.invitation.role}); the link works once, until ${result.invitation.expiresAt}.\n`,
      );
      // The contract: the URL alone on the last line.
      stdout.write(`${result.link}\n`);
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
    case 'webhook:add': {
      const secret = values.secret ?? process.env.WEBHOOK_SECRET ?? fail(`--secret is required.\n\n${USAGE}`);
      const result = await addWebhook(db, {
        url: required('url'),
        secret,
        events: required('events'),
        format: values.format,
        actor: cli,
      });
      if (!result.ok) {
        const problems = Object.entries(result.errors).map(
          ([field, problem]) => `--${field}: ${adminCopy.ja.integrations.problems[problem]}`,
        );
        fail(problems.join('\n'));
      }
      const { endpoint } = result;
      stdout.write(
        `Added webhook ${endpoint.id}: ${endpoint.url} (${endpoint.events.join(',')}; ${endpoint.format}).\n`,
      );
      return;
    }
    case 'webhook:list': {
      const endpoints = await listWebhooks(db);
      if (endpoints.length === 0) stdout.write('No webhooks yet.\n');
      for (const endpoint of endpoints) {
        const state = endpoint.disabled ? 'disabled' : 'enabled';
        stdout.write(
          `${endpoint.id}\t${endpoint.url}\t${endpoint.events.join(',')}\t${endpoint.format}\t${state}\tcreated ${endpoint.createdAt}\n`,
        );
      }
      return;
    }
    case 'webhook:disable': {
      const id = required('id');
      const result = await disableWebhook(db, { id, actor: cli });
      if (!result.ok) fail(adminCopy.ja.integrations.problems[result.problem]);
      stdout.write(`Disabled webhook ${id}; its deliveries still waiting will not be sent.\n`);
      return;
    }
    case 'user:reset-factors': {
      // The notice mail is sealed with the server's key: the same secret as the server's.
      const mailKey = deriveKey(await loadServerSecret(env), 'account-mail');
      const result = await resetSecondFactors(db, mailKey, required('email'), cli);
      if (!result.ok) fail(adminCopy.ja.userProblems.notFound);
      stdout.write(
        `Removed the second factors of ${result.email} and ended its sessions; it enrols again at its next sign-in.\n`,
      );
      break;
    }
    default:
      fail(`Unknown command ${command}.\n\n${USAGE}`);
  }
}

const env = loadEnvOrExit();
const secretProblem = missingSecretProblem(env);
if (secretProblem && command === 'user:reset-factors') fail(secretProblem);
setOutboundPolicy({ allowLoopback: env.OUTBOUND_ALLOW_LOOPBACK });
const db = env.DATABASE_URL ? createDb({ databaseUrl: env.DATABASE_URL }) : createDb({ dataDir: env.DATA_DIR });
try {
  await migrateToLatest(db);
  await run(db);
} finally {
  await db.destroy();
}
