/**
 * The A4 address-label sheet: the presets' geometry (pure, in millimetres, top-left origin as
 * the sheet's maker draws it), each label's lines (〒, the address wrapped between its parts,
 * organisation, position, name with its honorific), and the PDF drawn from them with the embedded
 * fonts (Japanese, and simplified Chinese when a label needs it). A printer that feeds a few millimetres off is corrected by an offset on every label.
 */
import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { dispatchCopy } from '../../content/admin/dispatch.ts';
import { formatPostalCode } from '../../domain/lead/postal-code.ts';
import { embedChineseFont, embedJapaneseFont, fontCoverage } from '../platform/pdf-font.server.ts';
import { addressParts, spaceParts, wrapParts } from './address-parts.server.ts';
import type { DispatchProblem, RecipientPart } from './carrier-csv.server.ts';
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
  /** Where the line may break: an address between its parts, the rest at the spaces typed. */
  parts: string[];
  /** The field it prints, as a problem names it, and the lead's field it is written from. */
  column: string;
  field: LabelField;
}

/** The lead's fields a label prints (no phone). */
type LabelField = Exclude<RecipientPart, 'phone'>;

const fields = dispatchCopy.labelFields;

/** A label's lines before wrapping; the name line carries the honorific. */
export function labelLines(recipient: Recipient): LabelLine[] {
  const personal = recipient.name !== '';
  const line = (text: string, size: number, field: LabelField, parts = spaceParts(text)): LabelLine => ({
    text,
    size,
    parts,
    column: fields[field],
    field,
  });
  const name = personal ? recipient.name : recipient.organization;
  return [
    ...(recipient.postalCode ? [line(formatPostalCode(recipient.postalCode), 10, 'postalCode')] : []),
    line(recipient.address, 10, 'address', addressParts(recipient.address)),
    ...(personal && recipient.organization ? [line(recipient.organization, 10, 'organization')] : []),
    ...(personal && recipient.position ? [line(recipient.position, 9, 'position')] : []),
    line(`${name}　${recipient.honorific}`, 14, personal ? 'name' : 'organization', [
      ...spaceParts(name),
      `　${recipient.honorific}`,
    ]),
  ];
}

const MM = 72 / 25.4;
const LEADING = 1.25;

/**
 * The sheet's fonts: Noto Sans JP, and Noto Sans SC for what it lacks (东 纪 丽 疗 经), embedded
 * only when a label needs it. Each character is drawn with the first font that carries it.
 */
interface LabelFonts {
  fonts: { font: PDFFont; covers: Set<number> }[];
  /** Each character's advance at size 1 in its font: a sheet measures the same few hundred. */
  advances: Map<string, number>;
}

function fontFor(fonts: LabelFonts, char: string): PDFFont | null {
  const point = char.codePointAt(0) ?? 0;
  return fonts.fonts.find((entry) => entry.covers.has(point))?.font ?? null;
}

/** Summed per character (no kerning in this text): linear, where measuring whole lines was not. */
function measure(fonts: LabelFonts, text: string, size: number): number {
  let width = 0;
  for (const char of text) {
    let unit = fonts.advances.get(char);
    if (unit === undefined) {
      unit = fontFor(fonts, char)?.widthOfTextAtSize(char, 1) ?? 0;
      fonts.advances.set(char, unit);
    }
    width += unit * size;
  }
  return width;
}

/** The characters of `text` no font of the sheet carries, each once. */
function uncovered(covers: readonly Set<number>[], text: string): string[] {
  const chars = new Set<string>();
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    if (!covers.some((set) => set.has(point))) chars.add(char);
  }
  return [...chars];
}

/**
 * Wrapped lines that fit the label, shrinking every size together (to half at most) until they
 * fit its height with no part broken inside: a place name is made smaller before it is split.
 */
