import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { leadUrlOn, TEST_EMAIL_PATH } from '../../../../src/actions/paths.ts';
import { adminCopy } from '../../../../src/content/admin/index.ts';
import { validateTestEmailWithMessages } from '../../../../src/domain/lead/rules.ts';
import { listAudit } from '../../../../src/server/accounts/audit.server.ts';
import { createMailer, type Mailer } from '../../../../src/server/delivery/mail.server.ts';
import {
  errorText,
  sendConfiguredTestEmail,
  sendTestEmail,
  type TestEmailDeps,
} from '../../../../src/server/delivery/test-email.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { parseMail } from '../../../setup/mime.ts';
import { startSmtp } from '../../../setup/smtp.ts';

const testEmailCopy = adminCopy.ja.testEmail;

const log = createLogger('silent');
const actor = { id: 'user-1', email: 'sato@example.jp' };
const staff = { notifyTo: 'notify@example.jp', leadUrl: leadUrlOn('https://www.example.jp') };
const pagePath = TEST_EMAIL_PATH;
const now = new Date('2026-11-21T03:00:00.000Z');

describe('test e-mail rules', () => {
  const m = testEmailCopy.messages;

  it('accepts the sample data without any agreement', () => {
    const result = validateTestEmailWithMessages(testEmailCopy.sample, m);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.phone).toBe('09000000000');
      expect(result.data).not.toHaveProperty('agreement');
    }
  });

  it('speaks the brochure form messages (docs/product.md#fields-and-validation)', () => {
    const result = validateTestEmailWithMessages(
      { name: '', email: 'not-an-address', organization: ' ', position: '', phone: '03-1234', address: '' },
      m,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: '氏名を入力してください',
        email: '有効なメールアドレスを入力してください',
        organization: '所属企業名を入力してください',
        position: '役職を入力してください',
        phone: '電話番号は10桁以上入力してください',
        address: '住所を入力してください',
        product: '希望製品を選択してください',
        purpose: '利用目的を入力してください',
      },
    });
    const letters = validateTestEmailWithMessages({ ...testEmailCopy.sample, phone: '090-abcd-5678' }, m);
    expect(letters.ok ? null : letters.errors.phone).toBe('電話番号は数字のみで入力してください');
    const long = validateTestEmailWithMessages({ ...testEmailCopy.sample, phone: '0901234567890123' }, m);
    expect(long.ok ? null : long.errors.phone).toBe('電話番号は13桁以内で入力してください');
  });
});

describe('errorText', () => {
  it('keeps the transport’s words, hides secrets and falls back to the fixed text', () => {
    expect(errorText(new Error('connect ECONNREFUSED 127.0.0.1:2525'))).toBe('connect ECONNREFUSED 127.0.0.1:2525');
    expect(errorText(new Error('Invalid login: 535 bad s3cret\r\nfor user'), ['s3cret'])).toBe(
      'Invalid login: 535 bad *** for user',
    );
    expect(errorText(new Error(''))).toBe('メール送信に失敗しました');
    expect(errorText(undefined)).toBe('メール送信に失敗しました');
    expect(errorText(new Error('x'.repeat(2000))).length).toBe(500);
    expect(errorText(new Error('550 <notify@example.jp>: no such user'))).toBe('550 <[address]>: no such user');
  });
});

