import { describe, expect, it } from 'vitest';
import { foldForSearch, hiraganaToKatakana, KANA_SPACE, normalizeKana } from '../../../../src/domain/lead/kana.ts';

const kana = (value: unknown) => {
  const result = normalizeKana(value);
  return result.ok ? result.kana : result;
};

describe('normalizeKana', () => {
  it('keeps full-width katakana as it is', () => {
    expect(kana('ヤマダ')).toBe('ヤマダ');
  });

  it('turns hiragana into katakana', () => {
    expect(kana('やまだ はなこ')).toBe('ヤマダ　ハナコ');
    expect(kana('ゔぁいおりん')).toBe('ヴァイオリン');
    expect(kana('いすゞ')).toBe('イスヾ');
  });

  it('turns half-width kana into full-width, voiced marks combined', () => {
    expect(kana('ｻﾄｳ')).toBe('サトウ');
    expect(kana('ｶﾞｯｺｳ')).toBe('ガッコウ');
    expect(kana('ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ')).toBe('パピプペポ');
    expect(kana('ｳﾞｨｰﾅｽ')).toBe('ヴィーナス');
    expect(kana('ｼﾞｮﾝ･ｽﾐｽ')).toBe('ジョン・スミス');
  });

  it('combines a hiragana with a combining voiced mark', () => {
    expect(kana('か\u3099')).toBe('ガ');
  });

  it('keeps one full-width space between words, whatever was typed', () => {
    expect(kana('ヤマダ ハナコ')).toBe(`ヤマダ${KANA_SPACE}ハナコ`);
    expect(kana('ヤマダ　　ハナコ')).toBe('ヤマダ　ハナコ');
    expect(kana('ﾔﾏﾀﾞ \t ﾊﾅｺ')).toBe('ヤマダ　ハナコ');
    expect(kana('　やまだ　はなこ　')).toBe('ヤマダ　ハナコ');
  });

  it('is idempotent', () => {
    for (const input of ['ﾔﾏﾀﾞ ﾊﾅｺ', 'やまだ　はなこ', 'ジョン・スミス']) {
      const once = kana(input);
      expect(kana(once)).toBe(once);
    }
  });

  it('refuses kanji, latin letters, digits and symbols and names them once each', () => {
    expect(normalizeKana('山田はなこ')).toEqual({ ok: false, problem: 'invalid', characters: ['山', '田'] });
    expect(normalizeKana('Yamada')).toEqual({ ok: false, problem: 'invalid', characters: ['Y', 'a', 'm', 'd'] });
    expect(normalizeKana('ヤマダ１')).toEqual({ ok: false, problem: 'invalid', characters: ['1'] });
    expect(normalizeKana('ヤマダ-ハナコ')).toEqual({ ok: false, problem: 'invalid', characters: ['-'] });
    expect(normalizeKana('ヤマダ\nハナコ')).toEqual({ ok: false, problem: 'invalid', characters: ['\n'] });
  });

  it('names a voiced mark that has nothing to combine with as typed', () => {
    expect(normalizeKana('ｱﾞ')).toEqual({ ok: false, problem: 'invalid', characters: ['゛'] });
  });

  it.each([[''], ['  '], ['　'], [undefined], [42]])('calls %j empty', (input) => {
    expect(normalizeKana(input)).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('hiraganaToKatakana', () => {
  it('changes hiragana only', () => {
    expect(hiraganaToKatakana('さとう サトウ 佐藤 sato')).toBe('サトウ サトウ 佐藤 sato');
  });
});

describe('foldForSearch', () => {
  it('folds ｻﾄｳ, さとう and サトウ to one string', () => {
    const folded = new Set(['ｻﾄｳ', 'さとう', 'サトウ'].map(foldForSearch));
    expect([...folded]).toEqual(['サトウ']);
  });

  it('folds voiced half-width kana and their hiragana alike', () => {
    expect(foldForSearch('ｶﾞｸｴﾝ')).toBe(foldForSearch('がくえん'));
  });

  it('folds latin width and case, and white space', () => {
    expect(foldForSearch('ＳＡＴＯ  Clinic')).toBe('sato clinic');
    expect(foldForSearch('  山田　花子 ')).toBe('山田 花子');
  });

  it('leaves kanji alone', () => {
    expect(foldForSearch('佐藤')).toBe('佐藤');
  });
});
