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

function loadFontBytes(): Promise<Uint8Array> {
  const require = createRequire(import.meta.url);
  fontBytes ??= readFile(require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf')).then(
    (buffer) => new Uint8Array(buffer),
  );
  return fontBytes;
}

export async function embedJapaneseFont(doc: PDFDocument): Promise<PDFFont> {
  doc.registerFontkit(engine);
  return doc.embedFont(await loadFontBytes(), { subset: true });
}
