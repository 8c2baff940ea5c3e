/**
 * The personal copy: every page of a brochure stamped with the requester's name, organisation,
 * request date and request number (the copy is traceable, as the receipt mail promises). Run on
 * the PDF worker (pdf-worker.server.ts), once per link and version; the copy is then served as a
 * file (copies.server.ts). The copy is cleaned of active content on the way (pdf-inspect.server.ts).
 */
import { degrees, PDFDocument, rgb } from 'pdf-lib';
import { embedJapaneseFont } from '../platform/pdf-font.server.ts';
import { dropUnreachable, sanitiseBrochure } from './pdf-inspect.server.ts';

export interface StampText {
  /** One line, e.g. 「山田 花子 様（医療法人テスト会）・請求日 2026-11-27・請求番号 …」. */
  line: string;
  /** A second, shorter line: the request not to forward the copy. */
  notice: string;
}

const MARGIN = 14;
const SIZE = 7.5;

/**
 * `pdf` with both lines drawn along the foot of every page, inside its crop box, turned with
 * the page's rotation so they read upright; the text shrinks to fit a narrow page.
 */
export async function stampPdf(pdf: Uint8Array, text: StampText): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  // Cleaned again as it goes out: a brochure stored before a rule was added (a `javascript:`
  // link, say) must not reach a customer with it. Cheap beside the drawing.
  if (Object.keys(sanitiseBrochure(doc)).length > 0) dropUnreachable(doc);
  const font = await embedJapaneseFont(doc);
  for (const page of doc.getPages()) {
    const box = page.getCropBox();
    const rotation = ((page.getRotation().angle % 360) + 360) % 360;
    const upright = rotation === 90 || rotation === 270;
    const width = upright ? box.height : box.width;
    const lines = [text.line, text.notice];
    const widest = Math.max(...lines.map((line) => font.widthOfTextAtSize(line, SIZE)));
    const size = Math.min(SIZE, (SIZE * (width - 2 * MARGIN)) / Math.max(widest, 1));
    lines.forEach((line, index) => {
      // Offsets along the visual foot of the page, then mapped onto the unrotated page.
      const along = MARGIN;
      const up = MARGIN + (lines.length - 1 - index) * size * 1.4;
      const at =
        rotation === 90
          ? { x: box.x + box.width - up, y: box.y + along }
          : rotation === 180
            ? { x: box.x + box.width - along, y: box.y + box.height - up }
            : rotation === 270
              ? { x: box.x + up, y: box.y + box.height - along }
              : { x: box.x + along, y: box.y + up };
      page.drawText(line, { ...at, size, font, color: rgb(0.25, 0.25, 0.25), rotate: degrees(rotation) });
    });
  }
  return doc.save({ useObjectStreams: false });
}
