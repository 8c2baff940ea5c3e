/** Brochure library rules shared by the admin form and the server. */

/** A brochure PDF's largest size, checked on the bytes received. */
export const BROCHURE_MAX_BYTES = 20 * 1024 * 1024;
export const BROCHURE_TITLE_MAX_LENGTH = 120;
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
  | 'title'
  | 'locale'
  | 'products'
  | 'notFound'
  | 'busy';

/** Why a sending is refused. */
export type SendProblem = 'notFound' | 'review' | 'spam' | 'noBrochures' | 'unknownBrochure' | 'note';

/** Why a lead of an inbox selection gets no materials. */
export type SelectionSkipReason = 'notFound' | 'review' | 'spam' | 'noMatch' | 'noneChosen' | 'brochureGone';
