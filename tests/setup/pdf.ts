/** Test PDFs made with pdf-lib, and their text read back with poppler's pdftotext. */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, PDFName, PDFRawStream, PDFString, StandardFonts } from 'pdf-lib';

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

/**
 * A brochure as printers export them: `pages` A4 pages, each a full-page photo (`bytesPerPage`
 * of incompressible pixels) under a line of text. 36 pages of 250 KB make the 9 MB of issue 30.
 */
export async function makePhotoBrochure(pages: number, bytesPerPage: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const side = Math.floor(Math.sqrt(bytesPerPage / 3));
  for (let n = 1; n <= pages; n += 1) {
    const page = doc.addPage([595, 842]);
    const pixels = randomBytes(side * side * 3);
    const image = doc.context.register(
      PDFRawStream.of(
        doc.context.obj({
          Type: 'XObject',
          Subtype: 'Image',
          Width: side,
          Height: side,
          ColorSpace: 'DeviceRGB',
          BitsPerComponent: 8,
          Length: pixels.length,
        }),
        pixels,
      ),
    );
    page.node.setXObject(PDFName.of(`Im${n}`), image);
    page.node.addContentStream(doc.context.register(doc.context.flateStream(`q 595 0 0 600 0 200 cm /Im${n} Do Q`)));
    page.drawText(`Photo brochure page ${n}`, { x: 60, y: 120, size: 18, font });
  }
  return doc.save();
}

/** What a hostile brochure carries that acts when opened, each where viewers look for it. */
export async function makeActivePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Active brochure page 1', { x: 60, y: 760, size: 24, font });
  const { context } = doc;
  const js = (code: string) => context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) });
  // Opened: a script; and a named script in the document's name tree.
  doc.catalog.set(PDFName.of('OpenAction'), context.register(js('app.alert("OpenAction ran")')));
  const scripts = context.obj({ Names: [PDFString.of('init'), context.register(js('app.alert("named script ran")'))] });
  const names = context.obj({ JavaScript: context.register(scripts) });
  doc.catalog.set(PDFName.of('Names'), context.register(names));
  // Additional actions: on the page's opening, and on the document's closing.
  page.node.set(PDFName.of('AA'), context.obj({ O: js('app.alert("page AA ran")') }));
  doc.catalog.set(PDFName.of('AA'), context.obj({ WC: js('app.alert("close AA ran")') }));
  // A link that launches a program.
  const launch = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [60, 600, 300, 640],
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'Launch', F: PDFString.of('cmd.exe'), Win: { F: PDFString.of('cmd.exe') } },
  });
  page.node.set(PDFName.of('Annots'), context.obj([context.register(launch)]));
  // An embedded file (the name tree's EmbeddedFiles).
  await doc.attach(Buffer.from('MZ not really a program'), 'setup.exe', { mimeType: 'application/octet-stream' });
  return doc.save({ useObjectStreams: false });
}

/** `pages` bare pages packed in object streams: 3,000 of them fit in well under 1 MB. */
export async function makeManyPagesPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let n = 0; n < pages; n += 1) doc.addPage([595, 842]);
  return doc.save({ useObjectStreams: true });
}
