/**
 * Checks copy against the advertising rules (src/domain/advertising/check.ts) with the Japanese
 * tokenizer (kuromoji, IPADIC shipped inside the npm package). The dictionary takes about half
 * a second and some 80 MB of heap to load (docs/advertising-rules.md#cost), so it is loaded
 * once per process on the first check (the first news-editor check, or npm run lint:copy),
 * never at boot: public pages never pay for it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji from 'kuromoji';
import { checkBlock, checkListText, checkMorphemes, normaliseCopy, sortHits } from '../../domain/advertising/check.ts';
import type { AdvertisingHit, CheckContext, CopyLanguage, Morpheme } from '../../domain/advertising/types.ts';

type Tokenizer = kuromoji.Tokenizer<kuromoji.IpadicFeatures>;

let loading: Promise<Tokenizer> | null = null;

function dictionaryPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');
}

/** The process's tokenizer, built on first use; a failed build is retried on the next call. */
export function japaneseTokenizer(): Promise<Tokenizer> {
  loading ??= new Promise<Tokenizer>((resolve, reject) => {
    kuromoji.builder({ dicPath: dictionaryPath() }).build((error, tokenizer) => {
      if (error) {
        loading = null;
        reject(error);
      } else resolve(tokenizer);
    });
  });
  return loading;
}

/** Whether the tokenizer has been asked for in this process (tests check it is not at boot). */
export const tokenizerRequested = (): boolean => loading !== null;

/** Morphemes of Japanese text, NFKC-normalised first. */
export async function morphemesOf(text: string): Promise<Morpheme[]> {
  const tokenizer = await japaneseTokenizer();
  return tokenizer.tokenize(normaliseCopy(text)).map((t) => ({
    surface: t.surface_form,
    base: t.basic_form === '*' ? t.surface_form : t.basic_form,
    pos: t.pos,
  }));
}

/** The term hits in one text in its language. */
export async function checkText(
  text: string,
  language: CopyLanguage,
  context: CheckContext,
): Promise<AdvertisingHit[]> {
  if (language === 'ja') return checkMorphemes(await morphemesOf(text), context);
  return checkListText(text, language, context);
}

/**
 * Every hit in texts that belong together (a news item's title and body; a section): each
 * text's terms, then the block checks over all of them, errors first.
 */
export async function checkCopy(
  texts: readonly string[],
  language: CopyLanguage,
  context: CheckContext,
): Promise<AdvertisingHit[]> {
  const hits: AdvertisingHit[] = [];
  for (const text of texts) hits.push(...(await checkText(text, language, context)));
  hits.push(...checkBlock(texts, context));
  return sortHits(hits);
}
