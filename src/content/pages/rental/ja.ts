import { ja as leadJa } from '../../lead/ja.ts';
import {
  type adoptionSteps,
  type Contraindication,
  chairModel,
  formatYen,
  rentalPlan,
  topModel,
} from '../../products.ts';
import { site } from '../../site.ts';
import { rentalContactHours } from './facts.ts';

const yen = (amount: number) => formatYen(amount, 'ja');
const p = rentalPlan;
/** The plan's one name: the brochure form's choice, which the page's request action also shows. */
const planName = leadJa.form.productRental.replace('{brand}', site.brand);

/**
 * Copy of /rental/medical (Japanese only). Figures come from products.ts and site.ts; `{monthly}`
 * is the price shown now, live from /admin/site (rental/priced-copy.ts fills it).
 */
export const ja = {
  meta: {
    title: '医療機関向けレンタルプラン',
    description: `${site.brand}の磁気刺激による骨盤底筋ケア機器を、医療機関向けに月額{monthly}（税込）でレンタル。最短${p.fastestRolloutWeeks}週間で導入でき、使い放題・サポート付きです。`,
  },
  breadcrumbs: { label: 'パンくずリスト', home: 'トップ', products: '骨盤底筋ケア', current: '医療機関向けレンタル' },
  hero: {
    eyebrow: '医療機関向けレンタルプラン',
    title: '骨盤底筋ケアを、医療機関の新しい選択肢に',
    lead: `服を着たまま座るだけの磁気刺激による骨盤底筋ケア機器を、月額定額でご導入いただけます。初期費用を抑え、最短${p.fastestRolloutWeeks}週間で運用を始められます。`,
    booking: 'オンライン説明会を予約する',
    note: '予約ページは外部サイトで開きます。ご相談・お見積もりだけでもお気軽にどうぞ。',
  },
  targets: {
    eyebrow: 'こんな方に',
    title: '骨盤底筋のお悩みに寄り添うケアを',
    lead: '尿もれなど骨盤底筋に関わるお悩みは、年齢やライフステージを問わず多くの方が抱えています。',
    items: [
      {
        title: 'ご高齢の方',
        text: '運動が難しい方でも、服を着たまま座るだけ。体への負担が少なく、無理なく続けられます。',
      },
      {
        title: '産後の方',
        text: '出産で負担がかかった骨盤底筋のケアに。忙しい時期でも短時間で取り組めます。',
      },
      {
        title: '更年期の方',
        text: 'ホルモンの変化で気になりはじめる尿もれなどのお悩みに、日々のケアとしてご活用いただけます。',
      },
    ],
  },
  product: {
    eyebrow: '製品について',
    title: `座るだけの骨盤底筋ケア、${topModel.name}`,
    paragraphs: [
      `${topModel.name}は、座面から発生する磁気パルスで骨盤底筋の収縮を促す、医療機関向けのチェア型骨盤底筋ケア機器です。服を着たまま座っていただくだけで、1回約${chairModel.sessionMinutes}分のケアが完了します。`,
      '器具の挿入や着替えは不要のため、利用される方の心理的な負担が少なく、スタッフの付き添いも最小限で運用いただけます。',
    ],
    notice:
      '本製品は骨盤底筋のケアを目的としたサポート製品であり、疾患の治療を目的とするものではありません。効果の感じ方には個人差があります。',
    planImageCaption: 'プランの概要（画像をクリックすると拡大して表示します）',
  },
  zoom: {
    open: '拡大して見る',
    dialog: 'プラン概要の拡大表示',
    close: '閉じる',
    zoomIn: '拡大',
    zoomOut: '縮小',
    reset: 'リセット',
    dragHint: 'ドラッグで画像を動かせます',
  },
  handModule: {
    eyebrow: 'ハンドモジュール',
    title: '脚・腹部・腰まわりにも使えるハンドモジュール',
    text: `${topModel.name}は、座面に加えてハンドモジュールを搭載。骨盤底筋だけでなく、脚や腹部、腰まわりのケアにもご活用いただけます。`,
    points: ['脚・腹部・腰に当てて使用', `${topModel.outputLevels}段階の出力調整`],
  },
  session: {
    eyebrow: `1回約${p.sessionMinutes}分`,
    title: `座っているだけの約${p.sessionMinutes}分間`,
    text: `1回のケアは約${p.sessionMinutes}分。服を着たまま座っている間に、磁気パルスが骨盤底筋に働きかけます。読書や会話をしながらリラックスしてお過ごしいただけます。`,
    points: ['着替え・器具の挿入が不要', '座るだけなので高齢の方にも安心', `約${p.sessionMinutes}分で1回のケアが完了`],
  },
  pricing: {
    eyebrow: '料金',
    title: '医療機関向け特別プラン',
    lead: '機器のレンタルに、使い放題とサポートが含まれた定額プランです。',
    planName: '月額レンタルプラン',
    monthlyLabel: '月額（税込）',
    usualLabel: '通常価格',
    usualStruck: '（割引前の価格）',
    /** The prices come from the live facts (/admin/site): `{price}` is formatYen's. */
    usualPrice: '{price}/月',
    price: '{price}',
    /** A campaign price shows its period (Japan time). */
    period: 'キャンペーン期間：{from}〜{until}',
    perMonth: '/月（税込）',
    specialBadge: '特別価格',
    features: ['使い放題', '導入後のサポート付き', `最低契約期間 ${p.minimumContractMonths}か月`],
    initialFeeLabel: '初期費用',
    initialFee: `${yen(p.initialFeeYenTaxIncluded)}（税込）`,
    note: '料金・契約条件の詳細はオンライン説明会でご案内します。',
  },
  adoption: {
    eyebrow: '導入の流れ',
    title: `最短${p.fastestRolloutWeeks}週間で運用開始`,
    lead: 'お問い合わせから運用開始まで、担当者がしっかりサポートします。',
    stepLabel: 'STEP',
    steps: {
      'online-briefing': {
        title: 'オンライン説明会',
        text: '製品の特長、料金、運用のイメージをオンラインでご説明します。ご質問もその場でお受けします。',
      },
      'electronic-contract': {
        title: '電子契約',
        text: '内容にご納得いただけましたら、電子契約でお手続きいただけます。書類の郵送は不要です。',
      },
      lecture: {
        title: '操作レクチャー',
        text: '機器の設置後、スタッフの皆さまに操作方法と安全な運用のポイントをレクチャーします。',
      },
      'start-of-operation': {
        title: '運用開始',
        text: `最短${p.fastestRolloutWeeks}週間で運用を開始できます。導入後もサポートが続きます。`,
      },
    } satisfies Record<(typeof adoptionSteps)[number], { title: string; text: string }>,
    requirementsTitle: '導入の目安',
    requirements: [
      `はじめは週${p.startingSessionsPerWeek.min}〜${p.startingSessionsPerWeek.max}回のご利用がおすすめです`,
      `電源は一般的な${p.powerSupplyVolts}Vコンセントで使えます`,
      `設置スペースは約${p.spaceSquareMetres}m²あれば十分です`,
    ],
  },
  testimonials: {
    eyebrow: '導入施設の声',
    title: '導入いただいた施設より',
    lead: '導入施設のご担当者さまからいただいた声をご紹介します（個人が特定されないよう施設の種類のみ記載しています）。',
    items: [
      {
        site: 'クリニック',
        quote:
          '服を着たまま座るだけなので、患者さまに抵抗なくご案内できています。スタッフの手がかからない点も助かっています。',
      },
      {
        site: '介護施設',
        quote: '運動が難しい入居者さまでも、椅子に座っている間にケアができます。ご家族からの問い合わせも増えました。',
      },
      {
        site: 'ウェルネス施設',
        quote:
          'トレーニングと組み合わせた新しいメニューとして会員さまに好評です。設置場所をとらないのも導入の決め手でした。',
      },
    ],
  },
  safety: {
    eyebrow: '安全にお使いいただくために',
    title: 'ご利用いただけない方',
    lead: '次に当てはまる方はご利用いただけません。ご利用前に必ずご確認ください。',
    contraindications: {
      'implanted-devices': 'ペースメーカーなど、体内に電子機器や金属を埋め込んでいる方',
      epilepsy: 'てんかんの既往がある方',
      pregnancy: '妊娠中の方、または妊娠の可能性がある方',
      'malignancy-treatment': '悪性腫瘍の治療中の方',
      'acute-inflammation': '急性の炎症がある方',
      'bleeding-tendency': '出血傾向のある方',
    } satisfies Record<Contraindication, string>,
    disclaimerTitle: 'ご注意',
    disclaimer: [
      '本製品は疾患の治療を目的とした製品ではありません。',
      '効果の感じ方には個人差があります。',
      '体調に不安のある方は、ご利用前に医師にご相談ください。',
    ],
  },
  faq: {
    eyebrow: 'よくあるご質問',
    title: 'よくあるご質問',
    items: [
      {
        question: '導入までにどのくらいの期間がかかりますか？',
        answer: `オンライン説明会、電子契約、操作レクチャーを経て、最短${p.fastestRolloutWeeks}週間で運用を開始いただけます。`,
      },
      {
        question: '設置に特別な工事や電源は必要ですか？',
        answer: `特別な工事は不要です。一般的な${p.powerSupplyVolts}Vコンセントと、約${p.spaceSquareMetres}m²の設置スペースがあればご利用いただけます。`,
      },
      {
        question: '契約期間と費用を教えてください。',
        answer: `月額{monthly}（税込）で、最低契約期間は${p.minimumContractMonths}か月です。別途、初期費用${yen(p.initialFeeYenTaxIncluded)}（税込）がかかります。`,
      },
      {
        question: '1回の利用時間と、おすすめの頻度は？',
        answer: `1回約${p.sessionMinutes}分です。はじめは週${p.startingSessionsPerWeek.min}〜${p.startingSessionsPerWeek.max}回のご利用をおすすめしています。`,
      },
      {
        question: '利用できない人はいますか？',
        answer:
          'ペースメーカーなど体内に機器を埋め込んでいる方、てんかんの既往がある方、妊娠中の方、悪性腫瘍の治療中の方、急性の炎症がある方、出血傾向のある方はご利用いただけません。',
      },
    ],
  },
  cta: {
    eyebrow: 'まずはお気軽に',
    title: 'オンライン説明会で詳しくご案内します',
    text: '導入の流れや運用のイメージ、費用について、担当者が分かりやすくご説明します。',
    booking: 'オンライン説明会を予約する',
  },
  contact: {
    eyebrow: 'お問い合わせ',
    title: 'お電話・メールでのお問い合わせ',
    phoneLabel: 'お電話',
    /**
     * The rental desk's hours, then why they differ from every other page's: `{open}`, `{close}`
     * are the company's weekday hours from the live contact facts (fillContact).
     */
    phoneHours: `受付時間 ${rentalContactHours.open}〜${rentalContactHours.close}（医療機関向けレンタルは専用窓口が${rentalContactHours.close}まで承ります。その他のお問い合わせは平日{open}〜{close}）`,
    emailLabel: 'メール',
    emailNote: '内容を確認のうえ、担当者よりご連絡します。',
  },
  structuredData: {
    serviceName: planName,
    serviceType: '医療機関向け骨盤底筋ケア機器レンタル',
    audience: '医療機関',
  },
};

export type RentalCopy = typeof ja;
