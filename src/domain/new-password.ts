/**
 * A new password typed twice: the first-run setup, an invitation, a reset link and one's own
 * change all ask for it. The password's own rules (length, the common ones) are the server's
 * (`passwordProblem`); this is only that the two fields agree, checked the same way everywhere.
 */
import { z } from 'zod';

export const newPasswordSchema = z
  .object({ password: z.string(), confirm: z.string() })
  .refine(({ password, confirm }) => password === confirm, { path: ['confirm'], message: 'mismatch' });

/** The password when the confirmation matches it, null when it does not. */
export function confirmedPassword(typed: { password: string; confirm: string }): string | null {
  const checked = newPasswordSchema.safeParse(typed);
  return checked.success ? checked.data.password : null;
}
