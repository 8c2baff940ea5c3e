/**
 * Wording of the two brochure request mails: the staff notification (Japanese, the staff's
 * language) and the auto-reply in the language of the page the visitor used.
 */
import type { Locale } from '../../i18n/locales.ts';

export const staffMailCopy = {
  subject: '【資料請求】{name} 様（{organization}）',
  intro: 'Webサイトから資料請求がありました。内容をご確認のうえ、ご対応をお願いします。',
  labels: {
    name: '氏名',
    email: 'メールアドレス',
    organization: '所属企業名',
    position: '役職',
    phone: '電話番号',
    address: '住所',
    product: '希望製品',
    purpose: '利用目的',
    requestDate: '申請日時',
    locale: '言語',
    pagePath: '申請ページ',
    status: 'ステータス',
  },
  adminLink: '管理画面で確認する',
  /** A test sent from /admin/test-email: marked in the subject and the body, so nobody acts on it. */
  test: {
    subjectPrefix: '【テスト送信】',
    notice: 'これは管理画面から送信したテストメールです。実際の資料請求ではありません。',
    status: 'test',
  },
};

export const autoReplyCopy: Record<
  Locale,
  { subject: string; greeting: string; body: string[]; summaryTitle: string; signature: string }
> = {
  ja: {
    subject: '資料請求を受け付けました（{brand}）',
    greeting: '{name} 様',
    body: [
      'このたびは資料をご請求いただき、ありがとうございます。以下の内容で受け付けました。',
      'ご登録内容を確認のうえ、1〜2営業日以内に資料をお送りいたします。',
      '資料には申請者様の情報が含まれるため、第三者への転送・共有はご遠慮ください。',
      'このメールにお心当たりのない場合は、お手数ですが破棄してください。',
    ],
    summaryTitle: 'ご請求内容',
    signature: '{company}',
  },
  en: {
    subject: 'We have received your brochure request ({brand})',
    greeting: 'Dear {name},',
    body: [
      'Thank you for requesting our brochure. We have received your request with the details below.',
      'After checking your information, we will send the materials within 1–2 business days.',
      'The materials contain information about you as the applicant, so please do not forward or share them with third parties.',
      'If you did not make this request, please disregard this email.',
    ],
    summaryTitle: 'Your request',
    signature: '{company}',
  },
  'zh-cn': {
    subject: '我们已收到您的资料申请（{brand}）',
    greeting: '{name} 您好：',
    body: [
      '感谢您申请资料。我们已按以下内容受理您的申请。',
      '确认您的信息后，我们将在1～2个工作日内发送资料。',
      '资料中包含申请人的信息，请勿转发或分享给第三方。',
      '如果您并未提交此申请，请忽略本邮件。',
    ],
    summaryTitle: '申请内容',
    signature: '{company}',
  },
};

export const autoReplyLabels: Record<Locale, { product: string; organization: string; requestDate: string }> = {
  ja: { product: '希望製品', organization: '所属企業名', requestDate: '受付日時' },
  en: { product: 'Product', organization: 'Organization', requestDate: 'Received' },
  'zh-cn': { product: '希望了解的产品', organization: '所属公司', requestDate: '受理时间' },
};
