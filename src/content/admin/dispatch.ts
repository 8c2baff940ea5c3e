/** The 発送データ page (postal dispatch, src/server/dispatch/): Japanese only, like the admin area. */

export const dispatchCopy = {
  title: '発送データ',
  inboxLink: 'この条件で発送データ（郵送）を作る',
  intro:
    '絞り込んだ資料請求の宛先から、ヤマト B2クラウドの取込CSV、クリックポストのCSV、または宛名ラベル（A4）を作成します。要確認・スパムの資料請求は含まれません。',
  backToInbox: '受信箱に戻る',
  /** On the inbox's selection instead of its filter. */
  selection: {
    intro: (count: number) =>
      `受信箱で選んだ資料請求（${count}件）の宛先から、ヤマト B2クラウドの取込CSV、クリックポストのCSV、または宛名ラベル（A4）を作成します。`,
    leftOut: (count: number) => `選んだうち${count}件は、要確認・スパム（または削除済み）のため含めていません。`,
    tooMany: (max: number) => `一度に選べるのは${max}件までです。受信箱で選び直してください。`,
  },
  leadsTitle: '宛先',
  leadsCaption: '発送する資料請求（チェックを外すと除外）',
  /** The post queue (issue 42): the leads 郵送する put there, ticked; the others below, unticked. */
  queue: {
    title: '郵送待ち',
    intro: '資料請求の画面で「郵送する」を押した資料請求です。発送できるものを選んでいます。',
    caption: '郵送待ちの資料請求（チェックを外すと除外）',
    empty: '郵送待ちの資料請求はありません。資料請求の画面の「郵送する」で加わります。',
    othersTitle: 'ほかの資料請求',
    othersIntro: '郵送待ちではない資料請求です。一緒に発送するものにチェックを入れてください。',
    othersCaption: 'ほかの資料請求（チェックすると一緒に作成）',
    remembered: '前回の発送データの設定を入れています。',
  },
  columns: { include: '発送', date: '受付日時', name: 'お名前', organization: '法人名・施設名', address: '住所' },
  noPostalCode: '郵便番号なし',
  none: '条件に合う発送可能な資料請求はありません。',
  more: (max: number) => `${max}件を超えています。先頭の${max}件のみ表示しています。絞り込んでから作成してください。`,
  formatTitle: '形式',
  formats: {
    b2: 'ヤマト B2クラウド（CSV・Shift_JIS）',
    click_post: 'クリックポスト（CSV・Shift_JIS）',
    labels: '宛名ラベル（PDF・A4）',
  },
  b2Title: 'B2クラウドの設定',
  service: '送り状種類',
  services: {
    hatsubarai: '発払い',
    yu_mail: 'クロネコゆうメール',
    yu_packet: 'クロネコゆうパケット',
    compact: '宅急便コンパクト',
  },
  shipDate: '出荷予定日',
  item: '品名',
  itemDefault: '資料',
  billingCode: '請求先顧客コード（10〜12桁）',
  freightNumber: '運賃管理番号（2桁）',
  labelsTitle: '宛名ラベルの設定',
  preset: 'ラベル用紙',
  presets: { '12': '12面（86.4×42.3mm）', '10': '10面（86.4×50.8mm）', '24': '24面（70×33.9mm）' },
  offsetX: '印刷位置の調整・横（mm、右が＋）',
  offsetY: '印刷位置の調整・縦（mm、下が＋）',
  create: '発送データを作成',
  createShipped: '作成して発送済みにする',
  /** Back from 宛先を直す. */
  addressSaved: '宛先を保存しました。発送できる宛先なら、下の一覧で選ばれています。',
  /** Back from 宛名を直す (issue 42). */
  recipientSaved: '宛名を保存しました。もう一度、発送データを作成してください。',
  createHint:
    '「作成して発送済みにする」は、ファイルのダウンロードと同時に選んだ資料請求を資料送付済み（郵送）にします。今日発送するときはこちらを使ってください。「発送データを作成」だけなら発送待ちの一覧に記録され、発送したら「発送済みにする」を押してください。',
  errors: {
    form: '送信内容を読み取れませんでした。もう一度お試しください。',
    empty: '発送する資料請求を1件以上選んでください（要確認・スパムは選べません）。',
    tooMany: (max: number) => `一度に作成できるのは${max}件までです。`,
    shipDate: '出荷予定日を YYYY-MM-DD の形で、2000年から2100年までの正しい日付を入力してください。',
    item: '品名を入力してください（全角25文字まで）。',
    billingCode: '請求先顧客コードは半角数字10〜12桁で入力してください。',
    freightNumber: '運賃管理番号は半角数字2桁で入力してください。',
    offset: '印刷位置の調整は −10〜10mm の数値で入力してください。',
  },
  problemsTitle: '次の資料請求は、この形式の項目に収まらないため作成できませんでした。',
  problemsBody:
    '「直す項目」を、宛名を直す（氏名・会社名/医院名・役職）または宛先を直す（郵便番号・住所）で直すか、チェックを外して除外してください。文字を置き換えたり切り詰めたりはしません。',
  problem: {
    missing: (column: string) => `${column}がありません`,
    width: (column: string, width: number, max: number) =>
      `${column}が長すぎます（${width}／${max}、全角は2・半角は1と数えます）`,
    format: (column: string) => `${column}は半角数字とハイフンのみです`,
    cp932: (column: string, chars: string) => `${column}に Shift_JIS で表せない文字があります：${chars}`,
    glyph: (column: string, chars: string) => `${column}に宛名ラベルのフォントで印字できない文字があります：${chars}`,
  },
  /** The label's lines, as a problem names them. */
  labelFields: {
    postalCode: '郵便番号',
    address: '住所',
    organization: '法人名・施設名',
    position: '役職',
    name: 'お名前',
  },
  clickPostParts: {
    title: 'クリックポスト用のファイルを分けて作成しました',
    body: (count: number, parts: number) =>
      `クリックポストのまとめ申込は1ファイル40件までのため、${count}件を${parts}つのファイルに分けました。パート1から順にダウンロードし、1ファイルずつクリックポストに読み込んでください。`,
    part: (part: number, from: number, to: number) => `パート${part}（${from}〜${to}件目）をダウンロード`,
    after:
      'すべてのファイルで1回の発送データとして記録しました。全件を発送したら、「発送待ち・最近の発送データ」で「発送済みにする」を押してください。',
  },
  batchesTitle: '発送待ち・最近の発送データ',
  batchColumns: { date: '作成日時', format: '形式', count: '件数', shipped: '発送済み', tracked: '送り状番号' },
  noBatches: 'まだ発送データはありません。',
  markShipped: '発送済みにする',
  shippedNotice: (count: number) => `${count}件を資料送付済み（郵送）にしました。`,
  unknownBatch: 'その発送データは見つかりませんでした。',
  busy: '前の発送データの作成がまだ終わっていません。少し待ってから、もう一度お試しください。',
  importTitle: '送り状番号の取り込み（B2クラウドの発行済みデータ）',
  importHint:
    'B2クラウドで発行済みデータをCSV（Shift_JIS）で書き出し、そのまま選んでください。お客様管理番号で資料請求と照合し、伝票番号を記録します。',
  importFile: '発行済みデータ（CSV）',
  importSubmit: '取り込む',
  importProblems: {
    none: 'ファイルを選んでください。',
    tooLarge: 'ファイルが大きすぎます（1MBまで）。',
    encoding: 'Shift_JIS（または BOM 付き UTF-8）の CSV ではありません。',
    csv: 'CSV として読み取れませんでした（引用符が閉じていない行があります）。',
    columns: '「お客様管理番号」と「伝票番号」の列が見つかりません。B2クラウドの発行済みデータを選んでください。',
    empty: 'データ行がありません。',
    tooMany: '行数が多すぎます（5,000行まで）。',
  },
  importReport: (stored: number, unchanged: number) =>
    `${stored}件の送り状番号を記録しました（変更なし ${unchanged}件）。`,
  unmatched: (line: number, reference: string) =>
    `${line}行目：お客様管理番号「${reference}」に該当する発送データがありません`,
  malformed: (line: number) => `${line}行目：伝票番号が12桁の数字ではありません`,
  trackingLabel: '送り状番号',
} as const;
