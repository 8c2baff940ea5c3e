/**
 * Claims by kind (src/domain/advertising/claims.ts, src/content/advertising-rules/claims.ts):
 * the issue's examples, phrasings it never names (kana, kanji, mixed, full-width, traditional
 * characters, inflections, denials), and the legitimate sentences that must stay clean. Japanese
 * runs through the real tokenizer, so the check as lint:copy and the news editor run it.
 */
import { describe, expect, it } from 'vitest';
import { claimRules } from '../../../../src/content/advertising-rules/index.ts';
import {
  baseReading,
  compilePattern,
  foldChinese,
  foldKana,
  plainTokens,
} from '../../../../src/domain/advertising/claims.ts';
import type { CheckContext, ClaimKind, CopyLanguage } from '../../../../src/domain/advertising/types.ts';
import { checkCopy } from '../../../../src/server/content/advertising.server.ts';

const chair: CheckContext = { classes: ['consumer-chair'] };
const general: CheckContext = { classes: ['general'] };

const clauseOf: Record<ClaimKind, string> = {
  'absolute-safety': '医薬品等適正広告基準 第4-3(5)',
  'guaranteed-effect': '医薬品等適正広告基準 第4-3(5)',
  cure: '薬機法 第66条第1項',
};
const kindOfRule = new Map(claimRules.map((rule) => [rule.id, rule.kind]));
const claimsIn = async (text: string, language: CopyLanguage, context: CheckContext) =>
  (await checkCopy([text], language, context)).filter((hit) => kindOfRule.has(hit.rule));

type Example = [text: string, language: CopyLanguage, kind: ClaimKind];

async function expectClaim([text, language, kind]: Example) {
  for (const context of [chair, general]) {
    const hits = await claimsIn(text, language, context);
    const hit = hits.find((h) => kindOfRule.get(h.rule) === kind);
    expect(hit, `${text} (${context.classes[0]}): ${JSON.stringify(hits)}`).toBeDefined();
    expect(hit?.severity).toBe('error');
    expect(hit?.clauseLabel).toContain(clauseOf[kind]);
    expect(hit?.words.length).toBeGreaterThan(0);
  }
}

describe('the issue’s examples', () => {
  const issue: Example[] = [
    ['100%効果', 'ja', 'guaranteed-effect'],
    ['100% effective', 'en', 'guaranteed-effect'],
    ['100%有效', 'zh-cn', 'guaranteed-effect'],
    ['副作用は一切ありません', 'ja', 'absolute-safety'],
    ['无任何副作用', 'zh-cn', 'absolute-safety'],
    ['尿もれがなおる', 'ja', 'cure'],
    ['Say goodbye to bladder leaks', 'en', 'cure'],
    ['告别漏尿', 'zh-cn', 'cure'],
    ['矯正します', 'ja', 'cure'],
  ];
  it.each(issue)('%s (%s) is a %s error with its clause', async (...example) => {
    await expectClaim(example);
  });

  it('reports 尿もれがなおる as a cure, not only the symptom warning', async () => {
    const hits = await checkCopy(['尿もれがなおる'], 'ja', chair);
    expect(hits[0]).toMatchObject({ rule: 'ja-cure', severity: 'error', words: 'なおる', clause: 'yakki-66-1' });
  });
});

