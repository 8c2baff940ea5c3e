/**
 * Japanese wording of the clinic network's validation errors and update-log entries (the admin
 * area is Japanese only). `{name}`-style slots are filled by fillMessage().
 */
export const clinicMessages = {
  clinicNameRequired: 'クリニック名を入力してください',
  addressRequired: '住所を入力してください',
  prefectureRequired: '住所が都道府県名で始まらないため、都道府県を選択してください',
  prefectureInvalid: '都道府県は47都道府県の名前で指定してください',
  prefectureMismatch: '住所の都道府県（{derived}）と選択した都道府県が一致しません',
  phoneInvalid: '電話番号は10〜13桁の数字で入力してください（ハイフン可）',
  urlInvalid: 'URLは http:// または https:// で始まる形式で入力してください',
  statusInvalid: '公開状態は「公開」か「下書き」を指定してください',
  tooLong: '{max}文字以内で入力してください',
  controlCharacters: '使用できない文字が含まれています',
  lineBreak: '改行は入力できません',
  duplicate: '同じクリニック名と住所のクリニックが既に登録されています',
  notFound: 'クリニックが見つかりません。削除された可能性があります',
};

export type ClinicMessages = typeof clinicMessages;

/** Field names as the admin area and the CSV import's messages call them. */
export const clinicFieldLabels = {
  clinicName: 'クリニック名',
  address: '住所',
  prefecture: '都道府県',
  services: '診療内容',
  doctor: '担当医',
  phone: '電話',
  url: 'URL',
  status: '公開',
} as const;

/** Update-log wording: titles say success or failure, messages say what happened. */
export const clinicLogMessages = {
  successTitle: 'クリニック情報を更新しました',
  failureTitle: 'クリニック情報の更新に失敗しました',
  created: 'クリニック「{name}」を登録しました',
  updated: 'クリニック「{name}」を更新しました',
  deleted: 'クリニック「{name}」を削除しました',
  csvApplied: 'CSVファイルから取り込みました（新規 {created} 件、更新 {updated} 件、変更なし {unchanged} 件）',
  csvRejected: 'CSVファイルに誤りがあるため取り込みませんでした（エラー {count} 件）',
  wordpressApplied:
    'WordPressから取り込みました（取得 {total} 件：新規 {created} 件、更新 {updated} 件、変更なし {unchanged} 件）',
  wordpressFailed: 'WordPressからの取り込みに失敗しました。データは変更していません。{reason}',
};

/** CSV import errors, reported per row (the header is row 1, as a spreadsheet shows it). */
export const clinicImportMessages = {
  emptyFile: 'ファイルが空です',
  tooLarge: 'ファイルが大きすぎます（{max}MBまで）',
  tooManyRows: '行数が多すぎます（{max}行まで）',
  unknownEncoding: '文字コードを判別できません。UTF-8 または Shift_JIS で保存したCSVファイルを選んでください',
  unclosedQuote: 'ダブルクォートが閉じられていません',
  strayQuote: 'ダブルクォートの使い方が正しくありません（値の中の " は "" と書きます）',
  missingColumns: '必須の列がありません: {columns}',
  duplicateColumn: '列「{column}」が複数あります',
  duplicateRow: '{row}行目と同じクリニック名・住所の行です',
  /** `{field}` is the column label, `{message}` the field's own error. */
  fieldError: '{field}: {message}',
};

/** Reasons a WordPress import fails; each is stored in the failure log entry. */
export const wordpressMessages = {
  notConfigured: 'WordPressのURLが設定されていません（環境変数 WORDPRESS_URL）',
  timeout: 'WordPressが{seconds}秒以内に応答しませんでした（{page}ページ目）',
  network: 'WordPressに接続できませんでした（{page}ページ目: {reason}）',
  unauthorized: 'WordPressに認証を拒否されました（HTTP 401、{page}ページ目）。公開APIの設定を確認してください',
  httpStatus: 'WordPressがエラーを返しました（HTTP {status}、{page}ページ目）',
  notJson: 'WordPressの応答がJSONではありませんでした（{page}ページ目）',
  notList: 'WordPressの応答がクリニックの一覧ではありませんでした（{page}ページ目）',
  malformedItem: 'WordPressのクリニックデータの形式が正しくありません（{page}ページ目の{index}件目: {reason}）',
  missingId: 'id がありません',
  missingTitle: 'title.rendered がありません',
  missingAddress: 'meta.clinic_address がありません',
  tooManyPages: 'ページ数が多すぎます（{max}ページまで）',
  invalidItem: '{field}: {message}',
};

/** Fills `{slot}` placeholders; unknown slots are left as written. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
