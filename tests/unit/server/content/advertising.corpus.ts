/**
 * Hand-labelled sentences for the advertising check's precision and recall: realistic copy for
 * this company's three kinds of product and its articles, written the way marketing and staff
 * write, each labelled by reading it against docs/advertising-rules.md (flag: a reviewer should
 * stop here; pass: nothing to change). The rules' own examples are added by the test.
 */
import type { CopyLanguage, ProductClass } from '../../../../src/domain/advertising/types.ts';

export interface LabelledSentence {
  text: string;
  language: CopyLanguage;
  classes: ProductClass[];
  linksToChair?: boolean;
  label: 'flag' | 'pass';
}

const chair = ['consumer-chair'] as ProductClass[];
const clinic = ['professional-device'] as ProductClass[];
const beauty = ['beauty-device'] as ProductClass[];
const general = ['general'] as ProductClass[];

export const realisticCopy: LabelledSentence[] = [
  // The consumer chair
  { text: '座るだけで尿漏れが治る、新しい骨盤底筋ケア。', language: 'ja', classes: chair, label: 'flag' },
  { text: '服を着たまま座って約30分、骨盤底筋の運動をサポートします。', language: 'ja', classes: chair, label: 'pass' },
  { text: '産後の尿もれ対策に、毎日10分から。', language: 'ja', classes: chair, label: 'flag' },
  {
    text: 'くしゃみのたびに気になっていたもれが、すっかりなくなりました。',
    language: 'ja',
    classes: chair,
    label: 'flag',
  },
  { text: '出力は25段階。その日の体調に合わせて調整できます。', language: 'ja', classes: chair, label: 'pass' },
  { text: '泌尿器科医も推薦する、座るだけのケア。', language: 'ja', classes: chair, label: 'flag' },
  { text: '日本初、座るだけの磁気刺激チェア。', language: 'ja', classes: chair, label: 'flag' },
  { text: '夜間頻尿を改善し、ぐっすり眠れる毎日へ。', language: 'ja', classes: chair, label: 'flag' },
  { text: 'ご利用前に、体内に医療機器のある方は医師にご相談ください。', language: 'ja', classes: chair, label: 'pass' },
  { text: '骨盤底筋を鍛えて、いきいきとした毎日を。', language: 'ja', classes: chair, label: 'pass' },
  { text: '尿失禁に悩むすべての方に効果があります。', language: 'ja', classes: chair, label: 'flag' },
  { text: '銀座のショールームで、実際に座って体験いただけます。', language: 'ja', classes: chair, label: 'pass' },
  {
    text: 'Sit for 30 minutes, fully clothed, and exercise your pelvic floor.',
    language: 'en',
    classes: chair,
    label: 'pass',
  },
  {
    text: 'Say goodbye to bladder leaks: our chair treats incontinence while you sit.',
    language: 'en',
    classes: chair,
    label: 'flag',
  },
  { text: 'Recommended by leading urologists across Japan.', language: 'en', classes: chair, label: 'flag' },
  { text: '只需坐着，即可锻炼盆底肌。', language: 'zh-cn', classes: chair, label: 'pass' },
  { text: '坐着就能改善漏尿，效果立竿见影。', language: 'zh-cn', classes: chair, label: 'flag' },
  // The clinics' model
  { text: 'FDA認証技術をベースに開発した医療機関向けモデルです。', language: 'ja', classes: clinic, label: 'flag' },
  { text: 'ハンドモジュールで脚・腹部・腰まわりにも対応します。', language: 'ja', classes: clinic, label: 'pass' },
  { text: '安全性は臨床試験で確認済みです。', language: 'ja', classes: clinic, label: 'flag' },
  { text: '導入施設の満足度No.1。', language: 'ja', classes: clinic, label: 'flag' },
  { text: '月額レンタルで、最短2週間で導入できます。', language: 'ja', classes: clinic, label: 'pass' },
  { text: 'Built on FDA-certified magnetic stimulation technology.', language: 'en', classes: clinic, label: 'flag' },
  { text: '基于FDA认证技术开发的医疗机构机型。', language: 'zh-cn', classes: clinic, label: 'flag' },
  { text: 'Output adjustable in 30 levels.', language: 'en', classes: clinic, label: 'pass' },
  // Beauty devices
  { text: '最先端のフラクショナルレーザーで、理想の肌へ。', language: 'ja', classes: beauty, label: 'flag' },
  { text: '肌質や部位に合わせて選べる複数の照射パターン。', language: 'ja', classes: beauty, label: 'pass' },
  { text: '施術前後の写真をご覧ください：お客様の声', language: 'ja', classes: beauty, label: 'flag' },
  { text: '-4℃までの冷却で、施術時の肌を守ります。', language: 'ja', classes: beauty, label: 'pass' },
  { text: 'No side effects and guaranteed results.', language: 'en', classes: beauty, label: 'flag' },
  // Articles and company copy
  { text: '骨盤底筋は、膀胱や子宮を下から支える筋肉の集まりです。', language: 'ja', classes: general, label: 'pass' },
  {
    text: '妊娠・出産や加齢で骨盤底筋がゆるむと、尿もれが起こりやすくなります。',
    language: 'ja',
    classes: general,
    label: 'pass',
  },
  {
    text: '骨盤底筋トレーニングは、診療ガイドラインで最初に行う保存療法として推奨されています。',
    language: 'ja',
    classes: general,
    label: 'pass',
  },
  {
    text: '骨盤底筋トレーニングで尿もれの改善が期待できます。当社のチェアなら座るだけ。',
    language: 'ja',
    classes: general,
    linksToChair: true,
    label: 'flag',
  },
  { text: '現場に足を運び、使う方の声から改善を重ねます。', language: 'ja', classes: general, label: 'pass' },
  {
    text: '日本排尿機能学会 学術集会に出展します。展示ブース No.00 にて展示します。',
    language: 'ja',
    classes: general,
    label: 'pass',
  },
];
