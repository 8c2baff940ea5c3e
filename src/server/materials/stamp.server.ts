/**
 * The personal copy: every page of a brochure stamped, at download time, with the requester's
 * name, organisation, request date and request number (the copy is traceable, as the receipt
 * mail promises). Stamped copies are never stored: each download stamps anew.
 *
 * Stamping a 20 MB brochure holds the parsed document in memory, so at most STAMP_SLOTS run at
 * once across the process and at most STAMP_QUEUE wait; a download beyond that is told to try
 * again (`busy`). A slot is held until the copy has been handed over (see `release`), so the
 * memory of 20 concurrent downloads is that of STAMP_SLOTS, whatever the clients' speed.
 */
import { degrees, PDFDocument, rgb } from 'pdf-lib';
import { embedJapaneseFont } from '../platform/pdf-font.server.ts';

/** Stamps running at once in one process. */
export const STAMP_SLOTS = 2;
/** Downloads waiting for a slot; more are refused at once. */
export const STAMP_QUEUE = 40;
/** A slot whose copy has not been handed over in this long is freed anyway (a stalled client). */
export const STAMP_HOLD_MS = 120_000;

export interface StampText {
  /** One line, e.g. 「山田 花子 様（医療法人テスト会）・請求日 2026-11-27・請求番号 …」. */
  line: string;
  /** A second, shorter line: the request not to forward the copy. */
  notice: string;
}

export interface Semaphore {
  /** Resolves with a release function once a slot is free; null when the queue is full. */
  acquire(): Promise<(() => void) | null>;
  readonly running: number;
  readonly waiting: number;
}

export function createSemaphore(slots: number, queue: number): Semaphore {
  let running = 0;
  const waiters: (() => void)[] = [];
  const releaser = (): (() => void) => {
    let released = false;
    const timer = setTimeout(() => release(), STAMP_HOLD_MS);
    timer.unref();
    function release(): void {
      if (released) return;
      released = true;
      clearTimeout(timer);
      const next = waiters.shift();
      if (next) next();
      else running -= 1;
    }
    return release;
  };
  return {
    acquire() {
      if (running < slots) {
        running += 1;
        return Promise.resolve(releaser());
      }
      if (waiters.length >= queue) return Promise.resolve(null);
      // The slot passes straight to the waiter: `running` stays the same.
      return new Promise((resolve) => waiters.push(() => resolve(releaser())));
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
  };
}

/** The process's stamping slots. */
export const stampSlots = createSemaphore(STAMP_SLOTS, STAMP_QUEUE);

const MARGIN = 14;
const SIZE = 7.5;

/**
 * `pdf` with both lines drawn along the foot of every page, inside its crop box, turned with
 * the page's rotation so they read upright; the text shrinks to fit a narrow page.
 */
export async function stampPdf(pdf: Uint8Array, text: StampText): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
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