describe('phrasings the issue does not name', () => {
  const japanese: Example[] = [
    ['１００％効果', 'ja', 'guaranteed-effect'],
    ['効果１００％！', 'ja', 'guaranteed-effect'],
    ['100 % の効果', 'ja', 'guaranteed-effect'],
    ['効き目は100パーセント', 'ja', 'guaranteed-effect'],
    ['百パーセント効く', 'ja', 'guaranteed-effect'],
    ['必ず効きます', 'ja', 'guaranteed-effect'],
    ['かならず効果がでます', 'ja', 'guaranteed-effect'],
    ['確実に効きます', 'ja', 'guaranteed-effect'],
    ['どなたでも効果を実感いただけます', 'ja', 'guaranteed-effect'],
    ['効果を保証します', 'ja', 'guaranteed-effect'],
    ['効果は確実です', 'ja', 'guaranteed-effect'],
    ['効果がなければ全額返金保証', 'ja', 'guaranteed-effect'],
    ['副作用ゼロ', 'ja', 'absolute-safety'],
    ['副作用の心配はまったくありません', 'ja', 'absolute-safety'],
    ['ふくさようはいっさいない', 'ja', 'absolute-safety'],
    ['副作用ナシ', 'ja', 'absolute-safety'],
    ['副作用フリー', 'ja', 'absolute-safety'],
    ['副作用が起こることはありません', 'ja', 'absolute-safety'],
    ['副作用の無い安全な施術', 'ja', 'absolute-safety'],
    ['リスクなし', 'ja', 'absolute-safety'],
    ['ノーリスクで始められる', 'ja', 'absolute-safety'],
    ['危険性はございません', 'ja', 'absolute-safety'],
    ['体への悪影響は一切ありません', 'ja', 'absolute-safety'],
    ['絶対に安全です', 'ja', 'absolute-safety'],
    ['安全性は100%です', 'ja', 'absolute-safety'],
    ['尿モレがナオリます', 'ja', 'cure'],
    ['尿漏れが直りました', 'ja', 'cure'],
    ['尿漏れが治りました！', 'ja', 'cure'],
    ['頻尿がなおせる', 'ja', 'cure'],
    ['尿失禁が根治できる', 'ja', 'cure'],
    ['完治します', 'ja', 'cure'],
    ['にょうもれがなくなる', 'ja', 'cure'],
    ['尿もれのなやみがきえる', 'ja', 'cure'],
    ['ちょいもれが消える', 'ja', 'cure'],
    ['尿モレにサヨウナラ', 'ja', 'cure'],
    ['尿もれ卒業', 'ja', 'cure'],
    ['夜間頻尿を解消します', 'ja', 'cure'],
    ['尿もれの悩みから解放されます', 'ja', 'cure'],
    ['尿もれがピタッと止まる', 'ja', 'cure'],
    ['もう尿もれしない', 'ja', 'cure'],
    ['尿漏れ知らずの毎日', 'ja', 'cure'],
    ['尿もれを気にせず外出', 'ja', 'cure'],
    ['尿もれ０', 'ja', 'cure'],
    ['くしゃみのたびに気になっていたもれが、すっかりなくなりました', 'ja', 'cure'],
    ['骨盤のゆがみを矯正します', 'ja', 'cure'],
  ];
  const english: Example[] = [
    ['１００％ ｅｆｆｅｃｔｉｖｅ', 'en', 'guaranteed-effect'],
    ['100 percent effective.', 'en', 'guaranteed-effect'],
    ['GUARANTEED RESULTS', 'en', 'guaranteed-effect'],
    ["It's guaranteed to work.", 'en', 'guaranteed-effect'],
    ['Results guaranteed or your money back.', 'en', 'guaranteed-effect'],
    ['Works every time.', 'en', 'guaranteed-effect'],
    ['Effective for everyone.', 'en', 'guaranteed-effect'],
    ['Clinically proven to work.', 'en', 'guaranteed-effect'],
    ['Everyone sees results.', 'en', 'guaranteed-effect'],
    ['Without any side effects.', 'en', 'absolute-safety'],
    ['Zero side effects.', 'en', 'absolute-safety'],
    ['Free from side effects.', 'en', 'absolute-safety'],
    ['There are no risks whatsoever.', 'en', 'absolute-safety'],
    ['It does not cause any side effects.', 'en', 'absolute-safety'],
    ["You don't have to worry about side effects.", 'en', 'absolute-safety'],
    ['Side‑effect free.', 'en', 'absolute-safety'],
    ['Risk-free.', 'en', 'absolute-safety'],
    ['Totally safe.', 'en', 'absolute-safety'],
    ['It cures incontinence.', 'en', 'cure'],
    ['Cured my leaks in a week.', 'en', 'cure'],
    ['Curing bladder leaks while you sit.', 'en', 'cure'],
    ['Heal your bladder.', 'en', 'cure'],
    ['Fixes bladder leaks for good.', 'en', 'cure'],
    ['Eliminates urinary incontinence.', 'en', 'cure'],
    ['End incontinence today.', 'en', 'cure'],
    ['Stops leaks in 30 days.', 'en', 'cure'],
    ['Get rid of frequent urination.', 'en', 'cure'],
    ['Bid farewell to incontinence.', 'en', 'cure'],
    ['Kiss bladder leaks goodbye.', 'en', 'cure'],
    ['Goodbye, incontinence!', 'en', 'cure'],
    ['Never leak again.', 'en', 'cure'],
    ['No more leaks.', 'en', 'cure'],
    ['Leaks are a thing of the past.', 'en', 'cure'],
    ['Say good-bye to urine leakage.', 'en', 'cure'],
    ['Correct your pelvic alignment.', 'en', 'cure'],
  ];
  const chinese: Example[] = [
    ['保证有效', 'zh-cn', 'guaranteed-effect'],
    ['保證有效', 'zh-cn', 'guaranteed-effect'],
    ['百分之百有效', 'zh-cn', 'guaranteed-effect'],
    ['效果百分百', 'zh-cn', 'guaranteed-effect'],
    ['一定有效', 'zh-cn', 'guaranteed-effect'],
    ['疗效肯定', 'zh-cn', 'guaranteed-effect'],
    ['人人有效', 'zh-cn', 'guaranteed-effect'],
    ['没有任何副作用', 'zh-cn', 'absolute-safety'],
    ['無任何副作用', 'zh-cn', 'absolute-safety'],
    ['零副作用', 'zh-cn', 'absolute-safety'],
    ['不会产生任何副作用', 'zh-cn', 'absolute-safety'],
    ['无任何不良反应', 'zh-cn', 'absolute-safety'],
    ['零风险', 'zh-cn', 'absolute-safety'],
    ['副作用为零', 'zh-cn', 'absolute-safety'],
    ['绝對安全', 'zh-cn', 'absolute-safety'],
    ['完全无害', 'zh-cn', 'absolute-safety'],
    ['告別漏尿', 'zh-cn', 'cure'],
    ['彻底告别尿失禁', 'zh-cn', 'cure'],
    ['擺脫尿失禁的困擾', 'zh-cn', 'cure'],
    ['从此远离尿频尿急', 'zh-cn', 'cure'],
    ['不再漏尿', 'zh-cn', 'cure'],
    ['再也不用担心漏尿', 'zh-cn', 'cure'],
    ['治好漏尿', 'zh-cn', 'cure'],
    ['治癒漏尿', 'zh-cn', 'cure'],
    ['漏尿问题彻底消失', 'zh-cn', 'cure'],
    ['尿失禁一去不复返', 'zh-cn', 'cure'],
    ['矯正骨盆', 'zh-cn', 'cure'],
  ];
  it.each([...japanese, ...english, ...chinese])('%s (%s) is a %s error', async (...example) => {
    await expectClaim(example);
  });
});

