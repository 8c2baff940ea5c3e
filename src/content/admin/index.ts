import { type AdminCopy, ja, type TestEmailCopy, type TestEmailField } from './ja.ts';

export type { AdminCopy, TestEmailCopy, TestEmailField };

/** Every word of the admin area: Japanese only (the staff work in Japanese). */
export const adminCopy: { ja: AdminCopy } = { ja };
