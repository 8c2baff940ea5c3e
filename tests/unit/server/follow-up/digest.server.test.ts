import { describe, expect, it } from 'vitest';
import {
  composeDigest,
  DIGEST_SECTION_LIMIT,
  type DigestLead,
} from '../../../../src/server/follow-up/digest.server.ts';

const leadUrl = (id: string) => `https://www.example.jp/admin/leads/${id}`;
const lead = (id: string, overrides: Partial<DigestLead> = {}): DigestLead => ({
  id,
  name: '山田 花子',
  organization: '株式会社サンプル',
  product: 'co2-laser',
  dueAt: '2026-11-26T09:00:00.000Z',
  owner: null,
  ...overrides,
});
const content = { day: '2026-11-26', recipient: { name: '鈴木 一郎', email: 'suzuki@example.jp' }, admin: false };

describe('composeDigest', () => {
  it('marks overdue and due-today leads as of 9:00 JST that day, and counts them in the subject', () => {
    const mail = composeDigest(
      {
        ...content,
        own: [
          lead('a', { dueAt: '2026-11-25T09:00:00.000Z' }),
          // 18:00 JST on the day itself: due today, even if the mail goes out after 18:00.
          lead('b', { dueAt: '2026-11-26T09:00:00.000Z' }),
          lead('c', { dueAt: null }),
        ],
        materials: [],
        unassigned: [],
        overdue: [],
      },
      leadUrl,
    );
    expect(mail.to).toBe('suzuki@example.jp');
    expect(mail.subject).toBe('【資料送付期限】本日期限 1件・期限超過 1件（2026年11月26日）');
    expect(mail.text).toContain(
      '【期限超過】山田 花子 様（株式会社サンプル）\n希望製品：CO2フラクショナルレーザー\n資料送付期限：2026年11月25日（水）18:00\nhttps://www.example.jp/admin/leads/a',
    );
    expect(mail.text).toContain('【本日期限】山田 花子');
    expect(mail.text).toContain('資料送付期限：記録なし');
  });

  it('escapes what people typed in the HTML and keeps header values on one line', () => {
    const mail = composeDigest(
      {
        ...content,
        recipient: { name: '鈴木', email: 'suzuki@example.jp\r\nBcc: x@example.jp' },
        own: [lead('x"y', { name: '<script>alert(1)</script>', organization: 'A & B' })],
        materials: [],
        unassigned: [],
        overdue: [],
      },
      leadUrl,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).toContain('href="https://www.example.jp/admin/leads/x&quot;y"');
    expect(mail.to).not.toMatch(/[\r\n]/);
  });

  it(`lists at most ${DIGEST_SECTION_LIMIT} leads a section and says how many more there are`, () => {
    const many = Array.from({ length: DIGEST_SECTION_LIMIT + 5 }, (_, i) => lead(`lead-${i}`));
    const mail = composeDigest(
      { ...content, admin: true, own: [], materials: [], unassigned: many, overdue: [] },
      leadUrl,
    );
    expect(mail.subject).toBe(
      `【資料送付期限】本日期限 ${many.length}件・期限超過 0件・未割り当て ${many.length}件（2026年11月26日）`,
    );
    expect(mail.text).toContain(`■ 未割り当て（担当者を決めてください）：${many.length}件`);
    expect(mail.text).toContain(leadUrl(`lead-${DIGEST_SECTION_LIMIT - 1}`));
    expect(mail.text).not.toContain(leadUrl(`lead-${DIGEST_SECTION_LIMIT}`));
    expect(mail.text).toContain('ほか 5件は管理画面の資料請求一覧でご確認ください。');
    expect(mail.text).toContain('管理者の方には');
  });

  it('lists warm leads with their first opening, not a due date, and names them in the subject', () => {
    const warm = [lead('w', { dueAt: '2026-11-20T09:00:00.000Z', openedAt: '2026-11-25T06:00:00.000Z' })];
    const only = composeDigest({ ...content, own: [], materials: [], unassigned: [], overdue: [], warm }, leadUrl);
    expect(only.subject).toBe('【資料開封】資料を開封したリード 1件（2026年11月26日）');
    expect(only.text).toContain(
      '【開封】山田 花子 様（株式会社サンプル）\n希望製品：CO2フラクショナルレーザー\n初回開封：2026年11月25日（水）15:00\nhttps://www.example.jp/admin/leads/w',
    );
    // No due lead: neither the due-date intro nor an overdue mark for a lead whose materials went.
    expect(only.text).not.toContain('資料送付期限：');
    expect(only.text).not.toContain('【期限超過】');
    const both = composeDigest(
      {
        ...content,
        own: [lead('a', { dueAt: '2026-11-25T09:00:00.000Z' })],
        materials: [],
        unassigned: [],
        overdue: [],
        warm,
      },
      leadUrl,
    );
    expect(both.subject).toBe('【資料送付期限】本日期限 0件・期限超過 1件・資料開封 1件（2026年11月26日）');
  });

  it('counts a section cut short from the totals chosen at 9:00, and says 「10,000件以上」 past the cap', () => {
    const first = Array.from({ length: DIGEST_SECTION_LIMIT }, (_, i) => lead(`lead-${i}`));
    const mail = composeDigest(
      {
        ...content,
        admin: true,
        own: first,
        materials: [],
        unassigned: first.slice(0, 3),
        overdue: first.slice(0, DIGEST_SECTION_LIMIT),
        totals: { own: 120, overdue: 10_000, marks: { overdue: 10_000, dueToday: 75 } },
      },
      leadUrl,
    );
    expect(mail.subject).toBe('【資料送付期限】本日期限 75件・期限超過 10,000件以上・未割り当て 3件（2026年11月26日）');
    expect(mail.text).toContain('■ あなたの担当（未対応）：120件');
    expect(mail.text).toContain('ほか 70件は管理画面の資料請求一覧でご確認ください。');
    expect(mail.text).toContain('■ ほかの担当者の期限超過：10,000件以上');
    expect(mail.text).toContain('ほか 9,950件以上は管理画面の資料請求一覧でご確認ください。');
    expect(mail.html).toContain('ほかの担当者の期限超過：10,000件以上');
    // A whole section is counted from its leads, as before.
    expect(mail.text).toContain('■ 未割り当て（担当者を決めてください）：3件');
  });
});
