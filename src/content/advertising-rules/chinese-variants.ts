/**
 * Traditional Chinese characters and their simplified forms, for the characters the claim words
 * (claim-words-zh.ts) are written with and the ones around them: copy pasted from a traditional
 * source (「無任何副作用」「告別漏尿」) then meets the simplified lexicon. Character for character,
 * so a match's offsets still point into the text as written. Not a general converter.
 */
const pairs =
  '無无沒没對对絕绝證证擺摆脫脱別别癒愈療疗頻频過过動动險险風风確确實实遠远離离見见徹彻決决' +
  '臨临應应說说還还擔担憂忧藥药醫医師师專专種种會会產产現现帶带來来發发驗验須须個个為为們们' +
  '與与於于後后點点絲丝護护價价響响負负傷伤並并從从將将經经機机議议製制問问題题礙碍陽阳腎肾' +
  '遺遗臟脏宮宫壓压減减緩缓輕轻適适強强鍊炼練练體体質质覺觉鐵铁戰战勝胜滅灭終终結结趕赶' +
  '準准斷断顯显著着錯错誤误矯矫糾纠狀状況况尷尴擾扰嗎吗麼么這这讓让夠够極极優优級级頂顶選选' +
  '薦荐認认許许評评顧顾親亲試试測测術术歲岁婦妇銷销範范圍围廠厂廣广門门開开關关總总數数' +
  '據据類类號号貫贯證证寧宁擁拥盡尽倆俩長长時时間间處处樣样麗丽內内兩两歡欢興兴舊旧萬万' +
  '億亿鬆松頭头腦脑氣气靈灵錢钱費费貨货換换議议論论該该絕绝隨随著着讀读寫写錄录聽听聲声';

/** [traditional, simplified] */
export const chineseVariants: readonly (readonly [string, string])[] = [...pairs.matchAll(/(.)(.)/gu)].map(
  (m) => [m[1] as string, m[2] as string] as const,
);
