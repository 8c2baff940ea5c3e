/** The account page's section for one's own demo calendar feed (issue 44), in Japanese as the admin is. */
export const demoFeedCopy = {
  title: '体験・デモの予定表（カレンダー購読）',
  lead: 'ご自分が担当する体験・デモを、カレンダーアプリで購読できる非公開のURLです。読み取り専用で、取り消された予定は「キャンセル」として表示されます。URLを知っている人は誰でも予定を見られるため、共有しないでください。',
  none: '購読用のURLはまだありません。',
  urlLabel: '購読用のURL',
  make: '購読用のURLを作成する',
  regenerate: 'URLを作り直す（今のURLは使えなくなります）',
  revoke: 'URLを無効にする',
  done: {
    made: '購読用のURLを作成しました。',
    revoked: '購読用のURLを無効にしました。',
  },
} as const;
