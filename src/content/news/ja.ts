/**
 * Every word about news, in Japanese (the news pages and the admin area are Japanese only): the
 * public list (/news) and its RSS feed, the admin pages (/admin/news, /admin/news/new,
 * /admin/news/[id]) with the image upload's refusals, and the validation messages every path
 * that writes news answers with. The announcements themselves live in the database.
 */
import type { NewsStatus } from '../../domain/news/news-item.ts';
import { NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_MAX_WIDTH } from '../../domain/news/uploads.ts';

const maxMegabytes = NEWS_IMAGE_MAX_BYTES / (1024 * 1024);

export const ja = {
  /** The news page (/news) and its RSS feed. */
  page: {
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
  },
  /** The admin news pages: the list, the form's labels and hints, the outcome messages. */
  admin: {
    title: 'お知らせ',
    lead: 'サイトのトップページ、お知らせ一覧（/news）とRSSに表示するお知らせを管理します。保存するとすぐに公開ページへ反映されます。',
    create: 'お知らせを作成',
    newTitle: 'お知らせの作成',
    editTitle: 'お知らせの編集',
    back: 'お知らせの一覧へ戻る',
    caption: 'お知らせの一覧（公開日の新しい順）',
    columns: {
      publishDate: '公開日',
      title: 'タイトル',
      locale: '言語',
      status: '公開状態',
      important: '重要',
      image: '画像',
      updated: '最終更新',
    },
    importantMark: '重要',
    imageMark: 'あり',
    none: '—',
    empty: 'お知らせはまだありません。',
    results: (total: number) => `${total}件`,
    pager: 'ページ',
    previous: '前のページ',
    next: '次のページ',
    pageOf: (page: number, count: number) => `${page} / ${count} ページ`,
    statuses: { published: '公開', draft: '下書き' } satisfies Record<NewsStatus, string>,
    /** The create and edit form (src/components/admin/news/NewsForm.tsx). */
    form: {
      fields: {
        title: { label: 'タイトル', hint: '200文字まで。改行はできません。' },
        content: { label: '本文', hint: '5000文字まで。改行はそのまま表示されます。' },
        url: {
          label: 'リンク先URL（任意）',
          hint: '外部サイトは https:// から、サイト内のページは / から入力します（例：/products）。YouTubeの動画URLにすると、画像から動画を再生できます。',
        },
        publishDate: { label: '公開日', hint: '一覧はこの日付の新しい順に並びます。' },
        isImportant: { label: '重要なお知らせとして目立たせる', hint: '' },
        image: {
          label: 'サムネイル画像（任意）',
          hint: `JPEG・PNG・WebP・GIF、${maxMegabytes}MBまで。幅${NEWS_IMAGE_MAX_WIDTH}pxまでに縮小し、WebP形式で保存します。`,
        },
        locale: {
          label: '言語',
          hint: '公開ページ（トップページ・お知らせ一覧・RSS）に表示されるのは日本語のお知らせです。英語・中国語のお知らせは保存されますが、いまは公開ページに表示されません。',
        },
        status: { label: '公開状態', hint: '下書きは公開ページに表示されません。' },
      },
      currentImage: '現在の画像',
      replaceImage: '新しい画像を選ぶと、現在の画像と置き換わります。',
      removeImage: '画像を削除する',
      fileNotKept: '画像ファイルは保存されていません。もう一度選んでください。',
    },
    formHasErrors: '入力内容を確認してください。',
    /** The advertising check beside the form (src/components/admin/news/, docs/advertising-rules.md). */
    advertising: {
      heading: '広告表現のチェック',
      intro:
        '薬機法・医薬品等適正広告基準・景品表示法に照らして、見直したい表現を示します。入力に合わせて確認し、保存のときにも確認します。判断の補助であり、法的な助言ではありません。',
      checking: '確認しています…',
      clean: '見直したい表現は見つかりませんでした。',
      failed: 'いまは確認できませんでした。保存するときにもう一度確認します。',
      summary: 'エラー {errors}件・注意 {warnings}件',
      severity: { error: 'エラー', warning: '注意' },
      words: '該当する表現',
      sentence: '文',
      clause: '根拠',
      reason: '理由',
      rewrite: '言い換えの例',
      needsConfirmation:
        '公開する前に確認が必要な表現があります。表現を見直すか、内容を確かめたうえで「このまま公開する」にチェックして保存してください。下書きはいつでも保存できます。',
      confirm: '広告表現のエラーを確認しました。このまま公開します（本文とともに監査ログに記録されます）',
    },
    submitCreate: '作成する',
    submitUpdate: '保存する',
    created: 'お知らせを作成しました。公開ページに反映されています。',
    updated: 'お知らせを保存しました。公開ページに反映されています。',
    deleted: 'お知らせを削除しました。',
    viewPublic: '公開ページで確認する',
    delete: 'お知らせを削除',
    deleteBody: '削除すると元に戻せません。アップロードした画像も削除されます。',
    deleteConfirm: '削除することを確認しました',
    deleteSubmit: '削除する',
    deleteNeedsConfirm: '確認のチェックを入れてください。',
    /** The whole request was bigger than any valid form with a 5 MB image could be. */
    requestTooLarge: `ファイルサイズは${maxMegabytes}MBまでです。入力内容は保存されていません。もう一度入力してください。`,
    /** What the image upload refuses, beside the file field. */
    imageErrors: {
      empty: '画像ファイルを選んでください',
      tooLarge: `ファイルサイズは${maxMegabytes}MBまでです`,
      unsupported: 'JPEG・PNG・WebP・GIF のいずれかの画像を選んでください',
      unreadable: '画像を読み込めませんでした。別のファイルをお試しください',
    },
    /** Not a form post at all (or an unreadable one). */
    badRequest: '送信内容を読み取れませんでした。ページを再読み込みしてから、もう一度お試しください。',
    notFoundTitle: 'お知らせが見つかりません',
    notFoundBody: '削除されたか、URLが間違っている可能性があります。',
  },
  /** Validation errors of a news item as staff edit it. */
  messages: {
    titleRequired: 'タイトルを入力してください',
    contentRequired: '本文を入力してください',
    urlInvalid: 'リンク先は https:// で始まるURLか、/ で始まるサイト内のパスで入力してください',
    urlHiddenCharacters: 'リンク先に制御文字（NUL など）や文字の向きを変える見えない文字（U+202E など）は使えません',
    publishDateInvalid: '公開日を2000年から2100年までの正しい日付（例: 2026-04-01）で入力してください',
    thumbnailInvalid: 'サムネイル画像の指定が正しくありません。画像をアップロードし直してください',
    localeInvalid: '言語を選択してください',
    statusInvalid: '公開状態を「公開」か「下書き」から選択してください',
    tooLong: '{max}文字以内で入力してください',
    controlCharacters: '使用できない文字が含まれています',
    hiddenCharacters: '{at}文字目に見えない文字（{code}）があります。削除してください。',
    lineBreak: '改行は入力できません',
    notFound: 'お知らせが見つかりません。削除された可能性があります',
  },
};

export type NewsCopy = typeof ja;
