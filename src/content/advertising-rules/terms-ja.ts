/**
 * Japanese terms, matched on morphemes by base form, so 治る, 治ります and 治った are one
 * entry (src/domain/advertising/check.ts). Each entry says, per product class, how serious it
 * is: the same word is judged differently for the consumer chair, the clinics' model, the beauty
 * devices and company copy. Adding a term: docs/advertising-rules.md#adding-a-term.
 */
import type { Expression, JapaneseRule } from '../../domain/advertising/types.ts';

const word = (...base: string[]): Expression => [{ base }];
const seq = (...bases: (string | string[])[]): Expression =>
  bases.map((b) => ({ base: typeof b === 'string' ? [b] : b }));

/** Symptoms the consumer chair may not be tied to (薬生監麻発0413第5号). */
const symptoms: Expression[] = [
  seq('尿', ['漏れ', 'もれ', '漏れる', 'もれる']),
  word('尿漏れ', '尿もれ', 'ちょいもれ', 'ちょい漏れ', '頻尿', '残尿', '夜間頻尿'),
  seq('尿', '失禁'),
  seq('頻', '尿'),
  seq('過', '活動', '膀胱'),
  word('尿失禁', '失禁', '過活動膀胱', '勃起不全', '骨盤臓器脱', '便失禁', '前立腺肥大'),
  seq(['ED']),
];

/** Words that claim an effect on a condition. */
const efficacy: Expression[] = [
  word('改善', '予防', '解消', '治療', '軽減', '緩和', '回復', '完治', '根治', '防止'),
  word('効く', '防ぐ', '治る', '治す', '治せる', '消える'),
];

