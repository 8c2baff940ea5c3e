/**
 * The provisions the advertising rules cite (docs/advertising-rules.md says what each means for
 * this company's copy). Keys are what rules name in `clause`; labels are shown to staff.
 */
export const clauses = {
  'yakki-66-1': '薬機法 第66条第1項（虚偽・誇大な効能効果・性能の広告の禁止）',
  'yakki-66-2': '薬機法 第66条第2項（医師等が効能効果を保証したと誤解させる広告の禁止）',
  'yakki-68': '薬機法 第68条（承認前の医療機器の効能効果の広告の禁止）',
  'mhlw-0413-5': '薬生監麻発0413第5号（令和4年4月13日）骨盤底筋を鍛える機器の取扱い',
  'mhlw-148': '平成10年 医薬監第148号（広告に該当するか否かの3要件）',
  'kijun-4-3-1': '医薬品等適正広告基準 第4-3(1)（承認の範囲を超える効能効果）',
  'kijun-4-3-5': '医薬品等適正広告基準 第4-3(5)（効能効果・安全性の保証表現の禁止）',
  'kijun-4-3-6': '医薬品等適正広告基準 第4-3(6)（最大級の表現の禁止）',
  'kijun-4-5-2': '医薬品等適正広告基準 第4-5(2)（医療用の機器の一般向け広告の制限）',
  'kijun-4-10': '医薬品等適正広告基準 第4-10（医薬関係者等の推薦の禁止）',
  'keihyo-5-1': '景品表示法 第5条第1号（優良誤認表示）',
  'keihyo-7-2': '景品表示法 第7条第2項（合理的な根拠のない表示）',
  'iryo-kokoku': '医療広告ガイドライン（体験談・ビフォーアフター・比較優良広告の禁止）',
} as const;

export type ClauseId = keyof typeof clauses;
