/**
 * What a demo booking writes into the lead's history (the activity log and its next step), in
 * Japanese as every history line is: staff read it on the lead page. `{when}` is the demo's
 * date and time, `{kind}` where it happens.
 */
export const demoHistory = {
  kinds: { clinic: 'クリニックで', showroom: 'ショールームで', online: 'オンラインで' },
  booked: '体験・デモ予定：{when}（{kind}）',
  bookedByStaff: '体験・デモ予定：{when}（{kind}、担当者が予約）',
  nextStep: '体験・デモ予定（{kind}）',
  rescheduled: '体験・デモの日程変更：{when}（{kind}）',
  cancelled: '体験・デモ取消：{when}（{kind}）',
  cancelledNext: '体験・デモの日程を再調整する',
  held: '体験・デモ実施：{when}（{kind}）',
  heldNext: '体験・デモ後のご意向を確認する',
  missed: '体験・デモ不参加：{when}（{kind}）',
  missedNext: '再予約のご案内を確認する',
} as const;
