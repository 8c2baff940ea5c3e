/**
 * What staff read about a demo's outcome (issue 44), in Japanese only like the rest of the
 * admin: the mail 30 minutes after a demo's end that asks its owner held or missed, and the
 * lead page's small form that records it. `{name}` is the lead, `{when}` the demo's time,
 * `{kind}` how it was held.
 */
import type { CopyAdvertising } from '../../domain/advertising/types.ts';

const ja = {
  ask: {
    subject: '体験・デモの結果を記録してください：{name} 様（{when}）',
    body: '{when}の体験・デモ（{kind}）は実施できましたか。リードのページで「実施済み」か「未実施」を記録してください。',
    missedNote: '「未実施」を記録すると、お客様に日時を選び直すリンクをメールでお送りします。',
    lead: 'リードのページ：{url}',
  },
  form: {
    title: '体験・デモの結果',
    held: '実施済み',
    missed: '未実施',
    status: { booked: '結果未記録', held: '実施済み', missed: '未実施' },
    problems: { notFound: 'この予約は見つかりません。', closed: 'この結果はすでに記録されています。' },
  },
};

/** The staff's words (Japanese only: the admin speaks Japanese). */
export const demoOutcomeStaffCopy = { ja };

export type DemoOutcomeStaffCopy = typeof ja;

/** What this copy advertises, for npm run lint:copy: staff words name no product's effect. */
export const advertising: CopyAdvertising = { classes: ['general'], linksToChair: false };
