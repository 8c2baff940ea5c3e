/**
 * The advertising rules on the real tokenizer: every rule flags its own "flag" examples and lets
 * its "pass" examples through, plus what the issue names: conjugated and full-width forms,
 * 骨盤底筋を鍛える for the consumer chair, and educational sentences that advertise nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  claimRules,
  japaneseRules,
  listRules,
  structuralRules,
} from '../../../../src/content/advertising-rules/index.ts';
import type { CheckContext, CopyLanguage } from '../../../../src/domain/advertising/types.ts';
import { checkCopy } from '../../../../src/server/content/advertising.server.ts';

const languageOf = (text: string): CopyLanguage =>
  /[ぁ-んァ-ン]/.test(text) ? 'ja' : /[\u4e00-\u9fff]/.test(text) && !/[a-z]{3}/i.test(text) ? 'zh-cn' : 'en';

const rulesOf = async (text: string, context: CheckContext, language = languageOf(text)) =>
  (await checkCopy([text], language, context)).map((hit) => hit.rule);

const chair: CheckContext = { classes: ['consumer-chair'] };
const general: CheckContext = { classes: ['general'] };

describe('each rule, on its own examples', () => {
  const all = [
    ...japaneseRules.map((r) => ({ ...r, language: 'ja' as CopyLanguage })),
    ...listRules,
    ...claimRules,
    ...structuralRules.map((r) => ({ ...r, language: null })),
  ];
  for (const rule of all) {
    const context = { classes: [rule.examples.productClass] };
    it.each(rule.examples.flag)(`${rule.id} flags %s`, async (text) => {
      const language = rule.language ?? languageOf(text);
      expect(await rulesOf(text, context, language)).toContain(rule.id);
    });
    it.each(rule.examples.pass)(`${rule.id} lets through %s`, async (text) => {
      const language = rule.language ?? languageOf(text);
      expect(await rulesOf(text, context, language)).not.toContain(rule.id);
    });
  }
});

describe('Japanese by morpheme', () => {
  it.each(['座るだけで尿漏れが治る', '尿漏れが治ります', '尿漏れが治った', '尿漏れが治りました', '尿漏れも治せる'])(
    'matches the conjugation in %s',
    async (text) => {
      expect(await rulesOf(text, chair)).toContain('ja-cure');
    },
  );

  it('matches full-width letters and digits', async () => {
    expect(await rulesOf('ＦＤＡ認証技術を採用', { classes: ['professional-device'] })).toContain('ja-fda-certified');
    expect(await rulesOf('顧客満足度Ｎｏ．１', general)).toContain('number-one-without-basis');
  });

  it('lets 骨盤底筋を鍛える through for the consumer chair', async () => {
    expect(await rulesOf('骨盤底筋を鍛える', chair)).toEqual([]);
    expect(await rulesOf('座るだけで骨盤底筋を鍛える運動をサポートします。', chair)).toEqual([]);
  });

  it('does not stop at a body part or a disclaimer', async () => {
    expect(await rulesOf('骨盤底筋は膀胱や子宮を下から支える筋肉です。', chair)).toEqual([]);
    expect(await rulesOf('本製品は治療を目的とするものではありません。', chair)).toEqual([]);
    expect(await rulesOf('感じ方や変化には個人差があります。', chair)).toEqual([]);
  });

  it('judges the same word by product class', async () => {
    const text = '尿もれの改善が期待できます。';
    expect(await checkCopy([text], 'ja', chair)).toMatchObject([{ rule: 'ja-symptom-claim', severity: 'error' }]);
    expect(await checkCopy([text], 'ja', general)).toMatchObject([{ rule: 'ja-symptom-claim', severity: 'warning' }]);
  });
});

describe('educational text on pelvic-floor training', () => {
  const education = [
    '骨盤底筋は、骨盤の底をハンモックのように支えている筋肉の集まりです。',
    '10回を1セットとして、1日3セットほどを目安に続けます。',
    'おならや尿をがまんするときに締める筋肉が骨盤底筋です。',
    'あお向けでひざを立てるか、椅子に浅く座り、肩とお腹の力を抜きます。',
    'The pelvic floor is a group of muscles that supports the bladder.',
    '盆底肌是支撑膀胱和子宫的一组肌肉。',
  ];
  it.each(education)('passes %s on an article page', async (text) => {
    expect(await rulesOf(text, general)).toEqual([]);
  });

  it('is only a warning in an article, and an error once the page links to the consumer chair', async () => {
    const text = '骨盤底筋トレーニングは尿もれの改善に役立つと報告されています。';
    expect(await checkCopy([text], 'ja', general)).toMatchObject([{ severity: 'warning' }]);
    const linked = await checkCopy([text], 'ja', { classes: ['general'], linksToChair: true });
    expect(linked).toMatchObject([{ rule: 'ja-symptom-claim/chair-link', severity: 'error' }]);
    expect(linked[0]?.clauseLabel).toContain('医薬監第148号');
  });
});

describe('a hit as staff see it', () => {
  it('names the words, the clause, the reason and a rewrite, in Japanese', async () => {
    const [hit] = await checkCopy(['座るだけで尿漏れが治る'], 'ja', chair);
    expect(hit).toMatchObject({ rule: 'ja-cure', severity: 'error', words: '治る' });
    expect(hit?.clauseLabel).toContain('薬機法 第66条第1項');
    expect(hit?.reason).toMatch(/治る/);
    expect(hit?.rewrite).toMatch(/骨盤底筋/);
  });
});

describe('a news item', () => {
  it('is judged as the consumer chair when it speaks of sitting, whatever its link', async () => {
    const { newsContext } = await import('../../../../src/domain/advertising/news.ts');
    expect(newsContext({ title: 'お知らせ', content: '座るだけで尿漏れが治る' }).classes).toContain('consumer-chair');
    expect(newsContext({ title: '学会に出展します', content: '会場でお待ちしています。' }).classes).toEqual([
      'general',
    ]);
    expect(newsContext({ title: 'x', content: 'y', url: '/product/plus' }).linksToChair).toBe(true);
  });
});
