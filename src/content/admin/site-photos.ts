/**
 * The admin words of /admin/site/photos (issue 43): photographs for a product's gallery, the
 * showroom and the company page. Japanese only, like the rest of the admin area.
 */
import { SITE_PHOTO_ALT_MAX, SITE_PHOTO_MAX_BYTES, type SitePhotoSlot } from '../../domain/site-photos/photos.ts';

const maxMegabytes = SITE_PHOTO_MAX_BYTES / (1024 * 1024);

export const sitePhotosCopy = {
  /** The one link on /admin/site. */
  link: '写真（製品ギャラリー・ショールーム・会社概要）を管理する',
  title: '写真（製品ギャラリー・ショールーム・会社概要）',
  lead: `公開ページに表示する写真をアップロードします。写真は WebP に変換され、画面の幅に合った大きさで配信されます。アップロードした写真は、すべてのサーバーに1分以内に反映されます。写真がない場所には、これまでどおりイラストが表示されます。`,
  back: '公開情報に戻る',
  slots: {
    gallery_plus: 'Pelvia Plus の製品ギャラリー（/product/plus）',
    gallery_dr: 'Pelvia DR の製品ギャラリー（/product/dr-details）',
    showroom: '銀座ショールーム（トップページのショールーム案内）',
    company: '会社概要（/company）',
  } satisfies Record<SitePhotoSlot, string>,
  upload: {
    title: '写真を追加する',
    slot: '表示する場所',
    file: `写真ファイル（JPEG・PNG・WebP・GIF、${maxMegabytes}MBまで）`,
    fileHint: '選び直しが必要になった場合は、もう一度ファイルを選んでください（入力した説明文は残ります）。',
    altLegend: '写真の説明文（代替テキスト）',
    altHint: `目の見えない方の読み上げや、画像が表示されないときに使われます。写っているものを3つの言語で、それぞれ${SITE_PHOTO_ALT_MAX}文字以内で書いてください。`,
    alt_ja: '説明文（日本語）',
    alt_en: '説明文（英語）',
    alt_zh_cn: '説明文（中国語・簡体字）',
    submit: 'アップロードする',
  },
  list: {
    empty: 'まだ写真はありません。イラストが表示されています。',
    count: '{n}枚',
    position: '{n}番目',
    uploaded: 'アップロード：{when} {who}',
    up: '前へ',
    down: '後へ',
    upLabel: '{n}番目の写真を前へ移動',
    downLabel: '{n}番目の写真を後へ移動',
    delete: '削除する',
    deleteLabel: '{n}番目の写真を削除',
    confirmDelete: '削除を確認しました',
    view: '元の大きさで見る',
  },
  errors: {
    slot: '表示する場所を選んでください',
    alt: '説明文を入力してください',
    altTooLong: `説明文は${SITE_PHOTO_ALT_MAX}文字以内で入力してください`,
    empty: '写真ファイルを選んでください',
    tooLarge: `ファイルサイズは${maxMegabytes}MBまでです`,
    unsupported: 'JPEG・PNG・WebP・GIF のいずれかの画像を選んでください',
    unreadable: '写真を読み込めませんでした。別のファイルをお試しください',
  },
  messages: {
    formHasErrors: '入力内容を確認してください。',
    badRequest: '送信内容を読み取れませんでした。ページを再読み込みしてから、もう一度お試しください。',
    adminOnly: '写真の追加・並べ替え・削除は管理者のみ行えます。',
    notFound: 'その写真は見つかりません（すでに削除された可能性があります）。',
    confirmDelete: '削除するには「削除を確認しました」にチェックを入れてください。',
    staffNotice: '写真の追加・並べ替え・削除は管理者のみ行えます。',
  },
  done: {
    uploaded: '写真をアップロードしました。1分以内に公開ページに表示されます。',
    moved: '写真の順番を変更しました。',
    deleted: '写真を削除しました。',
  },
} as const;
