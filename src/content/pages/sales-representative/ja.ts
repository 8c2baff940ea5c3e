import { site } from '../../site.ts';

/** Copy of /sales-representative (agent recruitment). */
export const ja = {
  meta: {
    title: '代理店募集',
    description: `${site.brand}シリーズの販売代理店を募集しています。高い収益性、充実した研修、地域の独占販売権。法人さま限定、販売許可は不要です。`,
  },
  hero: {
    eyebrow: '代理店募集',
    title: `${site.brand}シリーズの販売パートナーを募集しています`,
    lead: '骨盤底筋ケアは、高齢化が進む日本でこれから必要とされる分野です。地域の医療機関や施設に、新しいケアの選択肢を一緒に届けませんか。',
  },
  benefits: {
    eyebrow: 'BENEFITS',
    title: '代理店になるメリット',
    items: [
      {
        title: '高い収益性',
        text: '医療機関向けの月額レンタルと機器販売の両方を扱えるため、継続的な収益が見込めます。',
      },
      {
        title: '充実した研修',
        text: '製品知識、安全な使い方、提案の進め方まで、当社スタッフが研修で丁寧にお伝えします。',
      },
      {
        title: '地域の独占販売権',
        text: 'ご契約いただいた地域では独占的に販売いただけるため、腰を据えて営業に取り組めます。',
      },
    ],
  },
  support: {
    eyebrow: 'SUPPORT',
    title: '当社のサポート',
    lead: '代理店さまが安心して販売できるよう、契約後も継続してサポートします。',
    items: [
      '営業資料・カタログ・デモ機のご提供',
      '商談への同行や、オンライン説明会の共同開催',
      '導入先への操作レクチャーと導入後のフォロー',
      '学会・展示会の出展情報の共有',
    ],
  },
  requirements: {
    eyebrow: 'REQUIREMENTS',
    title: '募集要件',
    rows: [
      { term: '対象', detail: '法人さまに限ります（個人の方はお申し込みいただけません）' },
      { term: '販売許可', detail: '販売許可・資格は不要です' },
      { term: '初期費用', detail: 'お問い合わせください' },
    ],
  },
  contact: {
    eyebrow: 'CONTACT',
    title: 'お問い合わせ',
    lead: '代理店に関するご質問や条件の詳細は、お問い合わせフォームからお気軽にご連絡ください。お問い合わせ内容に「代理店希望」とご記入ください。',
    button: '代理店について問い合わせる',
    note: 'フォームは外部サイトで開きます。',
  },
};

export type SalesRepresentativeCopy = typeof ja;
