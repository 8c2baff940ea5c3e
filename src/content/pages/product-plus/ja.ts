/** Copy of /product/plus (Japanese). Figures come from src/content/products.ts. */
import { chairModel } from '../../products.ts';
import { site } from '../../site.ts';

export const ja = {
  meta: {
    title: `${site.brand} Plus 製品詳細`,
    description: `服を着たまま約${chairModel.sessionMinutes}分座るだけのチェア型モデル ${site.brand} Plus。${chairModel.outputLevels}段階の出力と特許出願中の波形。仕様とご予約はこちら。`,
  },
  hero: {
    eyebrow: 'チェア型モデル',
    lead: '服を着たまま座るだけで、骨盤底筋をケアするチェアです。1回約{minutes}分、特許出願中の独自波形で、約{contractions}回の筋収縮を促します。',
  },
  video: {
    eyebrow: '動画',
    heading: '動画で見る',
    lead: 'サムネイルを押すと、この画面で動画が再生されます。',
    title: `${site.brand} Plus のご紹介`,
    text: '座るだけのケアの様子を、動画でご覧いただけます。',
  },
  features: [
    '服を着たまま座るだけ。着替えや準備の負担がありません',
    '出力は{levels}段階。慣れに合わせて少しずつ上げられます',
    '特許出願中の独自波形で、骨盤底筋にはたらきかけます',
    '約{space}m四方に置けるコンパクトなサイズです',
  ],
  specs: {
    eyebrow: '特長と仕様',
    heading: '特長と製品仕様',
    tableHeading: '仕様',
    rows: {
      levels: '出力レベル',
      session: '1回の時間',
      dimensions: 'サイズ（幅×奥行×高さ）',
      weight: '重量',
      waveform: '波形',
      price: '価格',
    },
    values: {
      levels: '{n}段階',
      session: '約{n}分',
      weight: '{n} kg',
      waveform: '特許出願中の独自波形',
    },
  },
  cta: {
    heading: 'ご予約・ご相談',
    text: 'ご予約のほか、担当者がオンラインで製品をご説明します。どちらも予約ページからお申し込みいただけます。',
    preorder: '予約する',
    explain: '担当者が説明します',
  },
  notice: 'サポート製品であり、治療を目的とするものではありません。感じ方には個人差があります。',
};

export type ProductPlusCopy = typeof ja;
