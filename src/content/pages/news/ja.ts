/** Copy of the news page (/news) and its RSS feed. Announcements themselves live in the database. */
export const ja = {
  meta: {
    title: '最新情報',
    description: '学会・展示会への出展、新サービス、休業日など、当社からのお知らせを新しい順に掲載しています。',
  },
  heading: '最新情報',
  lead: '学会・展示会への出展や新しいサービス、休業日などのお知らせを、新しい順に掲載しています。',
  important: '重要',
  empty: '現在お知らせはありません。',
  listLabel: 'お知らせ一覧',
  /** `{title}` is the announcement's title. */
  enlarge: '「{title}」の画像を拡大表示',
  /** `{title}` is the video's title. */
  playVideo: '「{title}」の動画を再生',
  close: '閉じる',
  linkLabel: '詳しく見る',
  rss: { label: 'RSSで購読する', feedTitle: 'お知らせ', feedDescription: '当社からの最新のお知らせ' },
  dateLocale: 'ja-JP',
  feedLanguage: 'ja',
};

export type NewsCopy = typeof ja;
