/**
 * `npm run admin -- webhook:…` as an operator runs it: the script itself in a child process,
 * against a SQLite database in a throwaway DATA_DIR, read back with the server's functions.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '../../../src/server/accounts/audit.server.ts';
import { createDb, type Db } from '../../../src/server/platform/db.server.ts';
import { listWebhooks } from '../../../src/server/webhooks/endpoints.server.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SECRET = 'cli-secret-of-enough-length';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'admin-cli-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function admin(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, ['scripts/admin.ts', ...args], {
      cwd: root,
      env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = createDb({ dataDir });
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

describe('npm run admin -- webhook:…', () => {
  it('adds, lists and disables an endpoint, audited as the command line, never printing the secret', async () => {
    const url = 'https://hooks.slack.com/services/T000/B000/XXXXTOKEN';
    const added = await admin([
      'webhook:add',
      '--url',
      url,
      '--secret',
      SECRET,
      '--events',
      'lead.created,lead.assigned',
      '--format',
      'slack',
    ]);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    const [endpoint] = await withDb(listWebhooks);
    if (!endpoint) throw new Error('not added');
    expect(endpoint).toMatchObject({ events: ['lead.created', 'lead.assigned'], format: 'slack', disabled: false });
    expect(added.stdout).toBe(
      `Added webhook ${endpoint.id}: https://hooks.slack.com/services/… (lead.created,lead.assigned; slack).\n`,
    );

    const listed = await admin(['webhook:list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(
        `^${endpoint.id}\\thttps://hooks\\.slack\\.com/services/…\\tlead\\.created,lead\\.assigned\\tslack\\tenabled\\tcreated \\S+\\n$`,
      ),
    );
    for (const output of [added.stdout, listed.stdout]) {
      expect(output).not.toContain(SECRET);
      expect(output).not.toContain('XXXXTOKEN');
    }

    const disabled = await admin(['webhook:disable', '--id', endpoint.id]);
    expect(disabled.code).toBe(0);
    expect((await admin(['webhook:list'])).stdout).toContain('\tdisabled\t');
    const again = await admin(['webhook:disable', '--id', endpoint.id]);
    expect(again).toMatchObject({ code: 1, stderr: 'この送信先は停止しています。\n' });

    const audit = await withDb((db) => listAudit(db, {}, 1));
    expect(audit.rows.map((row) => [row.action, row.actor_id, row.target_id])).toEqual([
      ['webhook.disable', 'cli', endpoint.id],
      ['webhook.create', 'cli', endpoint.id],
    ]);
    // Four runs of the command line, each a Node process loading the project: a loaded machine needs more than the default.
  }, 60_000);

  it('takes the secret from WEBHOOK_SECRET and defaults to json', async () => {
    const added = await admin(['webhook:add', '--url', 'http://127.0.0.1:9/hook', '--events', 'lead.created'], {
      WEBHOOK_SECRET: SECRET,
      // A loopback receiver over http: the tests' setting (production refuses it).
      OUTBOUND_ALLOW_LOOPBACK: '1',
    });
    expect(added.code).toBe(0);
    expect(await withDb(listWebhooks)).toMatchObject([{ url: 'http://127.0.0.1:9/hook', format: 'json' }]);
  });

  it('refuses bad input with a clear message and exit code 1, storing nothing', async () => {
    const bad = await admin([
      'webhook:add',
      '--url',
      'http://crm.example.com/hook',
      '--secret',
      'short',
      '--events',
      'lead.deleted',
      '--format',
      'xml',
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr.split('\n')).toEqual([
      '--url: 暗号化されない http:// のURLには送れません。https:// のURLにしてください。',
      '--secret: シークレットは16文字以上にしてください。',
      '--events: 送るイベントを1つ以上選んでください（lead.created, lead.status_changed, lead.assigned, lead.materials_sent, lead.materials_opened, lead.stage_changed）。',
      '--format: 形式は json（JSON）か slack（Slack／Teams）です。',
      '',
    ]);
    const missing = await admin(['webhook:add', '--url', 'https://crm.example.com/hook', '--events', 'lead.created']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^--secret is required\./);
    const unknown = await admin(['webhook:disable', '--id', 'nope']);
    expect(unknown).toMatchObject({ code: 1, stderr: 'この送信先は見つかりません。\n' });
    const noId = await admin(['webhook:disable']);
    expect(noId.code).toBe(1);
    expect(noId.stderr).toMatch(/^--id is required\./);
    expect(await withDb(listWebhooks)).toEqual([]);
  });
});