function fitLines(fonts: LabelFonts, lines: LabelLine[], cell: LabelCell): { text: string; size: number }[] {
  const innerWidth = (cell.width - 2 * LABEL_PADDING) * MM;
  const innerHeight = (cell.height - 2 * LABEL_PADDING) * MM;
  for (let scale = 1; ; scale -= 0.05) {
    let split = false;
    const wrapped = lines.flatMap((line) => {
      const size = line.size * scale;
      const result = wrapParts(line.parts, innerWidth, (text) => measure(fonts, text, size));
      split ||= result.split;
      return result.lines.map((text) => ({ text, size }));
    });
    const height = wrapped.reduce((sum, line) => sum + line.size * LEADING, 0);
    if ((height <= innerHeight && !split) || scale <= 0.5) return wrapped;
  }
}

/** A line's runs of characters that share a font, in order. */
function runs(fonts: LabelFonts, text: string): { text: string; font: PDFFont }[] {
  const found: { text: string; font: PDFFont }[] = [];
  for (const char of text) {
    const font = fontFor(fonts, char);
    if (!font) continue;
    const last = found.at(-1);
    if (last && last.font === font) last.text += char;
    else found.push({ text: char, font });
  }
  return found;
}

function drawLabel(page: PDFPage, fonts: LabelFonts, lines: LabelLine[], cell: LabelCell): void {
  let baseline = (A4.height - cell.y - LABEL_PADDING) * MM;
  for (const line of fitLines(fonts, lines, cell)) {
    baseline -= line.size * LEADING;
    let x = (cell.x + LABEL_PADDING) * MM;
    for (const run of runs(fonts, line.text)) {
      page.drawText(run.text, { x, y: baseline + line.size * 0.25, size: line.size, font: run.font });
      x += measure(fonts, run.text, line.size);
    }
  }
}

export type LabelSheet = { ok: true; bytes: Uint8Array } | { ok: false; problems: DispatchProblem[] };

/**
 * One A4 page per full sheet of labels, in the order given; or, when a label holds a character
 * neither font carries (𠮷, an emoji, hangul), every such lead with its characters, as the CSVs
 * refuse what CP932 cannot carry: a label never prints a blank box.
 */
export async function labelSheetPdf(
  recipients: readonly Recipient[],
  presetId: LabelPresetId,
  offset: LabelOffset,
): Promise<LabelSheet> {
  const preset = labelPresets[presetId];
  const doc = await PDFDocument.create();
  doc.setTitle('宛名ラベル');
  doc.setCreator('Pelvia admin');
  const japanese = await embedJapaneseFont(doc);
  const fonts: LabelFonts = { fonts: [{ font: japanese, covers: fontCoverage(japanese) }], advances: new Map() };
  const labels = recipients.map((recipient) => ({ recipient, lines: labelLines(recipient) }));
  const lacking = (label: (typeof labels)[number]) =>
    label.lines.some((line) => uncovered(coversOf(fonts), line.text).length > 0);
  if (labels.some(lacking)) {
    const chinese = await embedChineseFont(doc);
    fonts.fonts.push({ font: chinese, covers: fontCoverage(chinese) });
  }
  const problems = labels.flatMap(({ recipient, lines }) =>
    lines.flatMap((line) => {
      const chars = uncovered(coversOf(fonts), line.text);
      return chars.length > 0
        ? [{ leadId: recipient.leadId, column: line.column, fields: [line.field], kind: 'glyph' as const, chars }]
        : [];
    }),
  );
  if (problems.length > 0) return { ok: false, problems };

  const perSheet = preset.columns * preset.rows;
  let page: PDFPage | undefined;
  labels.forEach(({ lines }, index) => {
    if (index % perSheet === 0) page = doc.addPage([A4.width * MM, A4.height * MM]);
    if (page) drawLabel(page, fonts, lines, labelCell(preset, index, offset));
  });
  if (!page) doc.addPage([A4.width * MM, A4.height * MM]);
  return { ok: true, bytes: await doc.save() };
}

const coversOf = (fonts: LabelFonts): Set<number>[] => fonts.fonts.map((entry) => entry.covers);
