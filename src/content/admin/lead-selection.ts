/**
 * The inbox's selection (issue 24): a checkbox per lead, このページをすべて選択 (a link, so it works
 * without JavaScript), and the two actions the selection goes to. Japanese only, like the rest
 * of the admin area.
 */
export const leadSelectionCopy = {
  column: '選択',
  /** The checkbox's accessible name: which lead it selects. */
  select: (name: string, date: string) => `${name}（${date}受付）を選択`,
  legend: '選んだ資料請求を',
  selectPage: 'このページをすべて選択',
  clearPage: '選択を解除',
  materials: '資料を送付',
  dispatch: '発送データ（郵送）',
  hint: 'チェックを入れた資料請求（このページのみ・100件まで）が対象です。',
};
