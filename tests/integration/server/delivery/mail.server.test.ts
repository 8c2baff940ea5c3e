import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
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
  });
});
