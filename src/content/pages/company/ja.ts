import { chairModel, topModel } from '../../products.ts';
import { site } from '../../site.ts';
import { companyFacts, type TimelineId } from './facts.ts';

const [year, month] = site.company.established.split('-').map(Number);
const man = (yen: number) => `${(yen / 10_000).toLocaleString('ja-JP')}万円`;

/** Copy of /company. Figures come from site.ts, products.ts and ./facts.ts. */
export const ja = {
  meta: {
    title: '会社概要',
    description: `${site.company.nameJa}の会社概要。沿革、創業の背景、ミッション・ビジョン、大切にしている価値観をご紹介します。`,
  },
  hero: {
    eyebrow: '会社概要',
    title: '骨盤底筋ケアを、もっと身近に',
    lead: `${site.company.nameJa}は、磁気刺激による骨盤底筋ケア機器「${site.brand}」シリーズの開発・レンタルと、美容・レーザー機器の販売を行っています。`,
  },
  overview: {
    eyebrow: 'COMPANY',
    title: '会社情報',
    rows: [
      { term: '会社名', detail: site.company.nameJa },
      { term: '設立', detail: `${year}年${month}月` },
      { term: '資本金', detail: man(site.company.capitalYen) },
      { term: '所在地', detail: `〒${site.company.postalCode} ${site.company.addressJa}` },
      {
        term: '事業内容',
        detail: '磁気刺激による骨盤底筋ケア機器の開発・レンタル、美容・レーザー機器の販売',
      },
      { term: '電話番号', detail: '{phone}' },
    ],
    /** The licences (issue 43), rows after the overview's, each shown only once recorded at /admin/site. */
    licences: { maker: '製造販売業許可', seller: '販売業・貸与業' },
  },
  locations: {
    eyebrow: 'LOCATIONS',
    title: '拠点',
    /** The accessible name of the photos staff upload for this page (/admin/site/photos). */
    photos: '拠点の写真',
    items: [
      { title: '本社', text: `〒${site.company.postalCode} ${site.company.addressJa}` },
      {
        title: '銀座ショールーム',
        text: `銀座の商業ビル内にあるショールーム兼サロンです。${site.brand}シリーズを実際にお試しいただけます。ご来店は完全予約制です。`,
      },
    ],
  },
  timeline: {
    eyebrow: 'HISTORY',
    title: '沿革',
    /** `2022-04` → 2022年4月, `2025-summer` → 2025年夏. */
    formatDate: (date: string): string => {
      const [y, part] = date.split('-');
      if (!part) return `${y}年`;
      return part === 'summer' ? `${y}年夏` : `${y}年${Number(part)}月`;
    },
    items: {
      founded: `${site.company.nameJa}を設立`,
      research: '磁気刺激による骨盤底筋ケア機器の研究開発を開始',
      trials: `臨床試験を実施（参加者はのべ${companyFacts.clinicalTrialParticipants.toLocaleString('ja-JP')}名以上）`,
      'chair-launch': `チェア型モデル「${chairModel.name}」の提供を開始`,
      showroom: '銀座ショールームを開設（予約制）',
      rental: '医療機関向け月額レンタルプランを開始',
      'top-model': `医療機関向け上位モデル「${topModel.name}」を発売`,
    } satisfies Record<TimelineId, string>,
  },
  story: {
    eyebrow: 'OUR STORY',
    title: '創業の背景',
    paragraphs: [
      '尿もれなど骨盤底筋のお悩みは、年齢や性別を問わず多くの方が抱えていながら、人に相談しにくく、受診までに長い時間がかかりがちです。',
      `これまで磁気刺激による骨盤底筋ケアの機器は1台およそ${man(companyFacts.legacyDeviceYen)}と高額で、導入できる施設は限られていました。利用する側にとっても、${companyFacts.legacyCourse.sessions}回のコースでおよそ${man(companyFacts.legacyCourse.yen)}と、気軽に続けられる費用ではありませんでした。`,
      '「必要な人が、身近な場所で、無理なく続けられるケアを」。その思いから、私たちは機器の開発と、導入しやすいレンタルの仕組みづくりに取り組んでいます。',
    ],
  },
  mission: {
    eyebrow: 'MISSION',
    title: 'ミッション',
    statement: '骨盤底筋のお悩みを、ひとりで抱え込まなくてよい社会へ。',
    text: '誰もが気軽に骨盤底筋をケアできる機器と仕組みを届け、毎日を前向きに過ごせる人を増やします。',
  },
  vision: {
    eyebrow: 'VISION',
    title: 'ビジョン',
    statement: '骨盤底筋ケアを、歯みがきのような当たり前の習慣に。',
    text: '医療機関や介護施設、ウェルネス施設と連携し、全国どこでも骨盤底筋ケアを受けられる環境をつくります。',
  },
  stats: {
    eyebrow: 'NUMBERS',
    title: '数字で見る私たち',
    items: [
      { value: `${companyFacts.patentApplications}件以上`, label: '特許出願' },
      {
        value: `${companyFacts.clinicalTrialParticipants.toLocaleString('ja-JP')}名以上`,
        label: '臨床試験の参加者',
      },
      { value: `${companyFacts.researchProjects}件以上`, label: '研究開発プロジェクト' },
    ],
  },
  values: {
    eyebrow: 'VALUES',
    title: '大切にしている価値観',
    items: [
      {
        tag: 'PRACTICE',
        title: '実践',
        text: '机上の議論で終わらせず、現場に足を運び、使う方の声から改善を重ねます。',
      },
      {
        tag: 'QUALITY',
        title: '品質',
        text: '安心してお使いいただけるよう、開発から導入後のサポートまで品質にこだわります。',
      },
      {
        tag: 'TRUST',
        title: '信頼',
        text: '誇張のない正確な情報をお伝えし、医療機関や利用者の皆さまとの信頼を積み重ねます。',
      },
    ],
  },
  contact: {
    eyebrow: 'CONTACT',
    title: 'お問い合わせ',
    lead: '製品・導入・取材などのご相談は、お電話またはお問い合わせフォームからお気軽にどうぞ。',
    phoneLabel: 'お電話',
    phoneHours: `平日 {open}〜{close}（土日祝を除く）`,
    form: 'お問い合わせフォーム',
    formNote: 'フォームは外部サイトで開きます。',
  },
};

export type CompanyCopy = typeof ja;
