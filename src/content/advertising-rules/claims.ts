/**
 * Three kinds of claim the standards forbid in any product's copy, matched by structure in each
 * language (src/domain/advertising/claims.ts has the pattern notation; the word classes are in
 * claim-words-*.ts):
 *
 * - absolute safety: a side effect, risk or danger, and its absence (「副作用は一切ありません」,
 *   "without any side effects", 「无任何副作用」), or 安全 with 100%・絶対・完全;
 * - guaranteed effect: an effect or result with 100%・必ず・確実・保証・誰でも (「100%効果」,
 *   "results guaranteed", 「一定有效」);
 * - cure: a cure (治る・なおる・完治, cure, 治愈), a symptom ended (「尿もれとさようなら」,
 *   "say goodbye to bladder leaks", 「告别漏尿」), or 矯正 as a medical act.
 *
 * A denial in the same clause lets a sentence through (「治るものではありません」, "not intended
 * to cure"), and so does a caution (「副作用が出ないよう」). They are errors whatever the page
 * advertises: no product may make them, and company copy speaks for the products.
 */
import type { ClaimConcept, ClaimRule, CopyLanguage } from '../../domain/advertising/types.ts';
import { englishClaimWords } from './claim-words-en.ts';
import { japaneseClaimWords } from './claim-words-ja.ts';
import { chineseClaimWords } from './claim-words-zh.ts';

export const claimWords: Record<CopyLanguage, Record<string, ClaimConcept>> = {
  ja: japaneseClaimWords,
  en: englishClaimWords,
  'zh-cn': chineseClaimWords,
};

const everywhere = {
  'consumer-chair': 'error',
  'beauty-device': 'error',
  'professional-device': 'error',
  general: 'error',
} as const;

const safety = {
  kind: 'absolute-safety',
  classes: everywhere,
  clause: 'kijun-4-3-5',
  reason: '副作用・危険がない、100%安全といった安全性の保証は、医薬品等適正広告基準第4-3(5)で禁じられています。',
} as const;

const guarantee = {
  kind: 'guaranteed-effect',
  classes: everywhere,
  clause: 'kijun-4-3-5',
  reason: '「100%」「必ず」「確実」「保証」「誰でも」と効果を結びつける表現は、効能効果の保証として禁じられています。',
} as const;

const cure = {
  kind: 'cure',
  classes: everywhere,
  clause: 'yakki-66-1',
  reason:
    '症状が治る・なくなる・矯正されるという表現は疾病の治癒を約束するもので、医療機器でない製品には使えず、医療機器でも効能効果の虚偽・誇大な広告になります。',
} as const;

