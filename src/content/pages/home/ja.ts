import { site } from '../../site.ts';
import { chairOutputLevels, menConcernOneIn, session } from './facts.ts';

const plus = `${site.brand} Plus`;
const dr = `${site.brand} DR`;
const contractions = session.contractions.toLocaleString('ja-JP');

/** Copy of the home page (docs/product.md#home). The source every other locale must match. */
export const ja = {
  meta: {
    title: '骨盤底筋ケアの新しいかたち',
    description: `服を着たまま座って約${session.minutes}分。磁気刺激で骨盤底筋をケアする${site.brand}シリーズの公式サイトです。製品のご紹介、医療機関向けレンタル、銀座ショールームのご案内、最新情報をお届けします。`,
  },
  motion: {
    pause: '自動再生を停止',
    play: '自動再生を開始',
  },
  hero: {
    eyebrow: `磁気刺激による骨盤底筋ケア ${site.brand}`,
    title: '骨盤底筋ケアの新しいかたち',
    lead: `服を着たまま座って約${session.minutes}分。からだの内側を支える骨盤底筋に、磁気の力でやさしくアプローチします。毎日の健康づくりに、無理なく続けられる骨盤底筋のケアを。`,
    cta: '製品を見る',
    noticeLabel: 'ご注意',
    notice: `${site.brand}は骨盤底筋のケアをサポートする製品であり、医療行為や治療を目的としたものではありません。感じ方や変化には個人差があります。`,
    slideshowLabel: `${site.brand}のイメージ`,
  },
  intro: {
    eyebrow: '座るだけのケア',
    heading: '服を着たまま、座るだけ。',
    text: `骨盤底筋は、意識して動かすことが難しい筋肉です。${site.brand}は、チェアに座っているあいだに磁気刺激で骨盤底筋の収縮を促します。着替えも、難しい体操も必要ありません。`,
    points: [
      `1回約${session.minutes}分、服を着たまま座るだけ`,
      `出力は${chairOutputLevels}段階。その日の体調に合わせて調整できます`,
      '特許出願中の独自波形を採用',
    ],
    carousel: {
      label: `${site.brand}シリーズのご紹介`,
      previous: '前のスライド',
      next: '次のスライド',
      goTo: 'スライド{n}を表示',
      slides: {
        chair: { title: `チェア型 ${plus}`, text: '座り心地にこだわった、落ち着いて過ごせるチェア型モデル。' },
        medical: { title: `医療機関向け ${dr}`, text: 'ハンドモジュールで脚・腹部・腰まわりにも対応する上位モデル。' },
      },
    },
  },
  guides: {
    eyebrow: '骨盤底筋を知る',
    heading: '骨盤底筋のこと、もっと知ってください',
    lead: '毎日の暮らしを下から支える骨盤底筋。女性と男性、それぞれのからだに合わせたセルフケアの基本をご紹介します。',
    women: {
      title: '女性のための骨盤底筋トレーニング',
      text: '出産や加齢でゆるみやすい骨盤底筋。自宅でできるケーゲル体操のやり方とコツをまとめました。',
      cta: '女性向けの記事を読む',
    },
    men: {
      title: '男性のための骨盤底筋トレーニング',
      text: '排尿や姿勢を支える男性の骨盤底筋。その役割と鍛え方をご紹介します。',
      cta: '男性向けの記事を読む',
    },
  },
  rental: {
    eyebrow: '医療機関の皆さまへ',
    title: '医療機関向け 月額レンタルプラン',
    text: `初期費用を抑えて${site.brand}を導入いただけるレンタルプランをご用意しています。設置から運用まで、専任スタッフがサポートします。`,
    cta: 'レンタルプランを見る',
  },
  stats: {
    eyebrow: 'データで見る骨盤底の悩み',
    heading: 'その悩み、あなただけではありません',
    lead: '尿もれや骨盤まわりの不調は、年齢や性別を問わず多くの方が経験しています。それでも、相談できずにいる方が少なくありません。',
    items: {
      womenLeakage: { label: '運動時や咳・くしゃみのときに尿もれを経験する女性' },
      pregnancy: { label: '妊娠中・産後に、からだの不調を感じる女性' },
      menConcern: { label: `尿もれや勃起機能に悩む男性（${menConcernOneIn}人に1人以上）` },
      yearsToDoctor: { label: '症状を感じてから医療機関を受診するまでの平均期間' },
    },
    units: { percent: '%', years: '年' },
    note: '※ 数値は公表されている調査にもとづく目安です。',
  },
  promos: {
    heading: `${site.brand}を体験する・導入する`,
    showroom: {
      badge: '完全予約制',
      title: '銀座ショールーム・サロン',
      text: `銀座の商業ビル内にあるショールームで、${site.brand}を実際にお試しいただけます。落ち着いた個室で、スタッフがていねいにご案内します。`,
      cta: 'ご予約・アクセス',
    },
    clinical: {
      badge: '医療機関の皆さまへ',
      title: '医療現場での導入',
      text: `泌尿器科・婦人科・整形外科、リハビリテーション施設などで、${site.brand}の導入が進んでいます。機種の選び方から運用まで、お気軽にご相談ください。`,
      cta: '製品ラインアップを見る',
    },
  },
  certification: {
    heading: '確かな技術と信頼',
    text: `${site.brand}シリーズは、米国FDA（食品医薬品局）のクリアランスを取得した技術を基盤に開発しています（米国の制度による評価で、日本国内での承認を受けたものではありません）。また当社は、米国の排尿ケア（コンチネンス）関連団体の会員として、最新の知見を取り入れています。`,
    cta: 'FDAクリアランスの情報を見る',
  },
  benefits: {
    eyebrow: `${site.brand}でできること`,
    heading: 'すべての方の、毎日の安心のために',
    lead: '骨盤底筋は、排尿や姿勢を支える大切な筋肉です。性別や年齢に合わせて、さまざまな場面でお役立ていただけます。',
    everyone: {
      title: 'すべての方に',
      text: '年齢とともに衰えやすい骨盤底筋を、座ったままケアできます。',
      points: [
        `服を着たまま、約${session.minutes}分座るだけ`,
        '体操が苦手な方や、運動の習慣がない方にも',
        '姿勢を支える体幹のケアとして',
      ],
    },
    women: {
      title: '女性の方に',
      text: '出産や更年期など、ライフステージの変化で骨盤底筋はゆるみやすくなります。',
      points: ['骨盤底筋を意識して鍛えたい方に', '産後のからだのケアとして', '更年期以降の骨盤まわりのケアに'],
    },
    men: {
      title: '男性の方に',
      text: '男性にとっても骨盤底筋は、排尿や自信に関わる大切な筋肉です。',
      points: [
        '骨盤まわりの筋肉を意識して鍛えたい方に',
        'デスクワークなどで座っている時間が長い方に',
        '年齢による衰えが気になりはじめた方に',
      ],
    },
  },
  technology: {
    eyebrow: 'テクノロジー',
    heading: '特許出願中の独自波形',
    lead: `${site.brand}は、骨盤底筋に効率よく働きかけるよう設計した独自の波形（特許出願中）を採用しています。磁気刺激により、座ったままでも深い筋肉までアプローチします。`,
    figures: {
      contractions: { value: `約${contractions}回`, label: `${session.minutes}分間の筋収縮回数` },
      minutes: { value: `約${session.minutes}分`, label: '1回のケア時間（服を着たまま）' },
    },
    note: '※ 筋収縮回数は設定や体格によって異なります。',
  },
  videos: {
    eyebrow: '動画で知る',
    heading: `動画で見る${site.brand}`,
    lead: '製品のしくみやショールームの様子を、短い動画でご紹介しています。',
    items: {
      intro: { title: `はじめての${site.brand}`, text: '座るだけの骨盤底筋ケアを、わかりやすくご紹介します。' },
      waveform: { title: '独自波形のしくみ', text: '特許出願中の波形が骨盤底筋に働きかけるしくみを解説します。' },
      showroom: { title: '銀座ショールームのご案内', text: '体験の流れと、ショールームの雰囲気をご覧いただけます。' },
    },
    play: '「{title}」を再生',
    close: '閉じる',
  },
  news: {
    heading: '最新情報',
    important: '重要',
    viewAll: '一覧を見る',
    empty: '現在、お知らせはありません。',
  },
};

export type HomeCopy = typeof ja;
