import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { leadCopy } from '../../../../src/content/lead/index.ts';
import { formatMailTime, formatStoredMailTime, unlinkable } from '../../../../src/server/delivery/mail-text.server.ts';

describe('formatMailTime', () => {
  // 21:37 in Japan, 12:37 UTC.
  const instant = new Date('2026-11-26T12:37:27.141Z');

  it('prints Japan time in each reader’s words', () => {
    expect(formatMailTime(instant, leadCopy.ja.mailTime)).toBe('2026年11月26日（木）21:37');
    expect(formatMailTime(instant, leadCopy.en.mailTime)).toBe('26 Nov 2026, 21:37 JST');
    expect(formatMailTime(instant, leadCopy['zh-cn'].mailTime)).toBe('2026年11月26日 21:37（日本时间）');
  });

  it('takes the date and weekday of Japan, not of UTC, across midnight', () => {
    // Still Thursday 26 in UTC, already Friday 27 in Japan.
    const late = new Date('2026-11-26T15:05:00.000Z');
    expect(formatMailTime(late, leadCopy.ja.mailTime)).toBe('2026年11月27日（金）00:05');
    expect(formatMailTime(late, leadCopy.en.mailTime)).toBe('27 Nov 2026, 00:05 JST');
    // New Year in Japan while UTC is still in the old year.
    expect(formatMailTime(new Date('2026-12-31T15:00:00.000Z'), leadCopy.ja.mailTime)).toBe('2027年1月1日（金）00:00');
  });

  it('shows a stored value it cannot read as it is', () => {
    expect(formatStoredMailTime('2026-11-26T12:37:27.141Z', leadCopy.ja.mailTime)).toBe('2026年11月26日（木）21:37');
    expect(formatStoredMailTime('not a date', leadCopy.ja.mailTime)).toBe('not a date');
  });
});

describe('unlinkable', () => {
  /** The links a mail client's linkifier finds (mailparser's text-to-HTML, linkify-it). */
  const linksIn = async (text: string): Promise<string[]> => {
    const mail = await simpleParser(
      Buffer.from(`Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${text}`),
    );
    return [...(mail.textAsHtml ?? '').matchAll(/<a href="([^"]*)"/g)].map((match) => match[1] ?? '');
  };

  const cases: [string, string][] = [
    [
      '【重要】アカウント停止 https://evil.example/login 至急確認',
      '【重要】アカウント停止 hxxps[://]evil[.]example/login 至急確認',
    ],
    ['HTTP://EVIL.EXAMPLE/a?b=c', 'hxxp[://]EVIL[.]EXAMPLE/a?b=c'],
    ['ftp://files.evil.example', 'ftp[://]files[.]evil[.]example'],
    ['//evil.example/x', '//evil[.]example/x'],
    ['evil.example', 'evil[.]example'],
    ['www.evil.example', 'www[.]evil[.]example'],
    // Real top-level domains, which linkifiers know without a scheme.
    ['evil.com/login', 'evil[.]com/login'],
    ['www.evil.co.jp', 'www[.]evil[.]co[.]jp'],
    ['login.evil.jp。確認', 'login[.]evil[.]jp。確認'],
    ['WWW.Evil.Example/login', 'WWW[.]Evil[.]Example/login'],
    ['ｗｗｗ．ｅｖｉｌ．ｅｘａｍｐｌｅ', 'ｗｗｗ[.]ｅｖｉｌ[.]ｅｘａｍｐｌｅ'],
    ['evil｡example', 'evil[.]example'],
    ['evil。example', 'evil[.]example'],
    ['https：／／evil．example', 'hxxps[://]evil[.]example'],
    ['victim@example.org', 'victim[@]example[.]org'],
    ['mailto:boss@evil.example', 'mailto:boss[@]evil[.]example'],
    ['boss＠evil.example', 'boss[@]evil[.]example'],
    ['例え.テスト', '例え[.]テスト'],
    ['xn--n3h.example', 'xn--n3h[.]example'],
    // Invisible characters cannot hide the pieces: they are dropped, and the rule applies.
    ['ht\u200btps://evil\u200b.example', 'hxxps[://]evil[.]example'],
    ['evil\u2060.\u00adexample', 'evil[.]example'],
  ];

  it.each(cases)('%s → %s', async (typed, shown) => {
    expect(unlinkable(typed)).toBe(shown);
    expect(await linksIn(`名前: ${unlinkable(typed)} 様`)).toEqual([]);
  });

  it('the linkifier does find links in the text as typed (the check above can fail)', async () => {
    expect(await linksIn('https://evil.example/login')).not.toEqual([]);
    expect(await linksIn('www.evil.co.jp')).not.toEqual([]);
    expect(await linksIn('evil.com/login')).not.toEqual([]);
    expect(await linksIn('victim@example.org')).not.toEqual([]);
  });

  it('leaves ordinary names and sentences as typed', () => {
    for (const text of [
      '山田 花子',
      'Dr. Jane Smith',
      'Smith, J.',
      '確認。至急',
      '3.5か月',
      'O’Brien',
      '株式会社サンプル 2.0',
    ]) {
      expect(unlinkable(text)).toBe(text);
    }
  });
});
