/** Test PDFs made with pdf-lib, and their text read back with poppler's pdftotext. */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFStream,
  PDFString,
  StandardFonts,
} from 'pdf-lib';

/** A PDF of `pages` A4 pages, each saying which it is (and `label`). */
export async function makePdf(pages = 3, label = 'Brochure'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Each call a different file: e2e tests share one library, which refuses the same bytes twice,
  // and two made in the same second were the same bytes.
  doc.setSubject(`${label} ${randomUUID()}`);
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

/**
 * A brochure whose links try every way of naming a scheme that is not a web page or a mail
 * address (issue 41): `javascript:` as written, hex-encoded, UTF-16, upper case, behind
 * control characters and a tab, `file:` and `data:`, chained after a harmless link, as the
 * opening action; GoToR, ImportData and SubmitForm; and a catalog base URI of `javascript:`.
 * Three honest links (https, http, mailto) must survive.
 */
export const WEB_LINKS = ['https://www.example.jp/', 'http://example.com/a', 'mailto:info@example.jp'];
export async function makeLinkTricksPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Each call a different file: the library refuses a second upload of the same bytes.
  doc.setSubject(`link tricks ${randomUUID()}`);
  const page = doc.addPage([595, 842]);
  const { context } = doc;
  const uri = (target: PDFObject, next?: PDFObject) =>
    context.obj({ Type: 'Action', S: 'URI', URI: target, ...(next ? { Next: next } : {}) });
  const js = 'javascript:app.alert(1)';
  const hex = (text: string) => PDFHexString.of(Buffer.from(text, 'latin1').toString('hex'));
  const actions: PDFObject[] = [
    uri(PDFString.of(js)),
    uri(hex(js)),
    uri(PDFHexString.fromText(js)),
    uri(PDFString.of('JAVASCRIPT:app.alert(2)')),
    uri(hex(` 	${js}`)),
    uri(hex('java	script:app.alert(3)')),
    uri(PDFString.of('file:///etc/passwd')),
    uri(PDFString.of('data:text/html,<script>alert(4)</script>')),
    uri(PDFString.of('vbscript:msgbox(5)')),
    uri(PDFString.of(WEB_LINKS[0] as string), uri(PDFString.of(js))),
    context.obj({ S: 'GoToR', F: PDFString.of('other.pdf'), D: [0, PDFName.of('Fit')] }),
    context.obj({ S: 'ImportData', F: PDFString.of('data.fdf') }),
    context.obj({ S: 'SubmitForm', F: { FS: 'URL', F: PDFString.of('https://evil.example/') } }),
    uri(PDFString.of(WEB_LINKS[1] as string)),
    uri(PDFString.of(WEB_LINKS[2] as string)),
  ];
  const annots = actions.map((action, i) =>
    context.register(
      context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [60, 800 - i * 40, 300, 830 - i * 40], A: action }),
    ),
  );
  page.node.set(PDFName.of('Annots'), context.obj(annots));
  doc.catalog.set(PDFName.of('OpenAction'), context.register(uri(PDFString.of(js))));
  doc.catalog.set(PDFName.of('URI'), context.obj({ Base: PDFString.of('javascript:') }));
  return doc.save({ useObjectStreams: false });
}

const pdfText = (value: PDFObject | undefined): string | null => {
  if (!(value instanceof PDFString || value instanceof PDFHexString)) return null;
  const bytes = value.asBytes();
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? new TextDecoder('utf-16be').decode(bytes.subarray(2))
    : Buffer.from(bytes).toString('latin1');
};

/** Every action in the file (a dictionary with /S), and whether the catalog has a base URI. */
export async function pdfActions(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const actions: { type: string; uri: string | null }[] = [];
  const seen = new Set<PDFObject>();
  const visit = (object: PDFObject | undefined) => {
    if (!object || seen.has(object)) return;
    seen.add(object);
    if (object instanceof PDFArray) return object.asArray().forEach(visit);
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (!dict) return;
    const type = dict.get(PDFName.of('S'));
    if (type instanceof PDFName) actions.push({ type: type.decodeText(), uri: pdfText(dict.get(PDFName.of('URI'))) });
    for (const [, value] of dict.entries()) visit(value);
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) visit(object);
  return { actions, base: doc.catalog.has(PDFName.of('URI')) };
}

/** `pages` bare pages packed in object streams: 3,000 of them fit in well under 1 MB. */
export async function makeManyPagesPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let n = 0; n < pages; n += 1) doc.addPage([595, 842]);
  return doc.save({ useObjectStreams: true });
}
