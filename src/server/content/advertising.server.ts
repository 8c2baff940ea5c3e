/**
 * Checks copy against the advertising rules (src/domain/advertising/check.ts) with the Japanese
 * tokenizer (kuromoji, IPADIC shipped inside the npm package). The dictionary takes about two
 * seconds and some 70 MB of heap to load (docs/advertising-rules.md#cost), more than the
 * server's 128 MB heap can spare beside its own work, so it lives in a worker thread with a heap
 * of its own, started on the first check (the first news-editor check, or npm run lint:copy) and
 * never at boot: public pages never pay for it. After TOKENIZER_IDLE_MS without a text it ends,
 * and its memory with it. If the worker dies, the next check starts a new one; the server itself
 * is unaffected.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { checkBlock, checkListText, checkMorphemes, sortHits } from '../../domain/advertising/check.ts';
import { foldKana } from '../../domain/advertising/claims.ts';
import { kanaForms, normaliseCopy, readerText, ruleVocabulary } from '../../domain/advertising/normal-form.ts';
import type { AdvertisingHit, CheckContext, CopyLanguage, Morpheme } from '../../domain/advertising/types.ts';
import { threadBusy, threadIdle, threadStarting } from '../platform/idle-threads.server.ts';

/** The tokenizer's heap: it holds about 70 MB once loaded. */
const WORKER_HEAP_MB = 192;
/**
 * A tokenizer with no text to answer for this long ends (issue 40, ADR 029): its dictionary
 * (the 465 → 737 MB step of the probe) goes back to the system with the thread, and the
 * next check loads it again (about two seconds), which a copy check once in a while can afford.
 */
export const TOKENIZER_IDLE_MS = 60_000;
let idleMs = TOKENIZER_IDLE_MS;
/** Tests shorten the quiet time. */
export function setTokenizerIdleMs(ms: number): void {
  idleMs = ms;
}

/**
 * The worker's code, evaluated as a script: it needs no file of its own, so it runs the same
 * from the sources, from the built server's bundled chunks and under Vitest. kuromoji is
 * resolved by the main thread and passed in.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const kuromoji = require(workerData.kuromoji);
kuromoji.builder({ dicPath: workerData.dictionary }).build((error, tokenizer) => {
  if (error) throw error;
  parentPort.on('message', ({ id, text }) => {
    const morphemes = tokenizer.tokenize(text).map((t) => ({
      surface: t.surface_form,
      base: t.basic_form === '*' ? t.surface_form : t.basic_form,
      pos: t.pos,
      reading: t.reading,
    }));
    parentPort.postMessage({ id, morphemes });
  });
  parentPort.postMessage({ ready: true });
});
`;

interface Pending {
  resolve: (morphemes: Morpheme[]) => void;
  reject: (error: Error) => void;
}

interface Tokenizer {
  tokenize(text: string): Promise<Morpheme[]>;
}

let starting: Promise<Tokenizer> | null = null;

function startWorker(): Promise<Tokenizer> {
  const require = createRequire(import.meta.url);
  const kuromoji = require.resolve('kuromoji');
  const dictionary = path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');
  // The dictionary is the largest thing a thread here holds: the other idle threads end first.
  const owner = {};
  threadStarting(owner);
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { kuromoji, dictionary },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  // Referenced only while it loads or has texts to answer: an idle tokenizer never keeps a
  // process (a script, a test run) alive.
  const pending = new Map<number, Pending>();
  let next = 0;
  let idle: NodeJS.Timeout | undefined;
  const end = () => {
    clearTimeout(idle);
    threadBusy(owner);
    if (pending.size === 0) void worker.terminate();
  };
  const restIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(end, idleMs);
    idle.unref();
    threadIdle(owner, end);
  };
  const self = new Promise<Tokenizer>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(idle);
      threadBusy(owner);
      if (starting === self) starting = null;
      reject(error);
      for (const p of pending.values()) p.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`advertising tokenizer exited (${code})`)));
    worker.on('message', (message: { ready?: true; id?: number; morphemes?: Morpheme[] }) => {
      if (message.ready) {
        worker.unref();
        restIdle();
        resolve({
          tokenize: (text) =>
            new Promise<Morpheme[]>((resolveText, rejectText) => {
              next += 1;
              clearTimeout(idle);
              threadBusy(owner);
              if (pending.size === 0) worker.ref();
              pending.set(next, { resolve: resolveText, reject: rejectText });
              worker.postMessage({ id: next, text });
            }),
        });
        return;
      }
      const waiting = pending.get(message.id ?? -1);
      pending.delete(message.id ?? -1);
      if (pending.size === 0) {
        worker.unref();
        restIdle();
      }
      waiting?.resolve(message.morphemes ?? []);
    });
  });
  return self;
}

/** The process's tokenizer, started on first use; one that failed is started again next time. */
function japaneseTokenizer(): Promise<Tokenizer> {
  starting ??= startWorker();
  return starting;
}

/**
 * Whether the tokenizer has been asked for and not ended since (tests check it is not started at
 * boot, and that it ends after its quiet time).
 */
export const tokenizerRequested = (): boolean => starting !== null;

/** Morphemes of Japanese text, in the normal form (normal-form.ts) first. */
export async function morphemesOf(text: string): Promise<Morpheme[]> {
  return (await japaneseTokenizer()).tokenize(normaliseCopy(text));
}

let readings: Promise<(readonly [string, string])[]> | null = null;

/** The rule words' readings and conjugated stems (normal-form.ts kanaForms), read once per process. */
function ruleForms(): Promise<(readonly [string, string])[]> {
  readings ??= (async () => {
    const tokenizer = await japaneseTokenizer();
    const vocabulary = ruleVocabulary();
    // One message for the whole list: each word on a line of its own, split again at the breaks.
    const lines: Morpheme[][] = [[]];
    for (const m of await tokenizer.tokenize(vocabulary.join('\n'))) {
      if (m.surface.includes('\n')) lines.push([]);
      else lines.at(-1)?.push(m);
    }
    const words = [];
    for (const [i, word] of vocabulary.entries()) {
      const morphemes = lines[i] ?? [];
      if (/^[ぁ-ゖー]+$/.test(word) || morphemes.map((m) => m.surface).join('') !== word) {
        words.push({ word, reading: foldKana(word) });
        continue;
      }
      // A katakana word the dictionary lacks reads as it is written.
      const parts = morphemes.map((m) =>
        m.reading && m.reading !== '*' ? m.reading : /^[ァ-ヺー]+$/.test(m.surface) ? m.surface : null,
      );
      if (parts.every((part) => part !== null)) words.push({ word, reading: foldKana(parts.join('')) });
    }
    return kanaForms(words);
  })().catch((error: unknown) => {
    readings = null;
    throw error;
  });
  return readings;
}

/**
 * The term hits in one text in its language. Japanese is read twice when it holds kana that
 * spell a rule word (ﾆｮｳﾓﾚｶﾞﾅｵﾙ): as written, and with those readings in the rules' spelling;
 * a rule found only in the second reading is a hit too.
 */
export async function checkText(
  text: string,
  language: CopyLanguage,
  context: CheckContext,
): Promise<AdvertisingHit[]> {
  if (language !== 'ja') return checkListText(text, language, context);
  const morphemes = await morphemesOf(text);
  const hits = checkMorphemes(morphemes, context);
  const read = readerText(morphemes, await ruleForms());
  if (read === null) return hits;
  const found = new Set(hits.map((hit) => hit.rule));
  const more = checkMorphemes(await morphemesOf(read), context).filter((hit) => !found.has(hit.rule));
  return [...hits, ...more];
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
