/** Brochure library rules shared by the admin form and the server. */

/** A brochure PDF's largest size, checked on the bytes received. */
export const BROCHURE_MAX_BYTES = 20 * 1024 * 1024;
export const BROCHURE_TITLE_MAX_LENGTH = 120;
/**
 * A brochure's most pages: every page is parsed, stamped and written again for each copy, so
 * the work follows the page count, not the file size (issue 30: 3,000 pages in 640 KB).
 */
export const BROCHURE_MAX_PAGES = 200;
/** The largest image a brochure may hold, in pixels (8,000 × 6,000: A3 at 600 dpi fits). */
export const BROCHURE_MAX_IMAGE_PIXELS = 48_000_000;
/** The personal line staff may add to the mail with the links. */
export const MATERIALS_NOTE_MAX_LENGTH = 500;
export const LINK_DAYS_DEFAULT = 30;
export const LINK_DAYS_MIN = 1;
export const LINK_DAYS_MAX = 180;

/** Why an upload or a brochure's fields are refused (named by the admin copy). */
export type BrochureProblem =
  | 'fileMissing'
  | 'fileTooLarge'
  | 'notPdf'
  | 'unreadable'
  | 'encrypted'
  | 'noPages'
  | 'tooManyPages'
  | 'imageTooLarge'
  | 'duplicate'
  | 'title'
  | 'locale'
  | 'products'
  | 'notFound'
  | 'busy';

/**
 * What the upload check removes from a brochure before it is stored, so that no stamped copy
 * carries it to a customer under the company's name.
 */
export const REMOVED_CONTENT_KINDS = [
  'javascript',
  'launch',
  'openAction',
  'additionalActions',
  'embeddedFiles',
  'otherActions',
] as const;
export type RemovedContentKind = (typeof REMOVED_CONTENT_KINDS)[number];
/** How many of each were removed (kinds with none are absent). */
export type RemovedContent = Partial<Record<RemovedContentKind, number>>;

/** Why a sending is refused. */
export type SendProblem = 'notFound' | 'review' | 'spam' | 'noBrochures' | 'unknownBrochure' | 'note';

/** Why a lead of an inbox selection gets no materials. */
export type SelectionSkipReason = 'notFound' | 'review' | 'spam' | 'noMatch' | 'noneChosen' | 'brochureGone';
