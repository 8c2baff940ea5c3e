/**
 * The upload check of a brochure's contents (issue 30), run on the PDF worker
 * (pdf-worker.server.ts) because a parse costs memory and CPU that follow the file's pages and
 * objects, not its size: caps on pages and image size, and the removal of everything that acts
 * when the copy is opened rather than shows (JavaScript, Launch, an opening action, additional
 * actions, embedded files, links to anything but a web page or a mail address). A stamped copy goes to a customer under the company's name: it must
 * carry nothing the company did not mean to send.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';
import {
  BROCHURE_MAX_IMAGE_PIXELS,
  BROCHURE_MAX_PAGES,
  type BrochureProblem,
  type RemovedContent,
  type RemovedContentKind,
} from '../../domain/materials.ts';

export type Inspection =
  | {
      ok: true;
      pages: number;
      removed: RemovedContent /** Rewritten when something was removed; else null. */;
      data: Uint8Array | null;
    }
  | { ok: false; problem: BrochureProblem };

const name = (value: string) => PDFName.of(value);
const KEY = {
  type: name('Type'),
  subtype: name('Subtype'),
  s: name('S'),
  a: name('A'),
  aa: name('AA'),
  openAction: name('OpenAction'),
  next: name('Next'),
  names: name('Names'),
  af: name('AF'),
  ef: name('EF'),
  javaScript: name('JavaScript'),
  embeddedFiles: name('EmbeddedFiles'),
  annots: name('Annots'),
  acroForm: name('AcroForm'),
  xfa: name('XFA'),
  width: name('Width'),
  height: name('Height'),
  root: name('Root'),
  uri: name('URI'),
};

/** Action types (the /S of an action) that run, open or send something, and how we report them. */
const ACTIVE_ACTIONS = new Map<PDFName, RemovedContentKind>([
  [name('JavaScript'), 'javascript'],
  [name('Launch'), 'launch'],
  [name('GoToE'), 'embeddedFiles'],
  [name('GoToR'), 'otherActions'],
  [name('ImportData'), 'otherActions'],
  [name('SubmitForm'), 'otherActions'],
  [name('RichMediaExecute'), 'otherActions'],
  [name('Rendition'), 'otherActions'],
]);

/** The only schemes a link in a brochure may open: a web page or a mail to someone. */
const WEB_SCHEMES = new Set(['https', 'http', 'mailto']);

/**
 * The scheme of a URI action's target, as a viewer reads it: literal or hex-encoded
 * (`<6a617661…>`), UTF-16 with its byte-order mark or single bytes, with the whitespace and
 * control characters a browser skips (leading, or inside as in `java\tscript:`) taken out.
 * Null when there is no string or no scheme (a relative link resolves against a base we drop).
 */
export function uriScheme(value: PDFObject | undefined): string | null {
  if (!(value instanceof PDFString || value instanceof PDFHexString)) return null;
  const bytes = value.asBytes();
  const text =
    bytes[0] === 0xfe && bytes[1] === 0xff
      ? new TextDecoder('utf-16be').decode(bytes.subarray(2))
      : Buffer.from(bytes).toString('latin1');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text.replace(/[\p{Cc}\p{Cf}\p{Z}]/gu, ''));
  return scheme ? (scheme[1] as string).toLowerCase() : null;
}

/** The kind of an active action `value` is (looked up through `dict`), or undefined for a harmless one. */
function activeKind(dict: PDFDict, value: PDFObject | undefined): RemovedContentKind | undefined {
  const action = value instanceof PDFRef ? dict.context.lookup(value) : value;
  if (!(action instanceof PDFDict)) return undefined;
  const type = action.lookup(KEY.s);
  if (type === KEY.uri) {
    // Only a link to a web page or a mail address stays; `javascript:`, `file:`, `data:` and the rest go.
    const scheme = uriScheme(action.lookup(KEY.uri));
    if (scheme !== null && WEB_SCHEMES.has(scheme)) return undefined;
    return scheme === 'javascript' ? 'javascript' : 'otherActions';
  }
  return type instanceof PDFName ? ACTIVE_ACTIONS.get(type) : undefined;
}

