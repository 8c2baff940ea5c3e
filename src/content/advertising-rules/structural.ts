/**
 * Checks over a block of text (a news item; a section's texts together), in any language:
 * what makes a claim a problem is what stands next to it. Patterns run on the NFKC text.
 */
import type { StructuralRule } from '../../domain/advertising/types.ts';
import { site } from '../site.ts';

const everywhere = {
  'consumer-chair': 'error',
  'beauty-device': 'error',
  'professional-device': 'error',
  general: 'error',
} as const;

/**
 * A statement of the product's status in Japan (issue 43): its class, that it is not a medical
 * device, its 届出・認証・承認 in Japan, or that a foreign approval is none of these.
 */
const japaneseStatus = [
  String.raw`(日本|国内)[^。\n]{0,40}(一般医療機器|管理医療機器|医療機器ではありません|医療機器に(は)?該当しません|医療機器として(の)?(届出|認証|承認))`,
  String.raw`(日本|国内)[^。\n]{0,20}(承認|認証)[^。\n]{0,20}(ではありません|を示すものではありません|を受けていません)`,
  String.raw`\bin Japan\b[^.\n]{0,80}\b(medical device|not (an? )?(approval|certification)|not approved|not certified)`,
  String.raw`\b(general|controlled|specially controlled) medical device\b[^.\n]{0,40}\bin Japan\b`,
  String.raw`\bnot (an? )?(approval|approved|certified)\b[^.\n]{0,40}\bin Japan\b`,
  String.raw`(在日本|日本国内)[^。\n]{0,40}(医疗器械|医療機器|批准|认证)`,
].join('|');

export const structuralRules: StructuralRule[] = [
  {
    id: 'doctor-next-to-claim',
    when: String.raw`(医師|専門医|監修医|ドクター|院長|\bdoctors?\b|\bphysicians?\b|\burologists?\b|\bgyn(a)?ecologists?\b|医生|医师|专科医)`,
    and: String.raw`(製品|機器|チェア|ケア|当社|${site.brand}|\bdevice|\bchair\b|\bcare\b|产品|设备|座椅|护理)`,
    basis: String.raw`(ご相談ください|受診してください|consult (your|a) doctor|\bsee (a|your) (doctor|urologist|gyn(a)?ecologist)|咨询医生|请就医)`,
    classes: everywhere,
    clause: 'yakki-66-2',
    reason: '医師の名前や肩書きが製品の説明の隣にあると、医師が効果を保証していると受け取られます（第4-10も参照）。',
    rewrite: '医師の名前・肩書き・コメントを製品の説明から外します。受診を勧める一文は残せます。',
    examples: {
      productClass: 'consumer-chair',
      flag: ['泌尿器科専門医 山田先生のコメント：このチェアで毎日のケアが続けやすくなります'],
      pass: ['気になる症状があるときは、医療機関を受診してください'],
    },
  },
  {
    id: 'number-one-without-basis',
    when: String.raw`(No\.?\s?1\b|ナンバーワン|第1位|第一位|シェア1位|売上1位|\bnumber one\b|#1\b|销量第一|排名第一)`,
    basis: String.raw`(※.*(調べ|調査|出典)|source:|\bsurvey\b|来源|调查)`,
    classes: everywhere,
    clause: 'keihyo-7-2',
    reason:
      '「No.1」は調査の出典・対象・時期がなければ合理的な根拠のない表示になり、医療機器では根拠があっても最大級表現です。',
    rewrite: '順位の表示をやめるか、（一般向けでない場合に限り）調査機関・対象・時期を※で併記します。',
    examples: {
      productClass: 'general',
      flag: ['顧客満足度No.1', 'ＮＯ．１の導入実績', 'The number one choice of clinics.'],
      pass: ['展示ブース No.00 にて展示します', '顧客満足度No.1（※2025年 当社調べ、導入施設120件）'],
    },
  },
  {
    id: 'fda-without-basis',
    when: String.raw`\bFDA\b`,
    basis: String.raw`(クリアランス|510\s?\(k\)|\bclear(ed|ance)\b|许可)`,
    classes: everywhere,
    clause: 'keihyo-5-1',
    reason:
      'FDAに触れるときは、何が（技術か機器か）どう（510(k)クリアランス）認められたかを書かないと優良誤認のおそれがあります。',
    rewrite: '「米国FDAの510(k)クリアランスを取得した磁気刺激技術」のように書きます。',
    examples: {
      productClass: 'professional-device',
      flag: ['FDA基準の技術'],
      pass: ['米国FDAのクリアランスを取得した技術を基盤に開発しています。日本では一般医療機器として届出ています。'],
    },
  },
  {
    id: 'foreign-approval-without-japanese-status',
    when: String.raw`(\bFDA\b|CEマーク|CE\s?(mark(ing)?|認証|认证|标志|標識|适合)|\bCE\b)`,
    basis: japaneseStatus,
    answeredByJapaneseStatus: true,
    classes: everywhere,
    clause: 'kijun-4-3-1',
    reason:
      '外国の承認（米国FDAのクリアランス、CEマーク）だけを示すと、日本でも同じように承認・認証された機器だと受け取られます。同じページで日本での区分を示してください。',
    rewrite:
      '同じ文か同じページに日本での区分を書きます（「日本では一般医療機器として届出」「国内では医療機器ではありません」、または製品ページの「医療機器としての情報」）。区分が分からないうちは、外国の承認の記載を外します。',
    examples: {
      productClass: 'professional-device',
      flag: [
        '米国FDAクリアランス取得技術',
        'CEマーク取得の安心設計',
        'Built on FDA-cleared technology.',
        '基于已获FDA许可的技术开发',
      ],
      pass: [
        '米国FDAクリアランス取得技術（日本では一般医療機器として届出）',
        'CEマークを取得しています。国内では医療機器ではありません。',
        'Built on FDA-cleared technology; in Japan it is not a medical device.',
        '基于已获FDA许可的技术开发。在日本国内不属于医疗器械。',
      ],
    },
  },
  {
    id: 'certification-without-basis',
    when: String.raw`((?<!FDA\s?)認証|(?<!(board|FDA)[- ])\bcertifi(ed|cation)\b|(?<!FDA\s?)认证)`,
    basis: String.raw`(認証番号|第[0-9A-Z]+号|ISO\s?\d+|\bJIS\b|\bCE\b|certificate no|certification number|证书编号|认证编号)`,
    classes: {
      'consumer-chair': 'error',
      'beauty-device': 'error',
      'professional-device': 'error',
      general: 'warning',
    },
    clause: 'keihyo-7-2',
    reason: '「認証」は誰が何を認証したか（認証機関・規格・番号）がなければ根拠のない表示になります。',
    rewrite: '認証の名称・規格・番号を書くか、「認証」の語をやめます。',
    examples: {
      productClass: 'consumer-chair',
      flag: ['認証取得の安心設計'],
      pass: ['ISO 13485 認証を取得した工場で製造（認証番号 MD 000000）'],
    },
  },
];
