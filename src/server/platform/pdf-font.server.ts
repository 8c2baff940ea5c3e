/**
 * The Japanese font for PDFs we write (stamped brochures, address labels): Noto Sans JP
 * Regular from the `@expo-google-fonts/noto-sans-jp` package (髙橋 and half-width ｶﾅ included:
 * the font covers JIS X 0213 and the half-width forms). Embedded whole, not subset: pdf-lib's
 * subsetting of this font keeps the text (pdftotext reads it) but drops most glyph outlines, so
 * the page shows blanks (seen with pdftoppm). Whole, it adds about 3 MB to each document. The
 * file is read once per process and kept (about 5 MB).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const FONT_FILE = '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf';

let fontBytes: Promise<Uint8Array> | undefined;

/** The TTF's bytes, read on first use (resolved from node_modules, so it survives bundling). */
export function japaneseFontBytes(): Promise<Uint8Array> {
  fontBytes ??= readFile(createRequire(import.meta.url).resolve(FONT_FILE)).then((buffer) => new Uint8Array(buffer));
  return fontBytes;
}

/** Embeds Noto Sans JP (subset) into `doc`, registering fontkit on it. */
export async function embedJapaneseFont(doc: PDFDocument): Promise<PDFFont> {
  doc.registerFontkit(fontkit);
  return doc.embedFont(await japaneseFontBytes(), { subset: false });
}
