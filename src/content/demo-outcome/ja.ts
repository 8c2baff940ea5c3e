/**
 * After a missed demo (issue 44): the mail that offers the lead another date, in Japanese, the
 * source. English and Chinese satisfy `DemoOutcomeCopy`. `{when}` is
 * the missed demo's date and time in the reader's language, `{url}` the lead's own booking link.
 */
export const ja = {
  rebook: {
    subject: '体験・デモの日時を改めてお選びいただけます',
    greeting: 'ご担当者様',
    body: [
      '{when}にご予定いただいていた体験・デモは、実施できませんでした。',
      'ご都合のよい日時を、以下のリンクから改めてお選びいただけます。',
    ],
    link: '体験・デモを予約する：{url}',
    closing: 'お電話でのご相談も承っております。今後ともよろしくお願いいたします。',
  },
};

export type DemoOutcomeCopy = typeof ja;