describe.each(testBackends())('sendTestEmail on %s', (backend) => {
  const t = useTestDb(backend);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  const smtpDeps = (port: number): TestEmailDeps => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: '/nonexistent', log });
    cleanups.push(() => mailer.close());
    return { db: t.db, log, mailer, staff, now: () => now };
  };

  const audits = async () => (await listAudit(t.db, { action: 'mail.test' }, 1)).rows;

  it('sends the real staff notification, marked as a test, to the configured recipient', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const result = await sendTestEmail(smtpDeps(smtp.port), {
      fields: { ...testEmailCopy.sample, purpose: '確認です\n<b>太字</b>' },
      actor,
      ip: '203.0.113.9',
      pagePath,
    });
    expect(result).toEqual({ ok: true });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['notify@example.jp']);
    const mail = await parseMail(smtp.received[0]?.raw ?? '');
    expect(mail.subject).toBe('【テスト送信】【資料請求】テスト 太郎 様（テストクリニック）');
    // Staff asked for it, but a machine wrote and sent it (RFC 3834): no out-of-office replies.
    expect(mail.autoSubmitted).toBe('auto-generated');
    expect(mail.replyTo).toBe('test@example.jp');
    expect(mail.text).toContain('これは管理画面から送信したテストメールです。');
    expect(mail.text).toContain('Webサイトから資料請求がありました。');
    expect(mail.text).toContain('■ ステータス\ntest');
    for (const value of [
      'テスト 太郎',
      'test@example.jp',
      'テストクリニック',
      '院長',
      '090-0000-0000',
      '東京都千代田区丸の内1-1-1 テストビル3階',
      // The reading and the postal code, as a real request's mail shows them.
      'テスト　タロウ',
      '〒100-0005',
      'Pelvia DR',
      '確認です\n<b>太字</b>',
      // Japan time, as every mail prints it.
      '2026年11月21日（土）12:00',
      '/admin/test-email',
    ]) {
      expect(mail.text).toContain(value);
    }
    // Nothing was stored, so there is no inbox link to follow.
    expect(mail.text).not.toContain('/admin/leads/');
    expect(mail.html).toContain('&lt;b&gt;太字&lt;/b&gt;');
    expect(mail.html).toContain('<th align="left" valign="top" style="border-bottom:1px solid #ddd">ステータス</th>');

    const [entry] = await audits();
    expect(entry).toMatchObject({
      actor_id: 'user-1',
      actor_email: 'sato@example.jp',
      action: 'mail.test',
      target_type: 'mail',
      target_id: 'notify@example.jp',
      ip: '203.0.113.9',
    });
    expect(JSON.parse(entry?.detail ?? 'null')).toEqual({ ok: true });
    // No personal data from the form in the audit log.
    expect(JSON.stringify(entry)).not.toMatch(/テスト 太郎|test@example\.jp|09000000000/);
  });

  it('reports the transport’s error text when the SMTP server is down, and audits the failure', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const result = await sendTestEmail(smtpDeps(port), { fields: testEmailCopy.sample, actor, ip: null, pagePath });
    expect(result.ok).toBe(false);
    const sendError = 'sendError' in result ? result.sendError : '';
    expect(sendError).toContain('ECONNREFUSED');
    const [entry] = await audits();
    expect(JSON.parse(entry?.detail ?? 'null')).toEqual({ ok: false, error: sendError });
  });

  it('shows, audits and logs a refused recipient without the address', async () => {
    const smtp = await startSmtp(0, {
      rejectRecipient: (address) => `5.1.1 <${address}>: Recipient address rejected`,
    });
    cleanups.push(() => smtp.close());
    const lines: string[] = [];
    const captured = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    const result = await sendTestEmail(
      { ...smtpDeps(smtp.port), log: captured },
      { fields: testEmailCopy.sample, actor, ip: null, pagePath },
    );
    const sendError = 'sendError' in result ? result.sendError : '';
    expect(sendError).toContain('550 5.1.1 <[address]>: Recipient address rejected');
    const [entry] = await audits();
    expect(JSON.parse(entry?.detail ?? 'null')).toEqual({ ok: false, error: sendError });
    expect(lines.join('')).toContain('Recipient address rejected');
    expect(`${sendError}\n${entry?.detail}\n${lines.join('')}`).not.toContain('notify@example.jp');
  });

  it('falls back to the fixed text when the transport gives none', async () => {
    const silent: Mailer = {
      send: () => Promise.reject(new Error('')),
      close: () => undefined,
    };
    const result = await sendTestEmail(
      { db: t.db, log, mailer: silent, staff },
      { fields: testEmailCopy.sample, actor, ip: null, pagePath },
    );
    expect(result).toEqual({ ok: false, sendError: 'メール送信に失敗しました' });
  });

  it('sends nothing and audits nothing when a field breaks a rule', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const result = await sendTestEmail(smtpDeps(smtp.port), {
      fields: { ...testEmailCopy.sample, email: 'nope', product: '' },
      actor,
      ip: null,
      pagePath,
    });
    expect(result).toEqual({
      ok: false,
      errors: { email: '有効なメールアドレスを入力してください', product: '希望製品を選択してください' },
    });
    expect(smtp.received).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it('still reports the send when the audit entry cannot be written', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const deps = smtpDeps(smtp.port);
    const quiet = createLogger('silent');
    const result = await sendTestEmail(
      {
        ...deps,
        db: {
          insertInto: () => {
            throw new Error('db down');
          },
        } as unknown as TestEmailDeps['db'],
        log: quiet,
      },
      { fields: testEmailCopy.sample, actor, ip: null, pagePath },
    );
    expect(result).toEqual({ ok: true });
    expect(smtp.received).toHaveLength(1);
  });

  it('uses the configuration: SMTP_URL and NOTIFY_TO, or an .eml file without SMTP_URL', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'test-email-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir };
    const leadUrl = leadUrlOn('https://www.example.jp');
    const input = { fields: testEmailCopy.sample, actor, ip: null, pagePath };

    const viaSmtp = await sendConfiguredTestEmail(
      { db: t.db, log, env: { ...env, SMTP_URL: smtp.url, NOTIFY_TO: 'ops@example.jp' }, leadUrl },
      input,
    );
    expect(viaSmtp).toEqual({ ok: true });
    expect(smtp.received.map((r) => r.to)).toEqual([['ops@example.jp']]);

    const viaFile = await sendConfiguredTestEmail({ db: t.db, log, env, leadUrl }, input);
    expect(viaFile).toEqual({ ok: true });
    const files = await readdir(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const raw = await readFile(join(dataDir, 'mail', files[0] ?? ''), 'utf8');
    // Without NOTIFY_TO: the staff recipient from src/content/site.ts.
    const mail = await parseMail(raw);
    expect(mail.to).toBe('sales@example.jp');
    expect(mail.subject).toMatch(/^【テスト送信】/);
  });
});
