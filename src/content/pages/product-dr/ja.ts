/** Copy of /product/dr-details (Japanese). Figures come from src/content/products.ts. */
import { type SymptomProgram, topModel } from '../../products.ts';
import { site } from '../../site.ts';

export const ja = {
  meta: {
    title: `${site.brand} DR 製品詳細`,
    description: `医療機関向け上位モデル ${site.brand} DR。脚・腹部・腰に使えるハンドモジュール、${topModel.outputLevels}段階の出力、症状別プログラムをご紹介します。`,
  },
  hero: {
    eyebrow: '医療機関向け上位モデル',
    badge: '予約受付中・早期特典',
    lead: 'チェアに座るだけのケアに、脚・腹部・腰に当てられるハンドモジュールを加えた医療機関向けのモデルです。',
    /** Added to the lead only while the launch is still coming (/admin/site). */
    launch: '{launch}の発売を予定しています。',
  },
  videos: {
    eyebrow: '動画',
    heading: '動画で見る',
    lead: 'サムネイルを押すと、この画面で動画が再生されます。',
    items: {
      intro: { title: `${site.brand} DR のご紹介`, text: 'チェアとハンドモジュールの使い方をご覧いただけます。' },
      waveform: { title: '波形技術について', text: '磁気パルスの波形と、骨盤底筋へのはたらきかけを解説します。' },
    },
  },
  programs: {
    eyebrow: 'プログラム',
    heading: '症状に合わせた4つのプログラム',
    lead: 'お悩みに合わせてプログラムを選べます。感じ方には個人差があります。',
    items: {
      'incontinence-oab': {
        title: '尿もれ・過活動膀胱',
        text: 'せきやくしゃみ、急な尿意によるもれが気になる方に向けたプログラムです。',
      },
      postpartum: { title: '産後ケア', text: '出産でゆるみやすい骨盤底筋のケアに向けたプログラムです。' },
      prolapse: { title: '骨盤臓器脱', text: '骨盤底筋の支える力が気になる方に向けたプログラムです。' },
      'sexual-function': { title: '性機能', text: '骨盤底筋を意識したケアを行いたい方に向けたプログラムです。' },
    } satisfies Record<SymptomProgram, { title: string; text: string }>,
  },
  features: {
    eyebrow: '特長',
    heading: '主な特長',
    items: [
      'ハンドモジュールで、脚・腹部・腰にもアプローチできます',
      '出力は{levels}段階。体調や慣れに合わせて細かく調整できます',
      '服を着たまま座るだけ。準備や着替えの負担がありません',
    ],
    /**
     * A foreign approval, listed third only while the regulatory block beside it states the
     * class in Japan (issue 43, docs/advertising-rules.md).
     */
    foreignApproval: 'FDAクリアランス取得技術をベースに開発しています',
    specs: {
      heading: '仕様',
      dimensions: 'サイズ（幅×奥行×高さ）',
      weight: '重量',
      levels: '出力レベル',
      price: '価格',
      release: '販売状況',
    },
  },
  catalogue: {
    eyebrow: 'カタログ',
    heading: 'カタログを見る',
    lead: '画像を押すと拡大してご覧いただけます。',
  },
  cta: {
    heading: '導入のご相談・デモのご予約',
    text: '担当者がオンラインで製品をご説明します。ご都合のよい日時をお選びください。',
    button: '商談を予約する',
  },
  notice: 'サポート製品であり、治療を目的とするものではありません。感じ方には個人差があります。',
};

export type ProductDrCopy = typeof ja;
