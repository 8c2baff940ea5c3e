import { site } from '../../site.ts';
import { careerFacts as f, type SelectionStep } from './facts.ts';

/** Copy of /company/careers (Japanese only). Figures come from ./facts.ts and site.ts. */
export const ja = {
  meta: {
    title: '採用情報',
    description: `${site.company.nameJa}の採用情報。営業職・開発エンジニアを募集しています。勤務条件と選考の流れをご案内します。`,
  },
  hero: {
    eyebrow: '採用情報',
    title: '骨盤底筋ケアの当たり前を、一緒につくりませんか',
    lead: '私たちは、骨盤底筋のお悩みに向き合う製品と仕組みを届ける仲間を募集しています。経験よりも、誠実に人と向き合える方を歓迎します。',
  },
  roles: {
    eyebrow: 'POSITIONS',
    title: '募集職種',
    items: [
      {
        tag: 'SALES',
        title: '営業職',
        text: '医療機関・介護施設・ウェルネス施設に向けて、骨盤底筋ケア機器の導入をご提案します。導入後の運用サポートまで担当します。',
        points: ['正社員または業務委託', '基本給＋インセンティブ', '業界経験は問いません'],
      },
      {
        tag: 'ENGINEER',
        title: '開発エンジニア',
        text: '磁気刺激機器のハードウェア・ソフトウェアの開発に携わります。臨床現場の声を製品改善につなげる仕事です。',
        points: ['正社員', '研究開発プロジェクトに参画', '電気・電子・組込みの経験を歓迎'],
      },
    ],
  },
  conditions: {
    eyebrow: 'CONDITIONS',
    title: '勤務条件',
    rows: [
      {
        term: '勤務時間',
        detail: `${f.hours.start}〜${f.hours.end}（休憩${f.hours.breakHours}時間）`,
      },
      { term: '昇給', detail: `年${f.raisesPerYear}回` },
      { term: '賞与', detail: `年${f.bonusesPerYear}回` },
      { term: '年間休日', detail: `${f.holidaysPerYear}日以上` },
      {
        term: '雇用形態',
        detail: '営業職は正社員または業務委託（基本給＋インセンティブ）、開発エンジニアは正社員',
      },
      { term: '勤務地', detail: site.company.addressJa },
    ],
  },
  selection: {
    eyebrow: 'PROCESS',
    title: '選考の流れ',
    lead: 'エントリーから内定まで、通常4つのステップで進みます。',
    stepLabel: 'STEP',
    steps: {
      entry: { title: 'エントリー', text: 'お問い合わせフォームから、ご希望の職種を添えてエントリーしてください。' },
      'casual-interview': {
        title: 'カジュアル面談',
        text: '選考の前に、仕事内容や働き方について気軽にお話しする場を設けます。',
      },
      interview: { title: '面接', text: 'これまでのご経験や、今後挑戦したいことを伺います。' },
      offer: { title: '内定', text: '条件をご確認いただき、入社日などを相談して決めます。' },
    } satisfies Record<SelectionStep, { title: string; text: string }>,
  },
  entry: {
    eyebrow: 'ENTRY',
    title: 'エントリー',
    lead: 'エントリーは、お問い合わせフォームから受け付けています。お問い合わせ内容に「採用エントリー」とご希望の職種をご記入ください。',
    button: 'エントリーフォームへ',
    note: 'フォームは外部サイトで開きます。',
    phoneLabel: '採用に関するお電話',
    phoneHours: `平日 {open}〜{close}（土日祝を除く）`,
  },
};

export type CareersCopy = typeof ja;
