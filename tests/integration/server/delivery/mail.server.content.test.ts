/**
 * What the two brochure request mails say, read back from a real SMTP server on loopback: the
 * request's time, the sender and the language, in the reader's words.
 */
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { runDueJobs } from '../../../../src/server/delivery/outbox.server.ts';
import { createBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { JOB_KINDS, type JobDeps } from '../../../../src/server/services.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { validLead } from '../../../setup/factories.ts';
import { type ParsedMail, parseMail } from '../../../setup/mime.ts';
import { type ReceivedMail, startSmtp, type TestSmtp } from '../../../setup/smtp.ts';

const log = createLogger('silent');
// 21:37 in Japan on Thursday 26 November 2026.
const requestedAt = new Date('2026-11-26T12:37:27.141Z');
type Locale = 'ja' | 'en' | 'zh-cn';

/** The From header's display name and address. */
const fromOf = async (mail: ReceivedMail): Promise<{ name: string; address: string }> => {
  const from = (await simpleParser(mail.raw)).from?.value[0];
  return { name: from?.name ?? '', address: from?.address ?? '' };
};

interface Delivered {
  staff: ParsedMail;
  staffRaw: ReceivedMail;
  reply: ParsedMail;
  replyRaw: ReceivedMail;
}

describe.each(testBackends())('brochure request mails on %s', (backend) => {
  const t = useTestDb(backend);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  const smtpServer = async (): Promise<TestSmtp> => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    return smtp;
  };

  const deps = (smtp: TestSmtp): JobDeps => {
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', log });
    cleanups.push(() => mailer.close());
    return {
      db: t.db,
      log,
      mailer,
      staff: { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://www.example.jp') },
      kinds: JOB_KINDS,
    };
  };

  /** One request through the outbox; its staff notification and its receipt as received. */
  const deliver = async (locale: Locale, overrides: Record<string, unknown> = {}): Promise<Delivered> => {
    const smtp = await smtpServer();
    const lead = await createBrochureRequest(
      t.db,
      { ...validLead, ...overrides },
      { locale, now: requestedAt, idempotencyKey: undefined },
    );
    if (!lead.ok) throw new Error(`request refused: ${JSON.stringify(lead)}`);
    expect(await runDueJobs(deps(smtp), () => requestedAt)).toBe(2);
    const staffRaw = smtp.received.find((mail) => mail.to.includes('sales@example.jp'));
    const replyRaw = smtp.received.find((mail) => mail !== staffRaw);
    if (!staffRaw || !replyRaw) throw new Error('missing mail');
    return { staff: await parseMail(staffRaw.raw), staffRaw, reply: await parseMail(replyRaw.raw), replyRaw };
  };

  it('prints the request time in Japan time, in the reader’s language', async () => {
    const ja = await deliver('ja');
    expect(ja.staff.text).toContain('■ 申請日時\n2026年11月26日（木）21:37');
    expect(ja.staff.html).toContain('2026年11月26日（木）21:37');
    expect(ja.reply.text).toContain('■ 受付日時\n2026年11月26日（木）21:37');
    expect(ja.reply.html).toContain('2026年11月26日（木）21:37');

    const en = await deliver('en', { email: 'jane@example.com' });
    expect(en.reply.text).toContain('■ Received\n26 Nov 2026, 21:37 JST');
    expect(en.staff.text).toContain('■ 申請日時\n2026年11月26日（木）21:37');

    const zh = await deliver('zh-cn', { email: 'li@example.cn' });
    expect(zh.reply.text).toContain('■ 受理时间\n2026年11月26日 21:37（日本时间）');

    for (const mail of [ja.staff, ja.reply, en.reply, zh.reply]) {
      expect(mail.text).not.toContain('2026-11-26T12:37');
      expect(mail.html).not.toContain('2026-11-26T12:37');
    }
  });

  it('sends each receipt from a name in the reader’s language', async () => {
    const ja = await deliver('ja');
    const en = await deliver('en', { email: 'jane@example.com' });
    const zh = await deliver('zh-cn', { email: 'li@example.cn' });
    expect(await fromOf(ja.replyRaw)).toEqual({ name: '合同会社ペルビアメディカル', address: 'info@example.jp' });
    expect(await fromOf(en.replyRaw)).toEqual({ name: 'Pelvia Medical LLC', address: 'info@example.jp' });
    // Issue 30: the Chinese receipt came from an English name. The company has no Chinese name.
    expect(await fromOf(zh.replyRaw)).toEqual({ name: 'Pelvia 资料申请服务', address: 'info@example.jp' });
    // The signature says the same name as the sender.
    expect(en.reply.text).toContain('Pelvia Medical LLC');
    // The staff read Japanese, whatever the visitor's language.
    expect(await fromOf(en.staffRaw)).toEqual({ name: '合同会社ペルビアメディカル', address: 'info@example.jp' });
  });

  it('marks both mails as sent by a machine (RFC 3834), so responders do not answer them', async () => {
    const ja = await deliver('ja');
    for (const raw of [ja.staffRaw, ja.replyRaw]) {
      const headers = (await simpleParser(raw.raw)).headers;
      expect(headers.get('auto-submitted')).toBe('auto-generated');
      expect(headers.get('x-auto-response-suppress')).toBe('OOF, AutoReply');
    }
  });

  it('the receipt greets with a fixed salutation and carries nothing typed but the address (issue 30)', async () => {
    const typed = {
      name: '至急 0120-000-000 へお電話ください',
      nameKana: 'シキュウ デンワ',
      postalCode: '1040061',
    };
    for (const [locale, email, salutation] of [
      ['ja', 'victim@example.org', '申込者様'],
      ['en', 'jane@example.com', 'Dear applicant,'],
      ['zh-cn', 'li@example.cn', '尊敬的申请人：'],
    ] as const) {
      const { reply, staff } = await deliver(locale, { ...typed, email });
      expect(reply.text).toContain(`\n\n${salutation}\n\n`);
      for (const part of [reply.text, reply.html]) {
        for (const echo of ['0120', '至急', 'お電話', 'シキュウ', '104-0061', '1040061'])
          expect(part).not.toContain(echo);
      }
      // Staff still see what was typed: they decide what to do with it.
      expect(staff.text).toContain('至急 0120-000-000 へお電話ください');
    }
  });

  it('names the request’s language in Japanese in the staff notification', async () => {
    expect((await deliver('ja')).staff.text).toContain('■ 言語\n日本語\n');
    expect((await deliver('en', { email: 'jane@example.com' })).staff.text).toContain('■ 言語\n英語\n');
    const zh = await deliver('zh-cn', { email: 'li@example.cn' });
    expect(zh.staff.text).toContain('■ 言語\n中国語（簡体字）\n');
    expect(zh.staff.html).toContain('中国語（簡体字）');
  });

  it('names the product in Japanese in the staff notification, whatever the request’s language (issue 32)', async () => {
    const en = await deliver('en', { email: 'jane@example.com', product: 'co2-laser' });
    expect(en.staff.text).toContain('■ 希望製品\nCO2フラクショナルレーザー\n');
    expect(en.staff.text).not.toContain('CO2 laser system');
  });

  describe('a stranger’s text in the mails (issue 20: the receipt carries no phishing)', () => {
    const phishingName = '【重要】アカウント停止 https://evil.example/login 至急確認';
    const lure = {
      name: phishingName,
      email: 'victim@example.org',
      organization: 'www.evil.example 株式会社',
      position: '院長 mailto:boss@evil.example',
      // A real top-level domain too, which linkifiers know without a scheme.
      address: '東京都 evil．example/reset www.evil.co.jp',
      purpose: 'ログインはこちら：https://evil.example/verify?id=1 または ｗｗｗ．evil。example',
    };

    /** The links a mail client's linkifier finds in a text (mailparser's, linkify-it). */
    const linksIn = async (text: string): Promise<string[]> => {
      const mail = await simpleParser(
        Buffer.from(`Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${text}`),
      );
      return [...(mail.textAsHtml ?? '').matchAll(/<a href="([^"]*)"/g)].map((match) => match[1] ?? '');
    };
    /** The HTML part as a reader sees its text. */
    const visibleText = (html: string): string =>
      html
        .replace(/<[^>]*>/g, ' ')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'")
        .replaceAll('&amp;', '&');

    it('the receipt opens with our words and echoes no name, organisation or purpose', async () => {
      const { reply, replyRaw } = await deliver('ja', lure);
      expect(replyRaw.to).toEqual(['victim@example.org']);
      expect(
        reply.text.startsWith('このメールは、PelviaのWebサイトの資料請求フォームから自動でお送りしています。'),
      ).toBe(true);
      for (const part of [reply.text, visibleText(reply.html)]) {
        expect(part).not.toContain('アカウント停止');
        expect(part).not.toMatch(/evil\.example|https?:|www\.|@evil/i);
        expect(part).not.toContain('株式会社');
        expect(part).not.toContain('ログイン');
        // The only link left is our own address, under the signature.
        expect(await linksIn(part)).toEqual(['mailto:info@example.jp']);
      }
      expect(reply.html).not.toMatch(/<a\s/i);
    });

    it('every receipt language does the same', async () => {
      for (const [locale, email] of [
        ['en', 'jane@example.com'],
        ['zh-cn', 'li@example.cn'],
      ] as const) {
        const { reply } = await deliver(locale, { ...lure, email });
        expect(reply.text).not.toContain('evil');
        expect(reply.text).not.toContain('アカウント停止');
        for (const part of [reply.text, visibleText(reply.html)]) {
          expect(await linksIn(part)).toEqual(['mailto:info@example.jp']);
        }
      }
    });

    it('the staff notification keeps every field, none of the visitor’s text as a link', async () => {
      const { staff } = await deliver('ja', lure);
      expect(staff.subject).toBe(
        '【資料請求】【重要】アカウント停止 hxxps[://]evil[.]example/login 至急確認 様（www[.]evil[.]example 株式会社）',
      );
      for (const shown of [
        '【重要】アカウント停止 hxxps[://]evil[.]example/login 至急確認',
        'www[.]evil[.]example 株式会社',
        '院長 mailto:boss[@]evil[.]example',
        '東京都 evil[.]example/reset www[.]evil[.]co[.]jp',
        // Stored after NFKC, as every field: the full-width letters and dot arrive as ASCII.
        'ログインはこちら:hxxps[://]evil[.]example/verify?id=1 または www[.]evil[.]example',
      ]) {
        expect(staff.text).toContain(shown);
      }
      // Staff answer the visitor at the address given, and open the lead in the admin area.
      const links = await linksIn(staff.text);
      expect(
        links.every(
          (href) => href === 'mailto:victim@example.org' || href.startsWith('https://www.example.jp/admin/leads/'),
        ),
      ).toBe(true);
      expect(staff.html).not.toContain('evil.example');
      expect([...staff.html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1])).toEqual([
        expect.stringMatching(/^https:\/\/www\.example\.jp\/admin\/leads\//),
      ]);
    });
  });
});
