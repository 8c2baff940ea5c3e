import { Notice } from '../shared/Notice.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';

interface Props {
  /** The link can be used; otherwise one message, whatever made it unusable. */
  valid: boolean;
  lead: string;
  /** What went wrong with the last post as a whole (not a field's error). */
  problem: string | null;
  /** The message for a link that cannot be used, and where to go instead. */
  invalid: { message: string; href: string; link: string };
  form: Parameters<typeof NewPasswordForm>[0];
}

/**
 * What a page opened from an e-mailed link shows (an invitation, a password reset): the lead, a
 * problem and the new-password form while the link is good, else the one message for any bad
 * link with a way on.
 */
export function TokenPasswordPage({ valid, lead, problem, invalid, form }: Props) {
  if (!valid) {
    return (
      <Notice tone="error">
        <p>{invalid.message}</p>
        <p>
          <a href={invalid.href}>{invalid.link}</a>
        </p>
      </Notice>
    );
  }
  return (
    <>
      <p>{lead}</p>
      {problem ? (
        <Notice tone="error">
          <p>{problem}</p>
        </Notice>
      ) : null}
      <NewPasswordForm {...form} />
    </>
  );
}
