/**
 * Issue 41: every check reads a text as a reader does. Over the WHOLE rule list (every rule's
 * `examples.flag`, in every language): the same words with a zero-width space, a word joiner or
 * a soft hyphen between two characters, and (Japanese) with their kana in half-width katakana,
 * are caught by npm run lint:copy's check (checkText), by the news editor's check and by the
 * /admin/site publish check, at least as the plain words are; and what staff publish refuses
 * the invisible characters outright, naming where they are.
 */
import { describe, expect, it } from 'vitest';
import { claimRules, japaneseRules, listRules } from '../../../../src/content/advertising-rules/index.ts';
import { defaultSiteFacts } from '../../../../src/content/site-facts.ts';
import {
  hiddenCharacters,
  normaliseCopy,
  readerText,
  ruleVocabulary,
} from '../../../../src/domain/advertising/normal-form.ts';
import type { CopyLanguage, ProductClass } from '../../../../src/domain/advertising/types.ts';
import { validateNews } from '../../../../src/domain/news/schema.ts';
import { publishProblems } from '../../../../src/domain/site-facts/rules.ts';
import { checkText, morphemesOf } from '../../../../src/server/content/advertising.server.ts';
import { checkNewsCopy } from '../../../../src/server/content/news-advertising.server.ts';
import { checkFactTexts } from '../../../../src/server/content/site-facts.server.ts';

const INVISIBLES = { 'zero-width space': '\u200b', 'word joiner': '\u2060', 'soft hyphen': '\u00ad' } as const;

const FULL =
  'ァアィイゥウェエォオカキクケコサシスセソタチッツテトナニヌネノハヒフヘホマミムメモャヤュユョヨラリルレロヮワヰヱヲンー。、「」・';
const HALF = 'ｧｱｨｲｩｳｪｴｫｵｶｷｸｹｺｻｼｽｾｿﾀﾁｯﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓｬﾔｭﾕｮﾖﾗﾘﾙﾚﾛﾜﾜｲｴｦﾝｰ｡､｢｣･';

/** Every kana of `text` (hiragana too) as half-width katakana: 尿もれが治る → 尿ﾓﾚｶﾞ治ﾙ. */
function halfWidth(text: string): string {
  return [...text.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))]
    .map((c) => {
      const [base = c, mark] = [...c.normalize('NFD')];
      const i = FULL.indexOf(base);
      if (i < 0) return c;
      return HALF[i] + (mark === '\u3099' ? 'ﾞ' : mark === '\u309a' ? 'ﾟ' : '');
    })
    .join('')
    .replace(/ヴ/g, 'ｳﾞ');
}

/** `mark` between every two characters, and once in the middle of the words the check names. */
const between = (text: string, mark: string) => [...text].join(mark);
function inWords(text: string, words: string, mark: string): string {
  const at = text.indexOf(words);
  const middle = at < 0 ? Math.floor(text.length / 2) : at + Math.max(1, Math.floor(words.length / 2));
  return text.slice(0, middle) + mark + text.slice(middle);
}

interface Claim {
  rule: string;
  text: string;
  language: CopyLanguage;
  productClass: ProductClass;
}

const claims: Claim[] = [...claimRules, ...japaneseRules, ...listRules].flatMap((rule) =>
  rule.examples.flag.map((text) => ({
    rule: rule.id,
    text,
    language: rule.language,
    productClass: rule.examples.productClass,
  })),
);

const localeOf = (language: CopyLanguage): 'ja' | 'en' | 'zh-cn' => language;

type Severities = Record<string, 'error' | 'warning'>;

/** The strictest severity found per clause: a variant must be judged at least as the plain text. */
const byClause = (hits: readonly { clause: string; severity: 'error' | 'warning' }[] | null): Severities => {
  const out: Severities = {};
  for (const hit of hits ?? []) if (out[hit.clause] !== 'error') out[hit.clause] = hit.severity;
  return out;
};
const atLeast = (plain: Severities) =>
  Object.fromEntries(
    Object.entries(plain).map(([clause, severity]) => [clause, severity === 'error' ? 'error' : expect.any(String)]),
  );

/** What each surface finds in `text`: lint:copy's check, the news editor's, /admin/site's. */
async function surfaces(claim: Claim, text: string): Promise<Record<'lint' | 'news' | 'site', Severities>> {
  const lint = await checkText(text, claim.language, { classes: [claim.productClass] });
  const news = await checkNewsCopy({ title: 'お知らせ', content: text, url: '', locale: localeOf(claim.language) });
  const facts = structuredClone(defaultSiteFacts);
  facts.banner = {
    text: { ja: '', en: '', 'zh-cn': '', [claim.language]: text },
    link: '',
    from: null,
    until: null,
  };
  const site = await checkFactTexts(facts);
  return { lint: byClause(lint), news: byClause(news), site: byClause(site) };
}

