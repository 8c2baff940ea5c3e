/**
 * The admin words of issue 42's split: the dashboard keeps the day's work and its counters, the
 * analytics page (/admin/analytics) holds the breakdowns, the entry-page funnel, speed to lead
 * and the daily bars. Japanese only, like the rest of the admin area.
 */
export const analyticsCopy = {
  nav: '分析',
  title: '分析',
  intro:
    '資料請求の内訳（製品別・言語別）、入口ページ別の資料請求、初回対応までの時間、自動でスパムと判定した資料請求と予約ボタンのクリックです。名刺の取り込みは資料請求とは別に数えています。',
  breakdownNote: '製品別・言語別には、名刺の取り込みも含みます（Web と取り込みの内訳は上の数字）。',
  dashboard: {
    web: (window: string) => `Web ${window}`,
    imports: (window: string) => `名刺の取り込み ${window}`,
    counted: 'Web の資料請求はフォームから届いたもので、名刺の取り込みは含みません。スパム判定のものは数えていません。',
    toImports: '名刺の取り込みを見る',
    analytics:
      '対応状況（週ごと・担当者ごと）、製品別・言語別の内訳、入口ページ、初回対応までの時間、予約ボタンのクリックは「分析」へ',
    followUpNotes: '数え方',
  },
};