/** Removes every active part from `doc` in place; returns what went. */
export function sanitiseBrochure(doc: PDFDocument): RemovedContent {
  const removed: RemovedContent = {};
  const count = (kind: RemovedContentKind, n = 1) => {
    removed[kind] = (removed[kind] ?? 0) + n;
  };
  // Embedded files are counted by the file specifications that carry one (/EF); the places that
  // list them (the name tree, /AF, attachment annotations) go too, and count one if none carried.
  const attachments = { files: 0, tree: false };
  const catalog = doc.catalog;
  const names = catalog.lookup(KEY.names);
  if (names instanceof PDFDict) {
    if (names.has(KEY.javaScript)) {
      names.delete(KEY.javaScript);
      count('javascript');
    }
    if (names.has(KEY.embeddedFiles)) {
      names.delete(KEY.embeddedFiles);
      attachments.tree = true;
    }
  }
  // The catalog's base URI (/URI << /Base … >>): relative links would resolve against it.
  if (catalog.has(KEY.uri)) {
    catalog.delete(KEY.uri);
    count('otherActions');
  }
  const acroForm = catalog.lookup(KEY.acroForm);
  // An XFA form carries its own scripts.
  if (acroForm instanceof PDFDict && acroForm.has(KEY.xfa)) {
    acroForm.delete(KEY.xfa);
    count('otherActions');
  }
  // An opening action that is only a destination (open at page 1, fit) stays; one that acts goes.
  const opening = catalog.get(KEY.openAction);
  if (opening && activeKind(catalog, opening)) {
    catalog.delete(KEY.openAction);
    count('openAction');
  }
  for (const page of doc.getPages()) {
    const annots = page.node.lookup(KEY.annots);
    if (!(annots instanceof PDFArray)) continue;
    for (let i = annots.size() - 1; i >= 0; i -= 1) {
      const annot = annots.lookup(i);
      if (annot instanceof PDFDict && annot.lookup(KEY.subtype) === name('FileAttachment')) {
        annots.remove(i);
        attachments.tree = true;
      }
    }
  }
  // Every dictionary, direct or not: additional actions anywhere, active actions behind /A and /Next.
  const seen = new Set<PDFObject>();
  const visit = (object: PDFObject | undefined): void => {
    if (object === undefined || seen.has(object)) return;
    seen.add(object);
    if (object instanceof PDFArray) {
      for (const item of object.asArray()) visit(item);
      return;
    }
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (!dict) return;
    if (dict.has(KEY.aa)) {
      dict.delete(KEY.aa);
      count('additionalActions');
    }
    if (dict.has(KEY.af)) {
      dict.delete(KEY.af);
      attachments.tree = true;
    }
    if (dict.has(KEY.ef)) {
      dict.delete(KEY.ef);
      attachments.files += 1;
    }
    for (const key of [KEY.a, KEY.next]) {
      const value = dict.get(key);
      const kind = activeKind(dict, value);
      if (kind) {
        dict.delete(key);
        count(kind);
      } else if (key === KEY.next && value instanceof PDFArray) {
        for (let i = value.size() - 1; i >= 0; i -= 1) {
          const chained = activeKind(dict, value.get(i));
          if (chained) {
            value.remove(i);
            count(chained);
          }
        }
      }
    }
    for (const [, value] of dict.entries()) if (!(value instanceof PDFRef)) visit(value);
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) visit(object);
  if (attachments.files > 0 || attachments.tree) count('embeddedFiles', Math.max(1, attachments.files));
  return removed;
}

/**
 * Deletes every object nothing reaches from the trailer: what sanitising cut loose (the scripts'
 * own objects, embedded files' streams) must not stay in the bytes, referenced or not.
 */
export function dropUnreachable(doc: PDFDocument): void {
  const { context } = doc;
  const reached = new Set<string>();
  const stack: PDFObject[] = [];
  const push = (object: PDFObject | undefined) => {
    if (object) stack.push(object);
  };
  push(context.trailerInfo.Root);
  push(context.trailerInfo.Info);
  while (stack.length > 0) {
    const object = stack.pop();
    if (object instanceof PDFRef) {
      const key = object.toString();
      if (reached.has(key)) continue;
      reached.add(key);
      push(context.lookup(object));
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) push(item);
    } else if (object instanceof PDFStream) {
      push(object.dict);
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) push(value);
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref.toString())) context.delete(ref);
}

/** The largest image in `doc`, in pixels (an image costs its viewer its full size when shown). */
function largestImage(doc: PDFDocument): number {
  let largest = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFStream) || object.dict.lookup(KEY.subtype) !== name('Image')) continue;
    const width = Number(object.dict.lookup(KEY.width)?.toString() ?? 0);
    const height = Number(object.dict.lookup(KEY.height)?.toString() ?? 0);
    if (Number.isFinite(width * height)) largest = Math.max(largest, width * height);
  }
  return largest;
}

/**
 * Parses `data` as a brochure: refused when encrypted (we could not stamp it), empty, over the
 * page cap or holding an image over the pixel cap; otherwise sanitised, and rewritten only when
 * something was removed (an untouched file is stored as uploaded).
 */
export async function inspectBrochure(data: Uint8Array): Promise<Inspection> {
  try {
    return await inspectParsed(await PDFDocument.load(data, { updateMetadata: false, throwOnInvalidObject: true }));
  } catch (error) {
    // pdf-lib throws on broken structure anywhere (a trailer without /Root reads as `Pages` of undefined).
    const encrypted = error instanceof Error && /encrypt/i.test(error.message);
    return { ok: false, problem: encrypted ? 'encrypted' : 'unreadable' };
  }
}

async function inspectParsed(doc: PDFDocument): Promise<Inspection> {
  if (doc.isEncrypted) return { ok: false, problem: 'encrypted' };
  const pages = doc.getPageCount();
  if (pages === 0) return { ok: false, problem: 'noPages' };
  if (pages > BROCHURE_MAX_PAGES) return { ok: false, problem: 'tooManyPages' };
  if (largestImage(doc) > BROCHURE_MAX_IMAGE_PIXELS) return { ok: false, problem: 'imageTooLarge' };
  const removed = sanitiseBrochure(doc);
  if (Object.keys(removed).length === 0) return { ok: true, pages, removed, data: null };
  dropUnreachable(doc);
  return { ok: true, pages, removed, data: await doc.save({ useObjectStreams: false }) };
}