export const claimRules: ClaimRule[] = [
  {
    ...safety,
    id: 'ja-absolute-safety',
    language: 'ja',
    patterns: [
      'risk+ (particle|filler|all|exist)* none+ !(_* hedge)',
      'none risk+',
      'absolute+ (particle|exist)? safe+ !(particle? safetyAction)',
      'safe+ (particle|filler)* absolute+ !(_* (none|hedge))',
    ],
    rewrite:
      '安全にお使いいただくための注意事項（禁忌・使用上の注意）を具体的に書き、「副作用が出た場合は使用を中止してください」と添えます。',
    examples: {
      productClass: 'consumer-chair',
      flag: ['副作用は一切ありません', '副作用がなく安心です', 'ノーリスクで始められます', '100%安全です'],
      pass: ['副作用が出た場合は使用を中止してください', '副作用が出ないよう、正しくお使いください'],
    },
  },
  {
    ...safety,
    id: 'en-absolute-safety',
    language: 'en',
    patterns: [
      '<!(hedge _*) none (filler|exist)* risk+',
      '<!(hedge _*) neg (filler|exist)* risk+',
      'risk+ (break|filler)? noneAfter+',
      '<!(neg _{0,2}) absolute+ safe',
      'safe filler? everyone',
    ],
    rewrite: '「Stop using it and consult a doctor if you feel unwell」のように、注意事項を具体的に書きます。',
    examples: {
      productClass: 'consumer-chair',
      flag: ['No side effects at all.', 'Completely safe for everyone.', 'A risk-free way to train.'],
      pass: ['Stop using it if you notice any side effects.'],
    },
  },
  {
    ...safety,
    id: 'zh-absolute-safety',
    language: 'zh-cn',
    patterns: [
      '<!(hedge _*) none (all|exist)* risk+',
      'risk+ (exist|all)* noneAfter+',
      '<!(neg absolute*) absolute+ safe+',
    ],
    rewrite: '「如有不适，请停止使用并咨询医生」のように、注意事項を具体的に書きます。',
    examples: {
      productClass: 'consumer-chair',
      flag: ['无副作用，绝对安全', '无任何副作用'],
      pass: ['如出现不适，请立即停止使用。'],
    },
  },
  {
    ...guarantee,
    id: 'ja-guarantee',
    language: 'ja',
    patterns: [
      'guarantee+ break? _{0,6}? effect+ !(_* (none|hedge)) !(_{0,3}? instruction)',
      'effect+ _{0,6}? guarantee+ !(_* (none|hedge)) !(_{0,3}? instruction)',
    ],
    rewrite: '「感じ方には個人差があります」と添え、保証をやめます。',
    examples: {
      productClass: 'consumer-chair',
      flag: ['誰でも必ず効果を実感できます', '確実に変化を感じられます', '100%効果'],
      pass: ['感じ方には個人差があります', '必ず医師にご相談ください', '効果には個人差があります'],
    },
  },
  {
    ...guarantee,
    id: 'en-guarantee',
    language: 'en',
    patterns: [
      '<!(neg _*) guarantee+ (!(vary) ^neg){0,4}? effect+ !(_{0,3}? vary)',
      'effect+ (!(vary) ^neg){0,4}? guarantee+ !(_{0,3}? vary)',
    ],
    rewrite: '「results vary from person to person」と添え、保証をやめます。',
    examples: {
      productClass: 'consumer-chair',
      flag: ['Clinically proven results.', '100% effective.', 'Guaranteed results.'],
      pass: ['Results vary from person to person.', 'We cannot guarantee results.'],
    },
  },
  {
    ...guarantee,
    id: 'zh-guarantee',
    language: 'zh-cn',
    patterns: [
      '<!(neg _*) guarantee+ (^neg){0,4}? effect+ !(_{0,3}? vary)',
      'effect+ (!(vary) ^neg){0,3}? guarantee+ !(_{0,2}? vary)',
    ],
    rewrite: '「效果因人而异」と添え、保証をやめます。',
    examples: {
      productClass: 'consumer-chair',
      flag: ['100%有效', '保证有效'],
      pass: ['效果因人而异', '不一定适合所有人'],
    },
  },
  {
    ...cure,
    id: 'ja-cure',
    language: 'ja',
    patterns: [
      '<!(verb) cure+ !(_* (none|hedge))',
      '(symptom|condition)+ (particle|filler)* break? _{0,4}? remedy+ !(_* (none|hedge))',
      'farewell+ (particle|break)? (symptom|condition)+',
      'symptom+ (particle|filler|all|exist)* none+ !(_* hedge)',
      'correct+ !(_* (none|hedge))',
    ],
    rewrite: '「骨盤底筋の運動をサポートします」のように、機器の働きを運動・ケアとして書きます。',
    examples: {
      productClass: 'consumer-chair',
      flag: [
        '座るだけで尿漏れが治る',
        '長年の悩みが治りました',
        'ちょいもれが治った方も',
        'つらい症状を根治します',
        '尿もれがなおる',
        '矯正します',
      ],
      pass: ['本製品は疾患を治すものではありません', '骨盤底筋を鍛える運動をサポートします'],
    },
  },
  {
    ...cure,
    id: 'en-cure',
    language: 'en',
    patterns: [
      '<!(neg (_|comma)*) cure',
      '<!(neg (_|comma)*) remedy+ _{0,3}? symptom+',
      '<!(hedge _*) none filler{0,3}? symptom+',
      'symptom+ (break|filler|exist){0,3}? remedyAfter+',
      'farewell break? symptom+',
      '<!(neg (_|comma)*) remedy+ _{0,2}? body',
    ],
    rewrite: '「supports pelvic-floor exercise」のように、運動・ケアとして書きます。',
    examples: {
      productClass: 'consumer-chair',
      flag: ['Sit down and cure your incontinence.', 'It cured my bladder leaks.', 'Say goodbye to bladder leaks.'],
      pass: ['It is not intended to cure any disease.'],
    },
  },
  {
    ...cure,
    id: 'zh-cure',
    language: 'zh-cn',
    patterns: [
      '<!(neg (_|comma)*) cure+',
      '<!(neg (_|comma)*) remedy+ _{0,4}? symptom+',
      'symptom+ (^neg){0,4}? remedyAfter+',
      '<!(neg (_|comma)*) correct+',
    ],
    rewrite: '「辅助盆底肌运动」のように、運動・ケアとして書きます。',
    examples: {
      productClass: 'consumer-chair',
      flag: ['坐着就能治愈漏尿', '告别漏尿'],
      pass: ['本产品不以治愈疾病为目的'],
    },
  },
];
