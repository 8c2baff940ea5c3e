/**
 * The demo booking page and its mails in Japanese, the source (issue 44). English and Chinese
 * satisfy `DemoCopy`. `{when}` is a slot's date and time in the reader's language.
 */
import { selfServiceJa } from './self-service-ja.ts';

export const ja = {
  page: {
    title: '体験・デモのご予約',
    description:
      '医療機器の体験・デモの日時をオンラインでご予約いただけます。クリニックへの訪問、ショールーム、オンラインからお選びください。',
    lead: [
      '実機をご覧いただける体験・デモの日時をお選びください。所要時間は約1時間です。',
      'ご都合のよい日時が見つからない場合は、お電話でもご相談いただけます。',
    ],
  },
  /** The link text in the materials mail, on the success page, the rental page and the lead page. */
  link: '体験・デモを予約する',
  kind: {
    legend: 'ご希望の方法',
    clinic: 'クリニックへ訪問（デモ機をお持ちします）',
    showroom: '銀座ショールームで体験',
    online: 'オンラインでご説明',
    show: '空き日時を表示',
  },
  weeks: { previous: '前の週', next: '次の週', range: '{from}〜{to}の空き日時' },
  slots: {
    legend: 'ご希望の日時',
    none: 'この週に空いている日時はありません。次の週をご覧ください。',
    noneAtAll: '現在ご予約いただける日時がありません。お電話でご相談ください。',
  },
  visitor: {
    title: 'お客様の情報',
    prefilled: '資料請求の際の情報でご予約します：{name} 様（{email}）',
    notYou: '別の方のご予約はこちら',
  },
  submit: '予約する',
  refused: {
    taken:
      '申し訳ありません。お選びの日時はちょうど他の方のご予約で埋まりました。以下の日時はいかがでしょうか。ご入力内容はそのまま残っています。',
    noSlot: 'ご希望の日時を選んでください。',
    failed: 'ご予約を受け付けられませんでした。時間をおいて再度お試しいただくか、お電話でご相談ください。',
  },
  done: {
    title: 'ご予約を承りました',
    body: '確認のメールをお送りしました。カレンダーに追加できるファイルを添付しています。',
    when: '日時',
    kind: '方法',
    change: '日時の変更・取消はメールのリンクから行えます。',
  },
  // The mails to the lead and its change and cancel pages.
  ...selfServiceJa,
};

export type DemoCopy = typeof ja;
