/** Copy of /products (Japanese) and the labels the product detail pages share. */
import { chairModel } from '../../products.ts';
import { site } from '../../site.ts';

export const ja = {
  meta: {
    title: '製品シリーズ',
    description: `服を着たまま座るだけの骨盤底筋ケア。医療機関向け上位モデル ${site.brand} DR と、チェア型モデル ${site.brand} Plus をご紹介します。`,
  },
  hero: {
    eyebrow: '骨盤底筋ケア製品',
    title: '製品シリーズ',
    lead: `服を着たまま約${chairModel.sessionMinutes}分座るだけの、新しい骨盤底筋ケア。医療機関向けの上位モデルと、サロンや施設にも置きやすいチェア型モデルをご用意しています。`,
    videoTitle: `${site.brand} 紹介動画`,
    videoText: '座るだけのケアの様子を、動画でご覧いただけます。',
  },
  top: {
    eyebrow: '医療機関向け上位モデル',
    badge: '予約受付中・早期特典',
    lead: 'チェアに加えて、脚・腹部・腰に当てられるハンドモジュールを備えた医療機関向けのモデルです。',
    link: '詳しく見る（医療従事者向け）',
  },
  chair: {
    eyebrow: 'チェア型モデル',
    lead: `服を着たまま座るだけ。特許出願中の独自波形で、1回約${chairModel.sessionMinutes}分のケアを行います。コンパクトで、クリニックやサロンにも置きやすいサイズです。`,
    link: '詳しく見る',
  },
  figures: {
    outputLevels: '出力レベル',
    levels: '{n}段階',
    session: '1回の時間',
    minutes: '約{n}分',
    dimensions: 'サイズ（幅×奥行×高さ）',
    weight: '重量',
    kg: '{n} kg',
    price: '価格',
    /** The price when a locale shows it (site.ts `priceDisplay`); `{price}` is formatYen's. */
    priceTaxIncluded: '{price}（税込）',
    contact: 'お問い合わせください',
    /** The sales status row (/admin/site); `{launch}` is the launch text staff set. */
    release: '販売状況',
    statuses: {
      planned: '発売予定（{launch}）',
      preorder: '予約受付中（{launch}発売予定）',
      on_sale: '発売中',
      ended: '販売終了',
      plannedUndated: '発売予定',
      preorderUndated: '予約受付中',
    },
  },
  notice: 'サポート製品であり、治療を目的とするものではありません。感じ方には個人差があります。',
  otherLineup: {
    title: '他のラインナップをご覧ください',
    text: 'このページでご紹介している製品は、どなたでも詳細をご覧いただけます。',
  },
  /** Labels the detail pages share: video dialog, zoom viewer, gallery, product navigation. */
  shared: {
    videoPlay: '{title}を再生',
    videoClose: '閉じる',
    zoom: {
      open: '拡大して見る',
      dialog: '画像の拡大表示',
      close: '閉じる',
      zoomIn: '拡大',
      zoomOut: '縮小',
      reset: 'リセット',
      dragHint: 'ドラッグすると画像を動かせます',
    },
    gallery: {
      label: '製品画像',
      thumbnails: '表示する画像を選ぶ',
      show: '{n}枚目の画像を表示',
    },
    subnav: {
      label: '製品',
      select: '製品を選択',
      dr: `${site.brand} DR`,
      plus: `${site.brand} Plus`,
    },
    /**
     * The regulatory identity beside the specification (issue 43): facts from /admin/site; a row
     * whose fact is empty is left out, and the whole block when every one is.
     */
    regulatory: {
      title: '医療機器としての情報',
      lead: '医薬品医療機器等法（薬機法）にもとづく、日本国内での区分と届出・認証の情報です。',
      name: '販売名',
      class: 'クラス分類',
      generic: '一般的名称',
      number: '届出・認証番号',
      classes: {
        general: '一般医療機器（クラスI）',
        controlled: '管理医療機器（クラスII）',
        highly_controlled: '高度管理医療機器（クラスIII/IV）',
        not_device: '医療機器ではありません',
      },
    },
  },
};

export type ProductsCopy = typeof ja;
