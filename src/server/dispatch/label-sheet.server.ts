/**
 * The A4 address-label sheet: the presets' geometry (pure, in millimetres, top-left origin as
 * the sheet's maker draws it), each label's lines (〒, the address wrapped, organisation,
 * position, name with its honorific), and the PDF drawn from them with the embedded Japanese
 * font. A printer that feeds a few millimetres off is corrected by an offset on every label.
 */
import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatPostalCode } from '../../domain/lead/postal-code.ts';
import { embedJapaneseFont } from '../platform/pdf-font.server.ts';
import type { Recipient } from './recipient.server.ts';

export const A4 = { width: 210, height: 297 } as const;

export interface LabelPreset {
  columns: number;
  rows: number;
  /** One label, mm. */
  width: number;
  height: number;
  /** Sheet edge to the first label, mm. */
  top: number;
  left: number;
  /** Label to label, mm (width/height plus any gap). */
  pitchX: number;
  pitchY: number;
}

/**
 * The common Japanese A4 sheets: 12面 86.4×42.3 (2×6, no gaps), 10面 86.4×50.8 (2×5) and 24面
 * 70×33.9 (3×8); each centred on the sheet as their makers cut them.
 */
export const labelPresets = {
  '12': { columns: 2, rows: 6, width: 86.4, height: 42.3, top: 21.6, left: 18.6, pitchX: 86.4, pitchY: 42.3 },
  '10': { columns: 2, rows: 5, width: 86.4, height: 50.8, top: 21.5, left: 18.6, pitchX: 86.4, pitchY: 50.8 },
  '24': { columns: 3, rows: 8, width: 70, height: 33.9, top: 12.9, left: 0, pitchX: 70, pitchY: 33.9 },
} as const satisfies Record<string, LabelPreset>;
export type LabelPresetId = keyof typeof labelPresets;
export const labelPresetIds = Object.keys(labelPresets) as LabelPresetId[];

export interface LabelOffset {
  /** mm to the right (negative: left). */
  x: number;
  /** mm down (negative: up). */
  y: number;
}

/** The printer offset's bounds: beyond them the sheet itself is wrong, not the feed. */
export const MAX_OFFSET_MM = 10;

export interface LabelCell {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Label `index` (0-based, row by row) on its sheet, mm from the sheet's top-left corner. */
export function labelCell(preset: LabelPreset, index: number, offset: LabelOffset = { x: 0, y: 0 }): LabelCell {
  const onSheet = index % (preset.columns * preset.rows);
  const column = onSheet % preset.columns;
  const row = Math.floor(onSheet / preset.columns);
  return {
    x: preset.left + column * preset.pitchX + offset.x,
    y: preset.top + row * preset.pitchY + offset.y,
    width: preset.width,
    height: preset.height,
  };
}

/** Inner margin of a label, mm: clear of the die cut. */
export const LABEL_PADDING = 4;

export interface LabelLine {
  text: string;
  size: number;
}

/** A label's lines before wrapping; the name line carries the honorific. */
export function labelLines(recipient: Recipient): LabelLine[] {
  const personal = recipient.name !== '';
  return [
    ...(recipient.postalCode ? [{ text: formatPostalCode(recipient.postalCode), size: 10 }] : []),
    { text: recipient.address, size: 10 },
    ...(personal && recipient.organization ? [{ text: recipient.organization, size: 10 }] : []),
    ...(personal && recipient.position ? [{ text: recipient.position, size: 9 }] : []),
    { text: `${personal ? recipient.name : recipient.organization}　${recipient.honorific}`, size: 14 },
  ];
}

const MM = 72 / 25.4;
const LEADING = 1.25;

/** Each character's advance at size 1, per embedded font: a sheet measures the same few hundred. */
const advances = new WeakMap<PDFFont, Map<string, number>>();
function advanceCache(font: PDFFont): Map<string, number> {
  let cache = advances.get(font);
  if (!cache) {
    cache = new Map();
    advances.set(font, cache);
  }
  return cache;
}

/**
 * Breaks `text` into lines no wider than `maxWidth` points at `size`: at a space when the part
 * after it fits a line of its own (an address breaks before the building's name, as people write
 * it), otherwise character by character.
 */
function wrap(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const widths = advanceCache(font);
  // Summed per character (no kerning in this text): linear, where measuring the whole line
  // again for every character made a 500-label sheet take seconds.
  const advance = (char: string): number => {
    let unit = widths.get(char);
    if (unit === undefined) {
      unit = font.widthOfTextAtSize(char, 1);
      widths.set(char, unit);
    }
    return unit * size;
  };
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const word of text.split(/(?<=[ 　])/)) {
    const chars = [...word];
    const wordWidth = chars.reduce((sum, char) => sum + advance(char), 0);
    if (line !== '' && width + wordWidth > maxWidth && wordWidth <= maxWidth) {
      lines.push(line.trimEnd());
      line = '';
      width = 0;
    }
    for (const char of chars) {
      if (line !== '' && width + advance(char) > maxWidth) {
        lines.push(line.trimEnd());
        line = char.trim() === '' ? '' : char;
        width = line === '' ? 0 : advance(char);
      } else {
        line += char;
        width += advance(char);
      }
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** Wrapped lines that fit the label's height, shrinking every size together until they do. */
function fitLines(font: PDFFont, lines: LabelLine[], cell: LabelCell): LabelLine[] {
  const innerWidth = (cell.width - 2 * LABEL_PADDING) * MM;
  const innerHeight = (cell.height - 2 * LABEL_PADDING) * MM;
  for (let scale = 1; ; scale -= 0.05) {
    const wrapped = lines.flatMap((line) =>
      wrap(font, line.text, line.size * scale, innerWidth).map((text) => ({ text, size: line.size * scale })),
    );
    const height = wrapped.reduce((sum, line) => sum + line.size * LEADING, 0);
    if (height <= innerHeight || scale <= 0.5) return wrapped;
  }
}

function drawLabel(page: PDFPage, font: PDFFont, recipient: Recipient, cell: LabelCell): void {
  let baseline = (A4.height - cell.y - LABEL_PADDING) * MM;
  for (const line of fitLines(font, labelLines(recipient), cell)) {
    baseline -= line.size * LEADING;
    page.drawText(line.text, {
      x: (cell.x + LABEL_PADDING) * MM,
      y: baseline + line.size * 0.25,
      size: line.size,
      font,
    });
  }
}

/** One A4 page per full sheet of labels, in the order given. */
export async function labelSheetPdf(
  recipients: readonly Recipient[],
  presetId: LabelPresetId,
  offset: LabelOffset,
): Promise<Uint8Array> {
  const preset = labelPresets[presetId];
  const doc = await PDFDocument.create();
  doc.setTitle('宛名ラベル');
  doc.setCreator('Pelvia admin');
  const font = await embedJapaneseFont(doc);
  const perSheet = preset.columns * preset.rows;
  let page: PDFPage | undefined;
  recipients.forEach((recipient, index) => {
    if (index % perSheet === 0) page = doc.addPage([A4.width * MM, A4.height * MM]);
    if (page) drawLabel(page, font, recipient, labelCell(preset, index, offset));
  });
  if (!page) doc.addPage([A4.width * MM, A4.height * MM]);
  return doc.save();
}
