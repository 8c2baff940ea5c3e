/** Test PDFs made with pdf-lib, and their text read back with poppler's pdftotext. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF of `pages` A4 pages, each saying which it is (and `label`). */
export async function makePdf(pages = 3, label = 'Brochure'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    const page = doc.addPage([595, 842]);
    page.drawText(`${label} page ${n}`, { x: 60, y: 760, size: 24, font });
  }
  return doc.save();
}

/** The text of each page (pdftotext splits pages with a form feed). */
export async function pdfPagesText(pdf: Uint8Array): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'in.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.split('\f').filter((page) => page.trim() !== '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
