import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';

describe('mail without SMTP_URL', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-test-'));
    const mailer = createMailer({ dataDir: dir, log: createLogger('silent') });
    await mailer.send({
      to: 'sales@example.jp',
      subject: '【資料請求】山田 様',
      text: '本文です。',
      html: '<p>本文です。</p>',
    });
    mailer.close();
    const files = await readdir(join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(join(dir, 'mail', files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^To: sales@example\.jp$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toMatch(/^Auto-Submitted: auto-generated$/m);
  });

  /** Permission bits of a path, as `ls -l` would show them in octal. */
  const mode = async (path: string) => ((await stat(path)).mode & 0o777).toString(8);
  const message = { to: 'sales@example.jp', subject: 'reset', text: 'https://www.example.jp/reset#token', html: '' };

  it('keeps the folder and every file to the server’s user: 0700 and 0600 (issue 30)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-test-'));
    const mailer = createMailer({ dataDir: dir, log: createLogger('silent') });
    await mailer.send(message);
    await mailer.send(message);
    mailer.close();
    expect(await mode(join(dir, 'mail'))).toBe('700');
    const files = await readdir(join(dir, 'mail'));
    expect(await Promise.all(files.map((name) => mode(join(dir, 'mail', name))))).toEqual(['600', '600']);
  });

  it('closes a folder that exists with looser bits, and the files already in it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-test-'));
    const folder = join(dir, 'mail');
    await mkdir(folder);
    await chmod(folder, 0o755);
    await writeFile(join(folder, 'older.eml'), 'From: x\r\n\r\nold reset link');
    await chmod(join(folder, 'older.eml'), 0o644);
    const mailer = createMailer({ dataDir: dir, log: createLogger('silent') });
    await mailer.send(message);
    mailer.close();
    expect(await mode(folder)).toBe('700');
    const files = await readdir(folder);
    expect(files).toHaveLength(2);
    expect(await Promise.all(files.map((name) => mode(join(folder, name))))).toEqual(['600', '600']);
  });
});
