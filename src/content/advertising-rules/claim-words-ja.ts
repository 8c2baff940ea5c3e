/**
 * The word classes the Japanese claim patterns name (claims.ts). Matched after folding: katakana
 * is written here as it reads best and meets hiragana (リスク = りすく); `text` runs over the
 * sentence, so kana-only spellings the tokenizer splits oddly (ふくさよう, にょうもれ) still count;
 * `words` and `yomi` test a whole morpheme's base form and reading, so 治ります, なおりました and
 * 直る (なおる) meet. See docs/advertising-rules.md#claims.
 */
import type { ClaimConcept } from '../../domain/advertising/types.ts';

export const japaneseClaimWords: Record<string, ClaimConcept> = {
  /** Where a clause ends: a claim and its denial must stand in one clause. */
  break: { text: '[、。!?,;:]', words: 'ので|けれど|けど|のに|ため|場合|際|とき' },
  particle: { words: 'は|が|も|の|を|に|へ|と|で|って|など|なんて|すら|さえ|まで|や|から|より|でも' },
  /** Nouns that stand between a subject and its predicate: 副作用の「心配」は、起こる「こと」は. */
  filler: { words: 'こと|もの|心配|恐れ|おそれ|可能性|不安|懸念|報告|例|事例|問題|気|悩み|悩む|なやむ|なやみ|点|面' },
  /** 「一切」「まったく」: the quantifiers that make a denial absolute. */
  all: {
    words:
      '一切|いっさい|全く|まったく|全然|ぜんぜん|何ら|なんら|決して|けっして|少し|少しも|何|何一つ|なにひとつ|一つ|ひとつ|絶対|もう|二度と|にどと|一度|いちど|完全|みじん|微塵',
  },
  /** The predicates of 「ある」「起こる」, with their auxiliaries. */
  exist: {
    words:
      'ある|有る|起こる|起きる|出る|生じる|発生|する|伴う|いる|要る|現れる|残る|与える|及ぼす|ござる|ます|です|だ|られる|れる|なる|感じる|見る|認める|見つかる|できる|悩む|気にする|心配',
  },
  /** 「ない」「ゼロ」「なし」「知らず」: what makes 「副作用」 or 「尿もれ」 absent. */
  none: {
    text: 'なし|無し|ゼロ|(?<![0-9.])0(?![0-9.%])',
    words: 'ない|無い|ん|ず|ぬ|なし|無し|ゼロ|0|零|無用|皆無|無縁|フリー|不要|知らず|ノー|ノン',
  },
  /** After a denial, what turns it back into a caution or a question (〜わけではない、〜ないよう、〜か). */
  hedge: { words: 'わけ|訳|限る|言える|言い切る|断言|保証|断定|よう|ように|か|かも|しれる|かどうか' },

  // Absolute safety
  risk: {
    text: '副作用|ふくさよう|副反応|悪影響|有害事象|合併症|後遺症|危険性?|きけんせい|りすく',
    words: '害|危険|リスク',
  },
  safe: { text: '安全性?|あんぜん|無害|安心', words: '安全|安心|無害' },
  absolute: { text: '100 ?(%|パーセント)|百 ?(%|パーセント)|絶対|ぜったい|完全|完璧|かんぺき|確実|保証' },
  /** 「安全を確認」「安全に配慮」: a measure taken for safety, not a promise of it. */
  safetyAction: { words: '確認|確保|配慮|点検|管理|対策|使用|使う|運用|守る|考慮|徹底|注意|為' },

  // Guaranteed effect
  guarantee: {
    text: '100 ?(%|パーセント)|百 ?(%|パーセント)|必ず(?!しも)|かならず(?!しも)|絶対|ぜったい|確実|かくじつ|保証|保障|約束|確約|間違いなく|まちがいなく|誰でも|だれでも|どなたでも|どんな(方|人)でも|全員|例外なく|きっと|確かな|実証|証明|立証',
  },
  effect: {
    text: '効果|効き目|ききめ|効能|効用|効[くきいかけ]|結果|成果|実感|有効|改善|変化|手応え|手ごたえ',
  },
  /** 「結果は必ずご確認ください」: a 必ず that asks the reader to act, not a promise. */
  instruction: { words: '確認|相談|問い合わせ|守る|従う|読む|ご覧|使用|受診|連絡|お読み|お守り|お使い' },

  // Curing a symptom
  /** A cure in itself: 治る, 完治, なおる (not 直る alone: a machine is 直る too). */
  cure: {
    text: '治[るりらっせすしれさ]|完治|根治|全治|全快|治癒|快癒|平癒',
    words: '治る|治す|治せる|なおる|なおす|なおせる|なおり|なおし|治癒|完治|根治',
  },
  /** Ends a symptom when one is named: 尿もれが消える, 頻尿を解消, 尿漏れとさようなら, 直る (なおる). */
  remedy: {
    text: '直[るりらっせすしれさ]|なくな[るりっら]|無くな[るりっら]|消え|きえ[るたまてなず]|消[すしせさ]|解消|撃退|卒業|さようなら|さよなら|サヨナラ|バイバイ|おさらば|解放|克服|無縁|治ま|収ま|おさま|止ま|止め|ストップ|根絶|退治|追放|一掃|解決|脱却|お別れ|別れ|縁を切|終止符',
    yomi: 'なおる|なおす|なおせる',
  },
  /** Symptoms and conditions; bare もれ when it is a particle's subject and no 記入もれ. */
  symptom: {
    text: '(尿|にょう)(漏|も|洩)れ|ちょい(漏|も)れ|(?<![記入情報連絡水油ガス])もれ(?=[がをはもにの])|失禁|しっきん|頻尿|ひんにょう|残尿|尿意切迫|切迫性?尿|過活動膀胱|膀胱炎|骨盤臓器脱|子宮脱|膀胱脱|勃起不全|(?<![A-Za-z])ED(?![A-Za-z])|前立腺肥大|尿トラブル|排尿トラブル',
  },
  /** Conditions in general: ended or cured they are a claim, absent they are not (「症状がない方」). */
  condition: { text: '症状|疾患|病気|腰痛|痔' },
  /** A farewell that may come first: 「さようなら、尿もれ」「解消！頻尿」. */
  farewell: { text: 'さようなら|さよなら|サヨナラ|バイバイ|おさらば|卒業|撃退|解消|解放|克服|お別れ' },
  /** 矯正 is a medical act: correcting the body is a treatment claim whatever its object. */
  correct: { text: '矯正|きょうせい' },
  verb: { pos: '動詞' },
};
