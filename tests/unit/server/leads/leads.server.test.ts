import { describe, expect, it } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import {
  composeAutoReply,
  composeStaffNotification,
  escapeHtml,
  headerSafe,
} from '../../../../src/server/delivery/mail.server.ts';
import type { MaterialRequest } from '../../../../src/server/platform/schema-leads.server.ts';

const lead: MaterialRequest = {
  id: 'lead-1',
  name: 'Evil\r\nBcc: victim@example.com',
  email: 'a@example.jp',
  organization: '<img src=x onerror=alert(1)>',
  position: '院長',
  phone: '09012345678',
  postal_code: null,
  name_kana: null,
  search_text: '',
  address: '東京都',
  address_prefecture: null,
  address_city: null,
  address_line1: null,
  address_line2: null,
  individual: false,
  product: 'co2-laser',
  purpose: 'line 1\nline "2" & \'3\'',
  status: 'pending',
  request_date: '2026-11-21T03:00:00.000Z',
  locale: 'en',
  page_path: '/en/beauty-devices',
  referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  user_agent: null,
  agreement_version: '2026-11-21',
  idempotency_key: 'k',
  created_at: '2026-11-21T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
  owner_id: null,
  due_at: null,
  first_response_at: null,
  email_key: null,
  phone_key: null,
  org_key: null,
  duplicate_of: null,
  review: false,
  screening: null,
  materials_sent_at: null,
  first_touch_page: null,
  first_touch_referrer_host: null,
  first_touch_utm_source: null,
  first_touch_utm_medium: null,
  first_touch_utm_campaign: null,
  first_touch_utm_term: null,
  first_touch_utm_content: null,
  offline_source_kind: null,
  offline_source_name: null,
  offline_source_on: null,
  stage: null,
  stage_at: null,
  first_human_touch_at: null,
  lead_source_kind: 'web',
  import_batch_id: null,
  import_line: null,
  mail_consent: null,
  meeting_at: null,
  trial_at: null,
  quote_at: null,
  won_at: null,
  lost_at: null,
  contract_monthly: null,
  contract_once: null,
  next_step: null,
  next_step_on: null,
  next_step_due_at: null,
};

describe('lead mails', () => {
  it('escapes HTML and strips line breaks from header values', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(headerSafe('a\r\nBcc: b\u2028c')).toBe('a Bcc: b c');
  });

  it('composes the staff notification with every field, 3-4-4 phone, product name and admin link', () => {
    const mail = composeStaffNotification(lead, {
      notifyTo: 'sales@example.jp',
      leadUrl: leadUrlOn('https://www.example.jp'),
    });
    expect(mail.to).toBe('sales@example.jp');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // One line, and the address typed into it is not a link (unlinkable).
    expect(mail.subject).toContain('Evil Bcc: victim[@]example[.]com');
    for (const value of [
      '090-1234-5678',
      'CO2フラクショナルレーザー',
      'a@example.jp',
      '院長',
      '東京都',
      '/en/beauty-devices',
    ]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.text).toContain('https://www.example.jp/admin/leads/lead-1');
    expect(mail.html).toContain('href="https://www.example.jp/admin/leads/lead-1"');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('line 1<br>line &quot;2&quot; &amp; &#39;3&#39;');
  });

  it('composes the auto-reply in the request locale with the promise and the no-forwarding notice', () => {
    const en = composeAutoReply(lead);
    expect(en.to).toBe('a@example.jp');
    expect(en.subject).toBe('We have received your brochure request (Pelvia)');
    expect(en.text).toContain('within 1–2 business days');
    expect(en.text).toContain('do not forward or share them with third parties');
    expect(en.html).toContain('<html lang="en">');
    const ja = composeAutoReply({ ...lead, locale: 'ja' });
    expect(ja.text).toContain('1〜2営業日以内に資料をお送りいたします');
    expect(ja.text).toContain('第三者への転送・共有はご遠慮ください');
    const zh = composeAutoReply({ ...lead, locale: 'zh-cn' });
    expect(zh.text).toContain('1～2个工作日内');
    expect(zh.html).toContain('<html lang="zh-CN">');
  });

  it('tells staff why a request waits for review: the signal it tripped, or the ceiling', () => {
    const config = { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://www.example.jp') };
    const fast = composeStaffNotification({ ...lead, review: true, screening: 'fast' }, config);
    expect(fast.subject).toMatch(/^【要確認】/);
    expect(fast.text).toContain('フォームの表示から3秒未満で送信されました');
    const crowded = composeStaffNotification({ ...lead, review: true, screening: null }, config);
    expect(crowded.text).toContain('受付が集中していたため');
    expect(composeStaffNotification(lead, config).text).not.toContain('要確認');
  });

  it('shows the reading, the postal code and the phone as staff read them', () => {
    const config = { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://www.example.jp') };
    const given = { ...lead, name_kana: 'ヤマダ　ハナコ', postal_code: '1040061', phone: '+8613800138000' };
    const staff = composeStaffNotification(given, config);
    expect(staff.text).toContain('■ フリガナ\nヤマダ　ハナコ');
    expect(staff.text).toContain('■ 郵便番号\n〒104-0061');
    expect(staff.text).toContain('■ 電話番号\n+86 138 0013 8000');
    expect(staff.html).toContain('〒104-0061');
    expect(composeStaffNotification({ ...lead, phone: '0312345678' }, config).text).toContain(
      '■ 電話番号\n03-1234-5678',
    );
    const none = composeStaffNotification(lead, config);
    expect(none.text).toContain('■ フリガナ\n-');
    expect(none.text).toContain('■ 郵便番号\n-');

    // The receipt echoes nothing typed (issue 30): neither the reading nor the postal code.
    for (const locale of ['ja', 'en', 'zh-cn']) {
      const receipt = composeAutoReply({ ...given, locale });
      for (const typed of ['ヤマダ', '104-0061', '1040061']) {
        expect(receipt.text).not.toContain(typed);
        expect(receipt.html).not.toContain(typed);
      }
    }
  });
});
