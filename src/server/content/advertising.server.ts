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
 *
 * The dictionary is loaded here rather than by kuromoji's builder (issue 40), with the same
 * structures and the same results: the builder gunzips all twelve files at once and copies each
 * (372 MB at the peak of a bare process), and several files are a buffer's capacity written out
 * whole, mostly zeros (unk.dat is 10 MB for 398 bytes, tid.dat 10 MB for 3.9 MB). One file at a
 * time, without the copy, and those zero tails cut (keeping TAIL_SLACK bytes, so a last entry that
 * ends in zeros stays whole): 269 MB at the peak, 185 MB loaded, where it was 372 and 225. The
 * word-to-token map is read in place (targetMap below), not built into an object of arrays.
 */
const workerSource = `
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { parentPort, workerData } = require('node:worker_threads');
const DynamicDictionaries = require(workerData.dictionaries);
const Tokenizer = require(workerData.tokenizer);
const TAIL_SLACK = 4096;
const load = (name, cutZeroTail) => {
  let bytes = zlib.gunzipSync(fs.readFileSync(path.join(workerData.dictionary, name)));
  if (cutZeroTail) {
    let end = bytes.length;
    while (end > 0 && bytes[end - 1] === 0) end -= 1;
    end = Math.min(bytes.length, end + TAIL_SLACK);
    if (end < bytes.length) bytes = Buffer.from(bytes.subarray(0, end));
  }
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes.buffer
    : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};
// tid_map.dat is [count] then [word id, n, n token ids]… as little-endian int32. kuromoji turns it
// into an object of 325,871 arrays (61 MB of heap); read in place, it is the file (4 MB) and an
// index by word id (1.5 MB), and the lattice builder reads each word's token ids as before.
const targetMap = (buffer) => {
  const ints = new Int32Array(buffer, 0, buffer.byteLength >> 2);
  let last = 0;
  for (let i = 1; i + 1 < ints.length; i += 2 + ints[i + 1]) last = Math.max(last, ints[i]);
  const at = new Int32Array(last + 1);
  for (let i = 1; i + 1 < ints.length; i += 2 + ints[i + 1]) if (ints[i + 1] > 0) at[ints[i]] = i + 1;
  const none = new Int32Array(0);
  return new Proxy({}, {
    get(_, key) {
      const count = at[Number(key)];
      return count ? ints.subarray(count + 1, count + 1 + ints[count]) : none;
    },
  });
};
const dic = new DynamicDictionaries();
dic.loadTrie(new Int32Array(load('base.dat.gz')), new Int32Array(load('check.dat.gz')));
dic.token_info_dictionary.loadDictionary(new Uint8Array(load('tid.dat.gz', true)));
dic.token_info_dictionary.loadPosVector(new Uint8Array(load('tid_pos.dat.gz', true)));
dic.token_info_dictionary.target_map = targetMap(load('tid_map.dat.gz', true));
dic.loadConnectionCosts(new Int16Array(load('cc.dat.gz')));
dic.loadUnknownDictionaries(
  new Uint8Array(load('unk.dat.gz', true)),
  new Uint8Array(load('unk_pos.dat.gz', true)),
  new Uint8Array(load('unk_map.dat.gz', true)),
  new Uint8Array(load('unk_char.dat.gz')),
  new Uint32Array(load('unk_compat.dat.gz')),
  new Uint8Array(load('unk_invoke.dat.gz', true)),
);
const tokenizer = new Tokenizer(dic);
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
`;

interface Pending {
  resolve: (morphemes: Morpheme[]) => void;
  reject: (error: Error) => void;
}

interface Tokenizer {
  tokenize(text: string): Promise<Morpheme[]>;
}

let starting: Promise<Tokenizer> | null = null;

/** Starts the tokenizer's thread for `owner`; `forget` runs when it fails or exits. */
function startWorker(owner: object, forget: () => void): Promise<Tokenizer> {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('kuromoji/package.json'));
  const dictionary = path.join(root, 'dict');
  const dictionaries = path.join(root, 'src', 'dict', 'DynamicDictionaries.js');
  const tokenizer = path.join(root, 'src', 'Tokenizer.js');
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { dictionaries, tokenizer, dictionary },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 8 },
  });
  // Referenced only while it loads or has texts to answer: an idle tokenizer never keeps a
  // process (a script, a test run) alive.
  const pending = new Map<number, Pending>();
  let next = 0;
  let idle: NodeJS.Timeout | undefined;
  const end = () => {
    clearTimeout(idle);
    threadBusy(owner);
    return pending.size === 0 ? worker.terminate() : undefined;
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
      forget();
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

/**
 * The process's tokenizer, started on first use; one that failed is started again next time.
 * The dictionary is the largest thing a thread here holds: the other idle threads end, and have
 * exited, before it loads (idle-threads.server.ts).
 */
function japaneseTokenizer(): Promise<Tokenizer> {
  if (!starting) {
    const owner = {};
    const current: Promise<Tokenizer> = threadStarting(owner).then(() =>
      startWorker(owner, () => {
        if (starting === current) starting = null;
      }),
    );
    starting = current;
  }
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
