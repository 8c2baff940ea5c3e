/**
 * The admin words of the materials (issue 24): the brochure library (/admin/brochures), the
 * lead page's 資料 panel and its 資料を送付 page, the link lifetime setting, and the mail the
 * owner gets when a visitor asks for a new link. Japanese only, like the rest of the admin area.
 */
import type {
  BrochureProblem,
  RemovedContent,
  RemovedContentKind,
  SelectionSkipReason,
  SendProblem,
} from '../../domain/materials.ts';
import {
  BROCHURE_MAX_IMAGE_PIXELS,
  BROCHURE_MAX_PAGES,
  BROCHURE_TITLE_MAX_LENGTH,
  LINK_DAYS_MAX,
  LINK_DAYS_MIN,
  MATERIALS_NOTE_MAX_LENGTH,
  REMOVED_CONTENT_KINDS,
} from '../../domain/materials.ts';

export const brochuresCopy = {
  nav: '資料ライブラリ',
  title: '資料ライブラリ',
  lead: '資料請求に送るPDFを登録します。送付時は、請求者ごとの専用リンクでお送りし、ダウンロードのたびに全ページへ請求者のお名前・ご所属・請求日・請求番号を印字します。',
  list: '登録済みの資料',
  empty: 'まだ資料はありません。下のフォームから登録してください。',
  columns: {
    title: 'タイトル',
    locale: '言語',
    products: '対象製品',
    pages: 'ページ',
    size: 'サイズ',
    removed: '除去した内容',
    updated: '更新日時',
  },
  /** What the upload check removed: the library's column and the notice after an upload. */
  removed: {
    none: 'なし',
    kinds: {
      javascript: 'JavaScript',
      launch: '外部プログラムの起動（Launch）',
      openAction: '開いたときの動作（OpenAction）',
      additionalActions: '追加の動作（AA）',
      embeddedFiles: '埋め込みファイル',
      otherActions: 'その他の動作（フォーム送信・外部ファイル・XFA）',
    } satisfies Record<RemovedContentKind, string>,
    /** `JavaScript ×2、埋め込みファイル ×1`, or なし. */
    list: (removed: RemovedContent): string =>
      REMOVED_CONTENT_KINDS.filter((kind) => (removed[kind] ?? 0) > 0)
        .map((kind) => `${brochuresCopy.removed.kinds[kind]} ×${removed[kind]}`)
        .join('、') || brochuresCopy.removed.none,
    notice: (title: string, list: string) =>
      `「${title}」から、開いたときに動く内容を除去して登録しました：${list}。お客様に届く資料には含まれません。元のファイルの作成者にもお知らせください。`,
  },
  duplicateOf:
    'このファイルは、登録済みの次の資料と同じです（同じ資料を二重に登録すると、送付時に両方が選ばれてしまいます）：',
  edit: '編集・差し替え',
  add: '資料を登録',
  editTitle: '資料の編集・差し替え',
  back: '資料ライブラリへ戻る',
  notFound: 'この資料は見つかりませんでした。',
  fields: {
    title: 'タイトル',
    titleHint: `${BROCHURE_TITLE_MAX_LENGTH}文字まで。メールのリンク名になります。`,
    locale: '言語',
    products: '対象製品',
    productsHint: 'この製品の資料請求で、送付時に最初から選ばれます。',
    file: 'PDFファイル',
    fileHint: 'PDF（20MBまで）。',
    replaceHint: '差し替えるときだけ選んでください。送付済みのリンクは、有効期限まで送付時の版を配信します。',
  },
  submitCreate: '登録する',
  submitSave: '保存する',
  done: { created: '資料を登録しました。', saved: '資料を保存しました。' },
  problems: {
    fileMissing: 'PDFファイルを選んでください。',
    fileTooLarge: 'PDFは20MBまでです。',
    notPdf: 'PDFファイルではありません（ファイルの中身で確かめています）。',
    unreadable: 'PDFを読み取れませんでした。壊れていないか確かめてください。',
    encrypted: 'パスワードや暗号化のかかったPDFは使えません（印字ができないため）。',
    noPages: 'ページのないPDFです。',
    tooManyPages: `ページが多すぎます（${BROCHURE_MAX_PAGES}ページまで）。ダウンロードのたびに全ページへ印字するため、分けて登録してください。`,
    imageTooLarge: `大きすぎる画像を含んでいます（1枚${BROCHURE_MAX_IMAGE_PIXELS / 10_000}万画素まで）。画像を縮小して書き出し直してください。`,
    duplicate: '同じファイルがすでに登録されています。',
    title: `タイトルを${BROCHURE_TITLE_MAX_LENGTH}文字以内で入力してください。`,
    locale: '言語を選んでください。',
    products: '対象製品を1つ以上選んでください。',
    notFound: 'この資料は見つかりませんでした。',
    busy: 'ただいま処理が混み合っています。少し待ってからもう一度お試しください。',
  } satisfies Record<BrochureProblem, string>,
  formHasErrors: '入力内容を確認してください。',
  requestProblem: 'フォームを読み取れませんでした。もう一度お試しください。',
  locales: { ja: '日本語', en: '英語', 'zh-cn': '中国語' } as Record<string, string>,
  /** The lead page's panel. */
  panel: {
    title: '資料',
    send: '資料を送付',
    notSent: 'まだ資料を送っていません。',
    cannotSend: {
      review: '要確認の資料請求には資料を送れません。先に受付してください。',
      spam: 'スパムとした資料請求には資料を送れません。',
    },
    opened: (count: number, last: string) => `開封済み（${count}回・最終 ${last}）`,
    notOpened: '未開封',
    sentList: '送付の記録',
    methods: { link: 'リンク', post: '郵送' } as Record<string, string>,
    tracking: '追跡番号',
    by: '担当',
    links: '送付したリンク',
    expires: '有効期限',
    downloads: 'ダウンロード',
    expired: '期限切れ',
    renewalRequested: '再発行の依頼あり',
  },
  /** The 資料を送付 page. */
  send: {
    title: '資料を送付',
    intro:
      '選んだ資料ごとに専用リンクを作り、請求者の言語のメール1通でお送りします。送付すると状態が「資料送付済み」になります。',
    to: '送付先',
    brochures: '送る資料',
    matchingHint: '希望製品と言語の合う資料を最初から選んでいます。',
    noBrochures: '資料ライブラリに資料がありません。',
    note: 'ひとこと（任意）',
    noteHint: `${MATERIALS_NOTE_MAX_LENGTH}文字まで。メールの本文に入ります。`,
    submit: '送付する',
    done: (links: number) => `資料のリンクを${links}件お送りしました。`,
    repeated: 'この送付はすでに受け付けています。',
    problems: {
      notFound: 'この資料請求は見つかりませんでした。',
      review: '要確認の資料請求には資料を送れません。先に受付してください。',
      spam: 'スパムとした資料請求には資料を送れません。',
      noBrochures: '送る資料を1つ以上選んでください。',
      unknownBrochure: '選んだ資料が見つかりませんでした。ページを開き直してください。',
      note: `ひとことは${MATERIALS_NOTE_MAX_LENGTH}文字以内で入力してください。`,
    } satisfies Record<SendProblem, string>,
  },
  /** 資料を送付 on the inbox's selection (/admin/leads/materials). */
  selection: {
    title: '選んだ資料請求に資料を送付',
    intro:
      '選んだ資料請求それぞれに、希望製品と言語の合う資料を選んでいます。請求者ごとに専用リンクを作り、その方の言語のメール1通でお送りします。送付すると状態が「資料送付済み」になります。',
    back: '受信箱に戻る',
    none: '資料請求が選ばれていません。受信箱でチェックを入れてから押してください。',
    tooMany: (max: number) => `一度に選べるのは${max}件までです。受信箱で選び直してください。`,
    caption: '選んだ資料請求と送る資料',
    columns: { lead: '資料請求', product: '製品・言語', brochures: '送る資料' },
    skipped: {
      notFound: 'この資料請求は見つかりません（削除された可能性があります）',
      review: '要確認のため送れません（先に受付してください）',
      spam: 'スパムのため送れません',
      noMatch: '希望製品と言語の合う資料がありません',
      noneChosen: '資料を選ばなかったため送っていません',
      brochureGone: '選んだ資料が見つからなかったため送っていません',
    } satisfies Record<SelectionSkipReason, string>,
    skippedLabel: '送付しない',
    sentLabel: '送付しました',
    submit: (count: number) => `${count}件に資料を送付する`,
    nothingToSend: '選んだ資料請求の中に、資料を送れるものがありません。',
    noteProblem: (max: number) => `ひとことは${max}文字以内で入力してください。`,
    resultTitle: '送付の結果',
    resultColumns: { lead: '資料請求', outcome: '結果' },
    done: (sent: number, skipped: number) =>
      `${sent}件に資料をお送りしました。${skipped > 0 ? `${skipped}件は送っていません（理由は下の一覧）。` : ''}`,
    repeated: 'この送付はすでに受け付けています。もう一度は送っていません。',
  },
  settings: {
    title: '資料リンクの有効期間',
    label: '有効期間（日）',
    hint: `${LINK_DAYS_MIN}〜${LINK_DAYS_MAX}日。これから送るリンクに効きます。`,
    submit: '保存する',
    done: '資料リンクの有効期間を保存しました。',
    problem: `${LINK_DAYS_MIN}〜${LINK_DAYS_MAX}の日数を入力してください。`,
  },
  renewalMail: {
    subject: '【資料リンクの再発行依頼】{name} 様',
    body: '{name} 様（{organization}）から、有効期限の切れた資料リンクの再発行の依頼がありました。自動では何も送っていません。内容を確認のうえ、資料請求の画面から改めて資料を送付してください。',
  },
};

export type BrochuresCopy = typeof brochuresCopy;