export const japaneseRules: JapaneseRule[] = [
  {
    id: 'ja-symptom-claim',
    language: 'ja',
    match: efficacy,
    with: symptoms,
    classes: {
      'consumer-chair': 'error',
      'beauty-device': 'error',
      'professional-device': 'warning',
      general: 'warning',
    },
    clause: 'mhlw-0413-5',
    reason:
      '尿もれ・尿失禁などの症状の改善・予防・治療をうたうと医療機器の効能効果の広告になり、未承認の機器では薬機法第68条にも触れます。',
    rewrite: '「運動による健康維持・増進」の範囲で、「骨盤底筋を動かす運動をサポート」のように書きます。',
    negatable: true,
    examples: {
      productClass: 'consumer-chair',
      flag: [
        '尿もれの改善に効果的です',
        '座るだけで尿失禁を予防できます',
        '頻尿の悩みを解消するチェアです',
        '過活動膀胱の治療に使えます',
        '尿漏れを防ぐ新習慣',
        '尿もれを改善しました',
      ],
      pass: [
        '骨盤底筋を鍛える',
        '骨盤底筋を鍛えるチェアです',
        '尿もれの治療を目的とするものではありません',
        '姿勢の改善を意識した座り心地',
      ],
    },
  },
  {
    id: 'ja-symptom',
    language: 'ja',
    match: symptoms,
    classes: { 'consumer-chair': 'warning' },
    clause: 'mhlw-0413-5',
    reason: '一般向けチェアの広告で症状名を挙げると、製品がその症状に効くと受け取られるおそれがあります。',
    rewrite: '製品の説明から症状名を外し、「骨盤底筋の運動」「健康維持」として書きます。',
    examples: {
      productClass: 'consumer-chair',
      flag: ['尿もれが気になる方に'],
      pass: ['骨盤底筋を意識して動かす運動です'],
    },
  },
  {
    id: 'ja-superlative',
    language: 'ja',
    match: [
      word('最高', '最強', '最先端', '唯一', '究極', '画期', '奇跡', '日本一', '世界一', '最上級'),
      seq('日本', '初'),
      seq('世界', '初'),
      seq('業界', '初'),
      seq('業界', ['No', 'ナンバーワン']),
    ],
    classes: {
      'consumer-chair': 'error',
      'beauty-device': 'error',
      'professional-device': 'error',
      general: 'warning',
    },
    clause: 'kijun-4-3-6',
    reason: '最大級・唯一・初の表現は、客観的な根拠があっても医療機器の広告では使えません。',
    rewrite: '比較をやめ、「独自の波形（特許出願中）」のように事実を具体的に書きます。',
    examples: {
      productClass: 'beauty-device',
      flag: ['最高の照射性能', '日本初の磁気チェア', '世界初の技術を搭載', '最先端のレーザーで施術します'],
      pass: ['最新情報をお届けします', '独自の波形を採用しています'],
    },
  },
  {
    id: 'ja-safety-proven',
    language: 'ja',
    match: [word('安全', '安全性')],
    with: [word('確認', '保証', '証明', '実証', '確立')],
    classes: {
      'consumer-chair': 'error',
      'beauty-device': 'error',
      'professional-device': 'error',
      general: 'warning',
    },
    clause: 'kijun-4-3-5',
    reason: '「安全性は確認済み」のような安全性の保証は、医薬品等適正広告基準で禁じられています。',
    rewrite: '安全にお使いいただくための注意事項（禁忌・使用上の注意）を具体的に書きます。',
    examples: {
      productClass: 'professional-device',
      flag: ['安全性は確認済みです', '臨床で安全性が証明されています'],
      pass: ['安全な運用のポイントをレクチャーします'],
    },
  },
  {
    id: 'ja-doctor-recommends',
    language: 'ja',
    match: [word('医師', '医', '専門医', 'ドクター', '監修医', '院長', '医者', '先生'), seq('監修', '医')],
    with: [
      word(
        '推奨',
        '推薦',
        '監修',
        'すすめる',
        '勧める',
        '薦める',
        'おすすめ',
        'お墨付き',
        '太鼓判',
        '愛用',
        '認める',
        '選ぶ',
      ),
    ],
    classes: { 'consumer-chair': 'error', 'beauty-device': 'error', 'professional-device': 'error', general: 'error' },
    clause: 'kijun-4-10',
    reason:
      '医師などが推薦・監修・選用していると述べる広告は、事実であっても医薬品等適正広告基準第4-10で禁じられています。',
    rewrite: '医師の推薦・監修の記述を外し、製品の仕様や使い方の事実を書きます。',
    examples: {
      productClass: 'consumer-chair',
      flag: ['泌尿器科の医師も推奨するチェアです', '専門医が監修しました', '多くのドクターがおすすめしています'],
      pass: ['体調に不安のある方は、ご利用前に医師にご相談ください'],
    },
  },
  {
    id: 'ja-fda-certified',
    language: 'ja',
    match: [seq('FDA', ['認証', '承認', '認可', '公認']), seq('FDA', ['の', 'が'], ['認証', '承認', '認可', '公認'])],
    classes: { 'consumer-chair': 'error', 'beauty-device': 'error', 'professional-device': 'error', general: 'error' },
    clause: 'keihyo-5-1',
    reason:
      'FDAは510(k)で機器を「クリアランス」するもので、「認証」「承認」とは異なります。承認の表現の誤りは優良誤認の典型です。',
    rewrite: '「FDAクリアランス取得技術」と書き、対象の機器・技術と510(k)番号、日本での区分を添えます。',
    examples: {
      productClass: 'professional-device',
      flag: ['FDA認証技術をベースに開発しています', 'ＦＤＡ認証を取得', 'FDAの承認を受けた技術'],
      pass: ['FDAクリアランス取得技術をベースに開発しています（日本では一般医療機器として届出）'],
    },
  },
  {
    id: 'ja-testimonial',
    language: 'ja',
    match: [
      seq('体験', '談'),
      word('体験談', '口コミ', 'クチコミ', 'ビフォーアフター', 'ビフォー'),
      seq(['お客様', '利用者', '患者'], 'の', '声'),
      seq(['使用', '施術'], ['前', '後', '前後']),
    ],
    classes: {
      'consumer-chair': 'error',
      'beauty-device': 'error',
      'professional-device': 'error',
      general: 'warning',
    },
    clause: 'kijun-4-3-5',
    reason: '体験談や使用前後の比較は効能効果の保証にあたり、医療広告ガイドラインでも禁じられています。',
    rewrite: '体験談・比較写真を外し、製品の仕様と使い方を書きます。',
    examples: {
      productClass: 'beauty-device',
      flag: ['お客様の声をご紹介します', '施術のビフォーアフター', '使用前と使用後の比較写真', '利用者の体験談'],
      pass: ['ご利用の流れをご紹介します'],
    },
  },
  {
    // Issue 43: a product recorded at /admin/site as not a medical device may claim no effect at all.
    id: 'ja-not-device-efficacy',
    language: 'ja',
    match: [...efficacy, word('効果', '効能', '治癒', '疗效')],
    classes: { 'not-device': 'error' },
    clause: 'yakki-68',
    reason:
      'この製品は「医療機器ではありません」と記録されています。医療機器でない製品が効能効果（治る・改善・効果・治療など）をうたうと、未承認の医療機器の広告になります。',
    rewrite: '効果の語をやめ、「骨盤底筋を動かす運動をサポート」「毎日の健康づくりに」のように使い方と目的を書きます。',
    negatable: true,
    examples: {
      productClass: 'not-device',
      flag: ['座るだけで姿勢が改善します', '毎日の使用で効果を実感', '腰の痛みが治る', '治療にも使えるチェア'],
      pass: ['骨盤底筋を動かす運動をサポートします', '治療を目的とするものではありません'],
    },
  },
];
