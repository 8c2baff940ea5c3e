/**
 * The demo's mails to the lead and its own change and cancel pages, in Japanese, the source
 * (issue 44); joined into `DemoCopy` by ja.ts. `{when}` is the demo's date and time in the
 * reader's language, `{name}` the lead's name, `{brand}` the brand, `{company}` the company.
 */
export const selfServiceJa = {
  mail: {
    subject: {
      confirmed: '【{brand}】体験・デモのご予約を承りました',
      rescheduled: '【{brand}】体験・デモの日時を変更しました',
      cancelled: '【{brand}】体験・デモのご予約を取り消しました',
      reminder24: '【{brand}】明日の体験・デモのご案内',
      reminder2: '【{brand}】まもなく体験・デモの時間です',
    },
    greeting: '{name} 様',
    intro: {
      confirmed: '体験・デモのご予約をありがとうございます。以下の内容で承りました。',
      rescheduled: 'ご予約の日時を以下のとおり変更しました。',
      cancelled: '以下のご予約を取り消しました。またのご予約をお待ちしております。',
      reminder24: '明日の体験・デモのご案内です。',
      reminder2: 'まもなく体験・デモの時間です。',
    },
    labels: { when: '日時', kind: '方法', place: '場所', staff: '担当' },
    online: 'オンライン（接続先は担当者からご案内します）',
    calendar: '予定表に追加できるファイル（.ics）を添付しています。',
    change: '日時の変更はこちら',
    cancel: 'ご予約の取消はこちら',
    bookAgain: '改めてご予約いただく場合はこちら',
    signature: '{company}',
    event: {
      summary: '体験・デモ（{brand}）',
      description: '{brand} の体験・デモです。日時の変更・取消はメールのリンクから行えます。',
    },
  },
  manage: {
    title: 'ご予約の変更・取消',
    current: '現在のご予約',
    reschedule: {
      title: '日時を変更する',
      submit: 'この日時に変更する',
    },
    cancel: {
      title: 'ご予約を取り消す',
      body: 'ご予約を取り消す場合は、下のボタンを押してください。',
      submit: '予約を取り消す',
      link: 'ご予約を取り消す場合はこちら',
    },
    done: {
      rescheduled: 'ご予約の日時を変更しました。確認のメールをお送りしました。',
      cancelled: 'ご予約を取り消しました。確認のメールをお送りしました。',
    },
    gone: {
      title: 'このリンクはご利用いただけません',
      body: 'このリンクはすでに使われたか、ご予約の日時を過ぎています。最新のメールのリンクをお使いいただくか、改めてご予約ください。',
      bookAgain: '体験・デモを予約する',
    },
  },
};