describe('the advertising check reads every claim the rules know as a reader does', () => {
  it(`covers the whole rule list: ${claims.length} claims`, () => {
    expect(claims.length).toBeGreaterThanOrEqual(60);
    expect(new Set(claims.map((c) => c.language))).toEqual(new Set(['ja', 'en', 'zh-cn']));
  });

  it.each(claims.map((claim) => [claim.rule, claim.text, claim] as const))(
    '%s: 「%s」 with invisible characters and in half-width kana',
    async (_rule, _text, claim) => {
      const plain = await surfaces(claim, claim.text);
      // Each example is caught as written by lint:copy's check (an error or a warning).
      const found = await checkText(claim.text, claim.language, { classes: [claim.productClass] });
      expect(found.map((hit) => hit.rule).length, 'the plain example is flagged').toBeGreaterThan(0);
      const words = found[0]?.words.split('…')[0] ?? claim.text;
      const variants: [string, string][] = Object.entries(INVISIBLES).flatMap(([name, mark]) => [
        [`${name} inside the words`, inWords(claim.text, words, mark)],
        [`${name} between every two characters`, between(claim.text, mark)],
      ]);
      if (claim.language === 'ja' && /[\u3041-\u3096\u30a1-\u30fa]/.test(claim.text))
        variants.push(['half-width katakana', halfWidth(claim.text)]);
      for (const [name, variant] of variants) {
        // Every clause the plain words break is broken by the variant too, an error still an error.
        const seen = await surfaces(claim, variant);
        for (const surface of ['lint', 'news', 'site'] as const)
          expect(seen[surface], `${surface}, ${name}: ${variant}`).toMatchObject(atLeast(plain[surface]));
      }
      // What staff publish refuses the invisible characters outright, naming where they are.
      const hidden = inWords(claim.text, words, '\u200b');
      const at = [...hidden].indexOf('\u200b') + 1;
      const news = validateNews({
        title: hidden,
        content: between(claim.text, '\u2060'),
        url: '',
        publishDate: '2026-12-01',
        isImportant: false,
        thumbnail: '',
        locale: localeOf(claim.language),
        status: 'published',
      });
      expect(news).toMatchObject({
        ok: false,
        errors: {
          title: `${at}文字目に見えない文字（U+200B）があります。削除してください。`,
          content: expect.stringContaining('見えない文字（U+2060）'),
        },
      });
      const facts = structuredClone(defaultSiteFacts);
      facts.banner.text[localeOf(claim.language)] = inWords(claim.text, words, '\u00ad');
      facts.products.plus.launchText.ja = hidden;
      const suffix = claim.language === 'zh-cn' ? 'zh' : claim.language;
      expect(publishProblems(facts)).toMatchObject({
        [`banner_${suffix}`]: expect.stringMatching(
          /^\d+文字目に見えない文字（U\+00AD）があります。削除してください。$/,
        ),
        launch_text_plus_ja: `${at}文字目に見えない文字（U+200B）があります。削除してください。`,
      });
    },
  );
});

describe('the normal form', () => {
  it('drops invisible characters and stray marks, and folds width', () => {
    expect(normaliseCopy('尿\u200b漏\u2060れ\u00adが\ufeff治\u200eる\u202e')).toBe('尿漏れが治る');
    expect(normaliseCopy('ﾆｮｳﾓﾚｶﾞﾅｵﾙ')).toBe('ニョウモレガナオル');
    expect(normaliseCopy('ＦＤＡ\ufe0f認証\u{e0100}')).toBe('FDA認証');
    // A combining mark that folds into nothing a reader sees on a kanji; kana voicing stays.
    expect(normaliseCopy('治\u0301る が か\u3099')).toBe('治る が が');
    expect(normaliseCopy('cu\u0301re')).toBe('cure');
  });

  it('reads kana as a reader does, and leaves words the tokenizer knows as written', async () => {
    const read = async (text: string) => readerText(await morphemesOf(text), []);
    // Without the rule words' readings only the folding is left.
    expect(await read('副作用ﾊ一切ｱﾘﾏｾﾝ')).toBe('副作用は一切ありません');
    expect(await read('なおさら良い')).toBeNull();
    expect(ruleVocabulary()).toEqual(expect.arrayContaining(['尿漏れ', '治る', '副作用', 'リスク']));
    for (const text of ['ﾆｮｳﾓﾚｶﾞﾅｵﾙ', 'にょうもれがなおる', 'ニョウモレガナオリマス'])
      expect(
        (await checkText(text, 'ja', { classes: ['consumer-chair'] })).map((hit) => hit.rule),
        text,
      ).toEqual(expect.arrayContaining(['ja-cure', expect.stringMatching(/^ja-symptom/)]));
    for (const text of ['なおさら良い', 'ナオリマセン', 'チェアで骨盤底筋を動かします'])
      expect(await checkText(text, 'ja', { classes: ['consumer-chair'] }), text).toEqual([]);
  });

  it('lets staff write emoji but names every other invisible character', () => {
    expect(hiddenCharacters('展示会 ❤️ 👨‍👩‍👧')).toEqual([]);
    expect(hiddenCharacters('尿\u200b漏れ\u00ad')).toEqual([
      { position: 2, code: 'U+200B' },
      { position: 5, code: 'U+00AD' },
    ]);
    expect(hiddenCharacters('a\u200db\u202e\u{e0041}')).toEqual([
      { position: 2, code: 'U+200D' },
      { position: 4, code: 'U+202E' },
      { position: 5, code: 'U+E0041' },
    ]);
  });
});
