/**
 * Words of the admin clinic pages (/admin/clinics and below, spec section 2): the list with
 * 'データを更新' and 最終更新, the create/edit form, deletion, search and the CSV import.
 * Field labels and validation messages come from the clinic data layer's own wording
 * (src/content/clinics/messages.ts), so the form and the CSV import say the same thing.
 */
import { clinicFieldLabels } from '../clinics/messages.ts';
import type { ClinicStatus } from '../clinics/schema.ts';

export const clinicsCopy = {
  title: '全国骨盤底筋ネットワーク管理',
  lead: '公開ページ「全国の医療機関」（/clinics）に載るクリニックの一覧です。ここで登録・編集した内容は、公開ページにすぐ反映されます（下書きは表示されません）。',
  refresh: {
    title: 'データの更新',
    button: 'データを更新',
    busy: '更新中...',
    wordpress: (url: string) =>
      `「データを更新」を押すと、WordPress（${url}）からクリニックの一覧を取り込みます。WordPressのクリニックは登録済みのものを更新し、ないものを追加します。取り込みに失敗した場合、データは変更されません。`,
    notConfigured:
      'WordPressのURL（環境変数 WORDPRESS_URL）が設定されていないため、WordPressからは取り込みません。「データを更新」は一覧を読み込み直します。',
    lastUpdate: '最終更新: ',
    never: 'まだ更新の記録はありません。',
    done: 'WordPressからの取り込みが完了しました。',
    failed: 'WordPressからの取り込みに失敗しました。データは変更していません。',
  },
  actions: {
    create: 'クリニックを登録',
    import: 'CSVファイルから取り込む',
  },
  search: {
    legend: '検索',
    q: 'キーワード（クリニック名・住所・診療内容・担当医）',
    prefecture: '都道府県',
    any: 'すべて',
    submit: '検索する',
    clear: '条件をクリア',
    results: (shown: number, total: number) => (shown === total ? `${total}件` : `${total}件中 ${shown}件に該当`),
  },
  table: {
    title: '登録クリニック一覧',
    empty: 'クリニックはまだ登録されていません。',
    noMatch: '条件に合うクリニックはありません。',
    columns: {
      clinicName: 'クリニック名',
      address: '住所',
      services: '診療内容',
      doctor: '担当医',
      status: '公開',
      edit: '操作',
    },
    edit: '編集',
    editLabel: (name: string) => `${name}を編集`,
    pager: 'ページ',
    previous: '前のページ',
    next: '次のページ',
    pageOf: (page: number, count: number) => `${page} / ${count} ページ`,
  },
  statuses: { publish: '公開', draft: '下書き' } satisfies Record<ClinicStatus, string>,
  log: {
    title: '更新履歴',
    caption: '更新履歴（新しい順）',
    empty: 'まだ記録はありません。',
    success: '成功',
    failure: '失敗',
    columns: { when: '日時', result: '結果', message: '内容' },
  },
  notices: {
    created: 'クリニックを登録しました。',
    updated: 'クリニックの情報を更新しました。',
    deleted: 'クリニックを削除しました。',
    imported: (created: number, updated: number, unchanged: number) =>
      `CSVファイルから取り込みました（新規 ${created}件、更新 ${updated}件、変更なし ${unchanged}件）。`,
  },
  form: {
    createTitle: 'クリニックの登録',
    editTitle: 'クリニックの編集',
    back: '一覧へ戻る',
    labels: clinicFieldLabels,
    required: '必須',
    hints: {
      address: '都道府県名から入力してください。',
      prefecture: '住所が都道府県名で始まる場合は自動で決まります。',
      services: '改行して複数書けます。',
      phone: '例: 03-1234-5678',
      url: '例: https://www.example.jp/',
    },
    prefectureAuto: '住所から自動で判定',
    create: '登録する',
    save: '変更を保存する',
    problems: '入力内容を確認してください。',
    requestFailed: '送信内容を読み取れませんでした。もう一度お試しください。',
    notFoundTitle: 'クリニックが見つかりません',
    notFoundBody: '削除されたか、URLが間違っている可能性があります。',
    meta: (created: string, updated: string, source: string | null) =>
      `登録 ${created}／最終変更 ${updated}${source ? `／WordPress ID ${source}` : ''}`,
  },
  delete: {
    title: 'クリニックの削除',
    body: '削除すると公開ページからも消え、元に戻せません。WordPressから取り込んだクリニックは、次の「データを更新」で再び追加されます。',
    confirm: '削除することを確認しました',
    submit: '削除する',
    needsConfirm: '確認のチェックを入れてください。',
  },
  import: {
    title: 'CSVファイルから取り込む',
    back: '一覧へ戻る',
    lead: 'クリニック名と住所が同じものは更新し、ないものは新しく登録します。取り込む前に、変更される内容を確認できます。ファイルのどこかに誤りがあると、何も取り込みません。',
    columns:
      '1行目は見出しです。必須の列は「クリニック名」と「住所」です。ほかに「都道府県」「診療内容」「担当医」「電話」「URL」「公開」（公開／下書き）の列を使えます。列がない項目は登録済みの値のままになります。',
    encoding: '文字コードは UTF-8 と Shift_JIS（Excelの「CSV（コンマ区切り）」）のどちらでも構いません。',
    template: 'テンプレート（CSV）をダウンロード',
    templateFileName: 'clinics-template.csv',
    file: 'CSVファイル',
    fileHint: '5MBまで',
    preview: '内容を確認する',
    noFile: 'CSVファイルを選んでください。',
    tooLarge: 'ファイルが大きすぎます（5MBまで）。',
    previewTitle: '取り込みの確認',
    summary: (total: number, encoding: string) => `${total}行を読み込みました（文字コード: ${encoding}）。`,
    encodings: { utf8: 'UTF-8', cp932: 'Shift_JIS' } as Record<string, string>,
    counts: { create: '新規登録', update: '更新', unchanged: '変更なし', errors: 'エラー' },
    countUnit: (n: number) => `${n}件`,
    createTitle: '新しく登録するクリニック',
    updateTitle: '更新するクリニック',
    errorsTitle: 'エラーのある行',
    errorsBody: 'エラーをすべて直したファイルを選び直してください。このままでは取り込めません。',
    ignored: (columns: string) => `次の列は読み込みません: ${columns}`,
    row: '行',
    rowLabel: (row: number) => (row === 0 ? 'ファイル全体' : `${row}行目`),
    field: '項目',
    before: '変更前',
    after: '変更後',
    empty: '（空欄）',
    nothing: '変更される内容はありません。',
    apply: 'この内容で取り込む',
    applyHint: '取り込みは一度にまとめて行います。途中で失敗した場合は何も変更されません。',
    cancel: 'やめる',
    tampered: '確認した内容とファイルが一致しません。もう一度ファイルを選んでください。',
    changed:
      '確認のあとで登録内容が変わったため、取り込む内容が変わりました。新しい内容を確認してから取り込んでください。',
    rejected: '取り込めませんでした。次のエラーを直してください。',
  },
} as const;

export type ClinicsCopy = typeof clinicsCopy;
