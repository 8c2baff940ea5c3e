/**
 * Words of the brochure request form (Japanese, the source). English and Chinese satisfy
 * its type. Validation messages live in ./messages.ts; the product names in products.ts.
 */
import { leadMessagesJa } from './messages.ts';

export const ja = {
  required: '必須',
  fields: {
    name: { label: '氏名', hint: '' },
    email: { label: 'メールアドレス', hint: '資料のご案内をお送りします。' },
    organization: { label: '所属企業名', hint: '医院名・施設名・会社名をご記入ください。' },
    position: { label: '役職', hint: '' },
    phone: { label: '電話番号（直通）', hint: 'ハイフンの有無は問いません（例：090-1234-5678）。' },
    address: { label: '住所', hint: '' },
    product: { label: '希望製品', hint: '' },
    purpose: { label: '利用目的', hint: 'ご検討の状況やご質問などをご記入ください。' },
  },
  productPlaceholder: '選択してください',
  /** Shown instead of the catalogue name `Other`. */
  productOther: 'その他',
  agreement: {
    title: 'ご利用にあたっての注意事項',
    text: [
      '同業他社による情報収集を目的とした資料請求はお断りしております。',
      '虚偽の内容による申請が判明した場合は、法的措置を講じる場合があります。',
    ],
    label: '上記の注意事項と利用規約に同意します',
  },
  honeypotLabel: 'このフィールドは空欄のままにしてください',
  submit: '資料を請求する',
  submitting: '送信中...',
  errorSummary: '入力内容に誤りがあります。各項目のメッセージをご確認ください。',
  submitFailed: leadMessagesJa.submitFailed,
  /** The validation messages, so the island checks input in the page's language. */
  messages: leadMessagesJa,
  /** The page that shows the outcome of a post made without JavaScript. */
  resultPage: { title: '資料請求', errorTitle: '入力内容をご確認ください', back: '元のページに戻る' },
  thanks: {
    title: 'ご登録ありがとうございました。',
    body: [
      'ご登録内容を確認のうえ、1〜2営業日以内に資料をお送りいたします。',
      '資料には申請者様の情報が含まれるため、第三者への転送・共有はご遠慮ください。',
    ],
  },
};

export type LeadFormCopy = typeof ja;
