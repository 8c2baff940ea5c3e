/**
 * The word classes the Chinese claim patterns name (claims.ts), as regular expressions over the
 * sentence folded to simplified characters (chinese-variants.ts), so 「無任何副作用」 meets
 * 「无任何副作用」. Patterns count characters: Chinese has no spaces to count words by.
 * See docs/advertising-rules.md#claims.
 */
import type { ClaimConcept } from '../../domain/advertising/types.ts';

export const chineseClaimWords: Record<string, ClaimConcept> = {
  break: { text: '[，。；：！？、,;:!?()（）]|但是|但|如果|若|如' },
  /** A list's comma, which a denial reaches across: 「不用于诊断、治疗或治愈」. */
  comma: { text: '[、,，]' },
  /** A denial; not the 不 of 不再 (no more), which is itself a claim. */
  neg: { text: '不(?!再)|没(?!有任何)|无法|未(?!来)|并非|非(?!常)|无意' },
  hedge: { text: '不能保证|无法保证|不保证|不代表|不等于|不意味着|并不意味' },

  // Absolute safety
  risk: { text: '毒副作用|副作用|不良反应|风险|危险|危害|伤害|后遗症|并发症|负面影响' },
  none: { text: '无|没有|毫无|零|绝无|不会有|不会产生|不会引起|不会带来|不存在|杜绝|免除|不含|告别' },
  noneAfter: { text: '为零|为0|全无|皆无|是零|：无|:无' },
  all: { text: '任何|一切|丝毫|半点|什么|全|完全|绝对|100%|百分之百|百分百' },
  exist: { text: '有|会|产生|出现|引起|带来|造成|存在|发生|担心|顾虑|忧|需|需要|用|的|之|都|也|再' },
  safe: { text: '安全|无害|无毒|放心' },
  absolute: { text: '绝对|完全|百分之百|百分百|100%|十足|保证|确实|彻底|100 %' },

  // Guaranteed effect
  guarantee: {
    text: '100 ?%|百分之百|百分百|保证|包|一定(?!程度|要|的)|肯定|必定|必然|必(?!须|要)|绝对|铁定|人人|每个人|所有人|无一例外|临床证明|证实',
  },
  effect: { text: '有效|见效|效果|疗效|功效|奏效|管用|起效|成效|改善|好转' },
  vary: { text: '因人而异|不同|个体差异|差异' },

  // Curing a symptom
  cure: { text: '治愈|治好|根治|痊愈|根除|断根|药到病除' },
  remedy: {
    text: '告别|摆脱|远离|消除|解决|终结|赶走|甩掉|拜拜|再见|说再见|不再|再也不|再也没有|战胜|克服|消灭|杜绝|解放|不用再|无需再|治(?!疗)|矫正|远去|赶跑|对抗',
  },
  remedyAfter: { text: '消失|不见了|没了|不再|再见|拜拜|一去不复返|远去|全无|消除了|解决了|好了|治好了|根治' },
  symptom: {
    text: '尿失禁|漏尿|尿漏|尿频|尿急|夜尿|遗尿|尿失控|膀胱过度活动|盆腔器官脱垂|子宫脱垂|脱垂|勃起功能障碍|阳痿|早泄|前列腺(肥大|增生)?|尴尬|腰痛|症状|疾病',
  },
  /** 矫正 is a medical act: correcting the body is a treatment claim whatever its object. */
  correct: { text: '矫正' },
};
