/**
 * The inbox's paging and bounded counts (issue 23, ADR 023): Japanese only, like the rest of the
 * admin area. The figures are those of src/server/leads/lead-search.server.ts (SHORT_QUERY_SCAN,
 * SEARCH_MATCH_LIMIT)
 * and inbox-paging.server.ts (COUNT_LIMIT).
 */
export const leadPagingCopy = {
  /** A count that reached the limit: at least this many. */
  atLeast: (count: number) => `${count.toLocaleString('ja-JP')}件以上`,
  /** After a count in the status tabs when it reached the limit. */
  atLeastSuffix: '以上',
  /** Between 前のページ and 次のページ, where a page number used to be. */
  newestFirst: '新しい順・50件ずつ',
  /** A cursor that could not be read (edited, cut short, from an older link). */
  badCursor: 'ページの位置を読み取れなかったため、最初のページを表示しています。',
  /** A search of one or two characters, which the search index cannot look up. */
  shortSearch:
    '1〜2文字の検索は、新しい5,000件の中だけを探します。すべての資料請求から探すには3文字以上で検索してください。',
  /** A search found in more leads than the index hands back (SEARCH_MATCH_LIMIT). */
  searchCapped: '該当する資料請求が多いため、新しい1,000件を表示しています。語を足すか条件で絞り込んでください。',
  /** Shown under a count that reached the limit. */
  countLimit: '件数は10,000件まで数えます。条件を絞ると正確な件数が表示されます。',
};