describe('legitimate copy stays clean', () => {
  const legitimate: [string, CopyLanguage][] = [
    ['医療機器ではありません', 'ja'],
    ['個人差があります', 'ja'],
    ['効果には個人差があります', 'ja'],
    ['感じ方や変化には個人差があります。', 'ja'],
    ['副作用が出た場合は、使用を中止して医師にご相談ください', 'ja'],
    ['副作用が出ないよう、正しくお使いください', 'ja'],
    ['副作用がないか、ご使用中は体調に気をつけてください', 'ja'],
    ['必ず医師にご相談ください', 'ja'],
    ['必ず取扱説明書をお読みください。', 'ja'],
    ['検査結果は必ずご確認ください', 'ja'],
    ['必ずしも効果があるとは限りません', 'ja'],
    ['効果の感じ方には個人差があり、すべての方に同じ結果を保証するものではありません。', 'ja'],
    ['本製品は医療機器ではなく、病気の治療や予防を目的としたものではありません。', 'ja'],
    ['本製品は疾患を治すものではありません', 'ja'],
    ['危険ですので絶対に分解しないでください', 'ja'],
    ['確実に電源を切ってから、お手入れしてください', 'ja'],
    ['症状が消えない場合は医療機関を受診してください', 'ja'],
    ['異常を感じたら使用を止め、症状が続く場合は医師に相談してください', 'ja'],
    ['記入もれがないようご確認ください', 'ja'],
    ['なお、詳細はお問い合わせください', 'ja'],
    ['故障した場合は修理いたします。', 'ja'],
    ['誰でも簡単に操作できるシンプルな設計です。', 'ja'],
    ['安全に配慮した設計です。', 'ja'],
    ['座るだけで骨盤底筋の運動をサポートします。', 'ja'],
    ['Results vary.', 'en'],
    ['Results vary from person to person.', 'en'],
    ['It is not intended to diagnose, treat, cure or prevent any disease.', 'en'],
    ['If you notice any side effects, stop using it and consult your doctor.', 'en'],
    ['Stop using the device if symptoms persist.', 'en'],
    ['We cannot guarantee results.', 'en'],
    ['Results are not guaranteed.', 'en'],
    ['This does not mean there are no side effects.', 'en'],
    ['Always consult your doctor before use.', 'en'],
    ['We protect your data from leaks.', 'en'],
    ['Do not use if you are at risk of falls.', 'en'],
    ['At the end of the session, stand up slowly.', 'en'],
    ['效果因人而异', 'zh-cn'],
    ['效果因人而异，不保证对所有人有效。', 'zh-cn'],
    ['本产品不以治愈疾病为目的', 'zh-cn'],
    ['本产品不用于诊断、治疗或治愈任何疾病。', 'zh-cn'],
    ['如出现副作用，请立即停止使用并咨询医生。', 'zh-cn'],
    ['无法保证没有副作用', 'zh-cn'],
    ['不完全安全', 'zh-cn'],
    ['在一定程度上有助于盆底肌锻炼', 'zh-cn'],
    ['请确保安全后使用', 'zh-cn'],
    ['非常适合日常锻炼。', 'zh-cn'],
  ];
  it.each(legitimate)('%s (%s) makes no claim', async (text, language) => {
    expect(await checkCopy([text], language, general)).toEqual([]);
    expect(await claimsIn(text, language, chair)).toEqual([]);
  });
});

