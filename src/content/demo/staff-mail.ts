/**
 * The notice to the staff member a demo is assigned to (issue 44), in Japanese as every staff
 * mail is. `{when}` is the demo's date and time, `{kind}` how, `{name}` and `{organization}` the
 * lead's.
 */
export const demoStaffMail = {
  subject: {
    confirmed: '体験・デモ予約：{when} {name} 様',
    rescheduled: '体験・デモ日時変更：{when} {name} 様',
    cancelled: '体験・デモ取消：{when} {name} 様',
  },
  body: {
    confirmed: '体験・デモの予約が入りました。担当はあなたです。',
    rescheduled: '担当の体験・デモの日時が変更されました。',
    cancelled: '担当の体験・デモが取り消されました。',
  },
  labels: { when: '日時', kind: '方法', place: '場所', lead: 'お客様', link: 'リード' },
  kinds: { clinic: 'クリニック訪問', showroom: 'ショールーム', online: 'オンライン' },
  online: 'オンライン',
  summary: '体験・デモ：{name} 様（{organization}）',
  feedName: '体験・デモ（{name}）',
} as const;
