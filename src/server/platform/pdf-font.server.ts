/**
 * The Japanese font every generated PDF embeds: Noto Sans JP Regular from its npm package
 * (@expo-google-fonts/noto-sans-jp, SIL Open Font License), read once and embedded as a subset,
 * so a document carries only the glyphs it draws (髙, ｶﾅ and all). The file is resolved through
 * the package, not a path of this repository, so the built server finds it in node_modules.
 *
 * The font engine is upstream `fontkit`, not `@pdf-lib/fontkit`: that fork's subsetter writes
 * a TrueType `loca` table in the short format without padding the glyphs, so in a Noto Sans JP
 * subset most kanji draw blank while pdftotext still reads them (fixed upstream in fontkit 1.8;
 * pdf-lib#1232, cantoo-scribe/pdf-lib#144). Seen on a label sheet rendered with pdftoppm.
 *
 * Noto Sans JP carries no simplified Chinese (东 纪 丽 疗 经 draw as blank boxes), so a document
 * that needs them embeds Noto Sans SC Regular too (@expo-google-fonts/noto-sans-sc, same licence),
 * also as a subset. Its 10 MB file is read only then and not kept: a zh-cn address on a label is
 * rare, and the server's memory stays that of the Japanese font.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

let fontBytes: Promise<Uint8Array> | undefined;

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
/** fontkit 1.x recognises a font by reading its first bytes as a Buffer; pdf-lib hands it a Uint8Array. */
const engine = {
  create: (bytes: Uint8Array, postscriptName?: string) =>
    fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), postscriptName),
} as unknown as Fontkit;

const require = createRequire(import.meta.url);

function loadFontBytes(): Promise<Uint8Array> {
  fontBytes ??= readFile(require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf')).then(
    (buffer) => new Uint8Array(buffer),
  );
  return fontBytes;
}

export async function embedJapaneseFont(doc: PDFDocument): Promise<PDFFont> {
  doc.registerFontkit(engine);
  return doc.embedFont(await loadFontBytes(), { subset: true });
}

/** Noto Sans SC Regular, for the characters Noto Sans JP lacks; read anew for each document. */
export async function embedChineseFont(doc: PDFDocument): Promise<PDFFont> {
  doc.registerFontkit(engine);
  const bytes = await readFile(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'));
  return doc.embedFont(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { subset: true });
}

/** The code points `font` draws: what it can print, checked before any text is drawn. */
export function fontCoverage(font: PDFFont): Set<number> {
  return new Set(font.getCharacterSet());
}