describe('folding and the pattern notation', () => {
  it('folds katakana to hiragana and traditional to simplified, one character for one', () => {
    expect(foldKana('ナオリマス')).toBe('なおります');
    expect(foldChinese('擺脫無任何副作用')).toBe('摆脱无任何副作用');
    expect(foldChinese('告別漏尿').length).toBe('告別漏尿'.length);
  });

  it('reads a base form from the surface reading: 直り and 治り both give なおる', () => {
    expect(baseReading({ surface: '直り', base: '直る', pos: '動詞', reading: 'ナオリ' })).toBe('なおる');
    expect(baseReading({ surface: '治っ', base: '治る', pos: '動詞', reading: 'ナオッ' })).toBe('なおる');
    expect(baseReading({ surface: 'ナオリ', base: 'ナオリ', pos: '名詞' })).toBeUndefined();
  });

  it('compiles tags, any-but-break, quantifiers and look-arounds', () => {
    const re = compilePattern('<!(neg _*) risk+ _{0,2}? none !(hedge)');
    const seg = (...tags: string[]) => `<|${tags.join('|')}|>`;
    expect(re.test(seg('risk') + seg() + seg('none'))).toBe(true);
    expect(re.test(seg('neg') + seg('risk') + seg('none'))).toBe(false);
    expect(re.test(seg('risk') + seg('none') + seg('hedge'))).toBe(false);
    expect(re.test(seg('risk') + seg('break') + seg('none'))).toBe(false);
  });

  it('splits Chinese into characters and English into words', () => {
    expect(plainTokens('告别漏尿', 'zh-cn').map((t) => t.lemma)).toEqual(['告', '别', '漏', '尿']);
    expect(plainTokens("Don't leak", 'en').map((t) => t.lemma)).toEqual(["don't", 'leak']);
  });
});
