/**
 * English and Chinese terms, matched as regular expressions on the NFKC text (full-width
 * letters and digits become half-width first). The reasons and rewrites are in Japanese: the
 * people who fix the copy read them. Adding a term: docs/advertising-rules.md#adding-a-term.
 */
import type { ListRule } from '../../domain/advertising/types.ts';

const strict = {
  'consumer-chair': 'error',
  'beauty-device': 'error',
  'professional-device': 'error',
  general: 'warning',
} as const;
const chair = {
  'consumer-chair': 'error',
  'beauty-device': 'error',
  'professional-device': 'warning',
  general: 'warning',
} as const;

// Not "leak" alone: the privacy policy prevents data leaks.
const enSymptoms = String.raw`\b(incontinence|(urine|urinary|bladder) leak(s|age)?|leak(s|ing)? urine|overactive bladder|erectile dysfunction|frequent urination)\b`;
const zhSymptoms = '(尿失禁|漏尿|尿频|膀胱过度活动|勃起功能障碍|盆腔器官脱垂)';

export const listRules: ListRule[] = [
  {
    id: 'en-symptom-claim',
    language: 'en',
    pattern: String.raw`\b(improv(e|es|ed|ing|ement)|prevent(s|ed|ing|ion)?|treat(s|ed|ing|ment)?|reliev(e|es|ed)|reduc(e|es|ed|ing)|stop(s|ped)?|eliminat(e|es|ed))\b`,
    with: enSymptoms,
    classes: chair,
    clause: 'mhlw-0413-5',
    reason: '尿もれ・尿失禁などの改善・予防・治療をうたうと医療機器の効能効果の広告になります。',
    rewrite: '「supports pelvic-floor exercise for everyday health」のように書きます。',
    negatable: true,
    examples: {
      productClass: 'consumer-chair',
      flag: ['Improves urinary incontinence in 30 minutes.', 'Prevent bladder leaks just by sitting.'],
      pass: ['Strengthen your pelvic floor.', 'It is not a treatment for incontinence.'],
    },
  },
  {
    id: 'en-superlative',
    language: 'en',
    pattern: String.raw`\b(the best|world'?s first|japan'?s first|first[- ]ever|number one|no\.\s?1|#1|only device|cutting[- ]edge|miracle|ultimate)\b`,
    classes: strict,
    clause: 'kijun-4-3-6',
    reason: '最大級・唯一・初の表現は医療機器の広告では使えません。',
    rewrite: '比較をやめ、事実（仕様・特許出願中など）を具体的に書きます。',
    examples: {
      productClass: 'beauty-device',
      flag: ["The world's first magnetic chair.", 'The best laser for every skin.'],
      pass: ['Our own waveform, patent pending.'],
    },
  },
  {
    id: 'en-doctor-recommends',
    language: 'en',
    pattern: String.raw`\b(doctors?|physicians?|urologists?|gynaecologists?|gynecologists?|specialists?|dr\.)\b`,
    with: String.raw`\b(recommend(s|ed)?|endorse[sd]?|supervis(e|ed|ing)|approved by|trusted by|choice)\b`,
    classes: { ...strict, general: 'error' },
    clause: 'kijun-4-10',
    reason: '医師などの推薦・監修を述べる広告は、事実であっても禁じられています。',
    rewrite: '医師の推薦・監修の記述を外します。',
    examples: {
      productClass: 'consumer-chair',
      flag: ['Recommended by urologists.', 'Doctors trusted by thousands endorse it.'],
      pass: ['If you have a health concern, consult your doctor before use.'],
    },
  },
  {
    id: 'en-fda-certified',
    language: 'en',
    pattern: String.raw`\bFDA[- ](certifi(ed|cation)|approv(ed|al)|certified)\b|\b(certified|approved) by the (US )?FDA\b`,
    classes: { ...strict, general: 'error' },
    clause: 'keihyo-5-1',
    reason: 'FDAは510(k)で機器を「clear」するもので、「certified」「approved」とは異なります。',
    rewrite: '「FDA-cleared technology」と書きます。',
    examples: {
      productClass: 'professional-device',
      flag: ['Built on FDA-certified technology.', 'FDA approved device.'],
      pass: ['Built on FDA-cleared technology. In Japan it is a general medical device (Class I).'],
    },
  },
  {
    id: 'en-testimonial',
    language: 'en',
    pattern: String.raw`\b(testimonials?|before[- ]and[- ]after|before\s?/\s?after|customer reviews?|user reviews?)\b`,
    classes: strict,
    clause: 'kijun-4-3-5',
    reason: '体験談や使用前後の比較は効能効果の保証にあたります。',
    rewrite: '体験談・比較を外し、仕様と使い方を書きます。',
    examples: {
      productClass: 'beauty-device',
      flag: ['See our before-and-after gallery.', 'Customer reviews'],
      pass: ['How a session works.'],
    },
  },
  {
    id: 'zh-symptom-claim',
    language: 'zh-cn',
    pattern: '(改善|预防|治疗|缓解|消除|防止)',
    with: zhSymptoms,
    classes: chair,
    clause: 'mhlw-0413-5',
    reason: '尿もれ・尿失禁などの改善・予防・治療をうたうと医療機器の効能効果の広告になります。',
    rewrite: '「辅助盆底肌运动，维持健康」のように書きます。',
    negatable: true,
    examples: {
      productClass: 'consumer-chair',
      flag: ['有效改善尿失禁', '预防产后漏尿'],
      pass: ['锻炼盆底肌', '本产品并非用于治疗尿失禁'],
    },
  },
  {
    id: 'zh-superlative',
    language: 'zh-cn',
    pattern: '(最好|最佳|最先进|最强|第一(?!次)|首创|首款|唯一|世界首|日本首|顶级)',
    classes: strict,
    clause: 'kijun-4-3-6',
    reason: '最大級・唯一・初の表現は医療機器の広告では使えません。',
    rewrite: '比較をやめ、事実を具体的に書きます。',
    examples: {
      productClass: 'beauty-device',
      flag: ['日本首款磁刺激座椅', '最先进的激光技术'],
      pass: ['采用独有波形（专利申请中）', '即使是第一次，工作人员也会为您细致介绍。'],
    },
  },
  {
    id: 'zh-doctor-recommends',
    language: 'zh-cn',
    pattern: '(医生|医师|专家|专科医)',
    with: '(推荐|推薦|监修|认可|首选|力荐)',
    classes: { ...strict, general: 'error' },
    clause: 'kijun-4-10',
    reason: '医師などの推薦・監修を述べる広告は、事実であっても禁じられています。',
    rewrite: '医師の推薦・監修の記述を外します。',
    examples: { productClass: 'consumer-chair', flag: ['泌尿科医生推荐'], pass: ['如有不适，请在使用前咨询医生'] },
  },
  {
    id: 'zh-fda-certified',
    language: 'zh-cn',
    pattern: 'FDA\\s*(认证|批准|認證|核准)|(获得|通过)(美国)?FDA(的)?(认证|批准)',
    classes: { ...strict, general: 'error' },
    clause: 'keihyo-5-1',
    reason: 'FDAは510(k)で機器を「クリアランス」するもので、「认证」「批准」とは異なります。',
    rewrite: '「获得FDA许可（510(k)）的技术」と書きます。',
    examples: {
      productClass: 'professional-device',
      flag: ['基于FDA认证技术开发'],
      pass: ['基于获得FDA 510(k)许可的技术开发。在日本属于一般医疗器械（I类）。'],
    },
  },
  {
    id: 'zh-testimonial',
    language: 'zh-cn',
    pattern: '(使用前后|护理前后|治疗前后|用户评价|顾客评价|真实体验|体验分享|前后对比)',
    classes: strict,
    clause: 'kijun-4-3-5',
    reason: '体験談や使用前後の比較は効能効果の保証にあたります。',
    rewrite: '体験談・比較を外し、仕様と使い方を書きます。',
    examples: { productClass: 'beauty-device', flag: ['使用前后对比照片'], pass: ['使用流程介绍'] },
  },
  {
    // Issue 43: a product recorded at /admin/site as not a medical device may claim no effect at all.
    id: 'en-not-device-efficacy',
    language: 'en',
    pattern: String.raw`\b(cur(e|es|ed|ing)|treat(s|ed|ing|ment|ments)?|improv(e|es|ed|ing|ement)|heal(s|ed|ing)?|therap(y|ies|eutic)|effective(ness)?|efficacy|reliev(e|es|ed|ing)|relief|prevent(s|ed|ing|ion)?)\b`,
    classes: { 'not-device': 'error' },
    clause: 'yakki-68',
    reason:
      'この製品は「医療機器ではありません」と記録されています。医療機器でない製品が効能効果（cure, treat, improve など）をうたうと、未承認の医療機器の広告になります。',
    rewrite: '「supports pelvic-floor exercise for everyday health」のように使い方と目的を書きます。',
    negatable: true,
    examples: {
      productClass: 'not-device',
      flag: ['Improves your posture in 30 minutes.', 'An effective way to treat back pain.'],
      pass: ['Supports pelvic-floor exercise for everyday health.', 'It is not intended to treat any condition.'],
    },
  },
  {
    id: 'zh-not-device-efficacy',
    language: 'zh-cn',
    pattern: '(治疗|治愈|治好|改善|疗效|功效|效果|缓解|预防|康复)',
    classes: { 'not-device': 'error' },
    clause: 'yakki-68',
    reason:
      'この製品は「医療機器ではありません」と記録されています。医療機器でない製品が効能効果（治疗・改善・效果など）をうたうと、未承認の医療機器の広告になります。',
    rewrite: '「支持日常健康的盆底肌运动」のように使い方と目的を書きます。',
    negatable: true,
    examples: {
      productClass: 'not-device',
      flag: ['坐着就能改善体态。', '每天使用，效果明显。'],
      pass: ['支持日常健康的盆底肌运动。', '本产品不以治疗为目的。'],
    },
  },
];
