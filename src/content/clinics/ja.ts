/**
 * Every word about the clinic network, in Japanese (the list and the admin area are Japanese
 * only): the public list (/clinics), the admin pages (/admin/clinics and below), and what the
 * admin form, the CSV and WordPress imports and the update log say, so all of them say the same
 * thing. `{name}`-style slots are filled by fillMessage() (src/domain/fill-message.ts). The
 * clinics themselves live in the database.
 */

import type { ClinicStatus } from '../../domain/clinics/clinic.ts';
import { site } from '../site.ts';

/** Field names as the admin area and the CSV import's messages call them. */
const fieldLabels = {
  clinicName: 'クリニック名',
  address: '住所',
  prefecture: '都道府県',
  services: '診療内容',
  doctor: '担当医',
  phone: '電話',
  url: 'URL',
  status: '公開',
} as const;

export const ja = {
  /** The public clinic list (/clinics). */
  page: {
    meta: {
      title: '全国骨盤底筋ネットワーク 導入医療機関一覧',
      description: `${site.brand}を導入している全国の医療機関を都道府県別に掲載しています。お住まいの地域やクリニック名、診療内容から探せます。`,
    },
    eyebrow: '全国骨盤底筋ネットワーク',
    heading: '導入医療機関一覧',
    lead: `${site.brand}による骨盤底筋ケアを受けられる全国の医療機関を、北から順に都道府県別に掲載しています。受診の際は、各医療機関へ直接お問い合わせください。`,
    search: {
      label: '医療機関を探す',
      prefecture: '都道府県',
      allPrefectures: 'すべての都道府県',
      /** `{name}` is the prefecture, `{count}` its number of clinics. */
      prefectureOption: '{name}（{count}件）',
      query: 'キーワード',
      queryHint: 'クリニック名・住所・診療内容・担当医で探せます',
      submit: '検索する',
      clear: '条件をクリア',
    },
    /** `{count}` is the number of clinics shown. */
    resultCount: '{count}件の医療機関',
    /** `{prefecture}` is the prefecture, `{count}` the clinics listed under it. */
    groupCount: '{count}件',
    fields: {
      address: '住所',
      services: '診療内容',
      doctor: '担当医',
      phone: '電話',
    },
    map: '地図で見る',
    website: 'ウェブサイト',
    /** Read after the map and website links by assistive technology: `{name}` is the clinic. */
    mapLabel: '（{name}の場所を Google マップで表示）',
    websiteLabel: '（{name}）',
    empty: {
      title: '現在、掲載準備中です',
      text: '導入医療機関の一覧は準備中です。お近くの医療機関については、全国医療ネットワークのサイトをご覧いただくか、当社までお問い合わせください。',
      link: '全国医療ネットワークのサイトを見る',
    },
    noResults: {
      title: '条件に合う医療機関が見つかりませんでした',
      text: 'キーワードを変えるか、都道府県を「すべての都道府県」にして、もう一度お探しください。',
      link: 'すべての医療機関を表示する',
    },
    unavailable: {
      title: '一覧を表示できませんでした',
      text: '一時的に医療機関の一覧を読み込めませんでした。時間をおいて再度お試しください。',
    },
    note: '掲載内容は各医療機関からの情報をもとにしています。診療日や予約の要否は、受診前に各医療機関へご確認ください。',
  },
  /**
   * The admin clinic pages (docs/product.md#clinics-admin): the list with 'データを更新' and
   * 最終更新, the create/edit form, deletion, search and the CSV import.
   */
  admin: {
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
      labels: fieldLabels,
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
  } as const,
  fieldLabels,
  /** Validation errors of a clinic record. */
  messages: {
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
  },
  /** Update-log wording: titles say success or failure, messages say what happened. */
  log: {
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
  },
  /** CSV import errors, reported per row (the header is row 1, as a spreadsheet shows it). */
  importErrors: {
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
  },
  /** Reasons a WordPress import fails; each is stored in the failure log entry. */
  wordpressErrors: {
    notConfigured: 'WordPressのURLが設定されていません（環境変数 WORDPRESS_URL）',
    insecure: 'WordPressのURLは https:// で始まる必要があります（環境変数 WORDPRESS_URL）',
    redirect:
      'WordPressが別のURLへの転送（HTTP {status}、{page}ページ目、転送先: {location}）を返しました。環境変数 WORDPRESS_URL を転送先のURLに直してください',
    tooLarge: 'WordPressの応答が大きすぎます（{page}ページ目、{megabytes} MB まで）',
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
  },
};

export type ClinicsCopy = typeof ja;
