import { loadDefaultJapaneseParser } from 'budoux';
import { Fragment } from 'react';

const parser = loadDefaultJapaneseParser();
/** Kana only occurs in Japanese: Chinese and English text is left as it is. */
const KANA = /[\u3040-\u30ff]/;

/**
 * A Japanese heading with a `<wbr>` at each phrase boundary (BudouX, at render time: no script
 * reaches the browser). With `word-break: keep-all` (global.css, for browsers without
 * `word-break: auto-phrase`) a line then breaks only between phrases: 「ございました」 and
 * 「骨盤底筋」 stay whole. Server-rendered components only: never inside an island.
 */
export function Phrases({ text }: { text: string }) {
  if (!KANA.test(text)) return text;
  const phrases = parser.parse(text);
  return phrases.map((phrase, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: phrases are a fixed split of one string
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {phrase}
    </Fragment>
  ));
}
