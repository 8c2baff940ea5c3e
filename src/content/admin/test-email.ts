/**
 * Words of the admin test e-mail page (/admin/test-email, spec section 2): the form's labels,
 * its sample data, the outcome messages. Validation speaks the brochure form's Japanese
 * messages (spec section 5), so both forms say the same thing.
 */
import type { LeadMessages } from '../lead/messages.ts';
import { leadMessagesJa } from '../lead/messages.ts';
import { brochureProducts } from '../products.ts';

export type TestEmailField =
  | 'name'
  | 'email'
  | 'organization'
  | 'position'
  | 'phone'
  | 'address'
  | 'product'
  | 'purpose';

export const testEmailCopy = {
  title: 'テストメール送信',
  lead: '資料請求があったときに営業担当へ届く通知メールと同じ内容のテストメールを、いま設定されている送信先へすぐに送ります。メールの設定を変えたときや、通知が届かないときの確認に使ってください。資料請求としては保存されません。',
  recipient: '送信先',
  transport: {
    smtp: 'SMTPサーバー（SMTP_URL）から送信します。',
    file: 'SMTP_URL が設定されていないため、メールは送信されず、サーバーのデータフォルダ（mail）にファイルとして保存されます。',
  },
  formTitle: '送信する内容',
  allRequired: 'すべての項目が必須です。見本の内容が入っているので、そのまま送信できます。',
  fields: {
    name: { label: '氏名', hint: '' },
    email: { label: 'メールアドレス', hint: '通知メールの返信先になります。' },
    organization: { label: '所属企業名', hint: '' },
    position: { label: '役職', hint: '' },
    phone: { label: '電話番号（直通）', hint: 'ハイフンの有無は問いません（例：090-1234-5678）。' },
    address: { label: '住所', hint: '' },
    product: { label: '希望製品', hint: '' },
    purpose: { label: '利用目的', hint: '' },
  } satisfies Record<TestEmailField, { label: string; hint: string }>,
  productPlaceholder: '選択してください',
  productOther: 'その他',
  /** The form opens filled in, so one click sends a realistic mail. */
  sample: {
    name: 'テスト 太郎',
    email: 'test@example.jp',
    organization: 'テストクリニック',
    position: '院長',
    phone: '090-0000-0000',
    address: '東京都千代田区丸の内1-1-1 テストビル3階',
    product: brochureProducts[0].id,
    purpose: '通知メールの送信テストです。\n表示に問題がないか確認しています。',
  } satisfies Record<TestEmailField, string>,
  submit: 'テストメールを送信する',
  submitting: '送信中...',
  sent: {
    title: 'テストメールを送信しました',
    body: (to: string) => `${to} あてにテストメールを送信しました。メールが届いているかご確認ください。`,
    again: 'もう一度送信する',
  },
  failed: 'テストメールの送信中にエラーが発生しました。時間をおいて再度お試しください。',
  errorDetail: 'エラーの内容',
  /** When the transport gives no text of its own (spec section 8). */
  noErrorText: 'メール送信に失敗しました',
  /** The request never reached the server (network) or was refused before sending. */
  requestFailed: 'サーバーに接続できませんでした。ページを再読み込みしてから、もう一度お試しください。',
  messages: leadMessagesJa satisfies LeadMessages,
};

export type TestEmailCopy = typeof testEmailCopy;
