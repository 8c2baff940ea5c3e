import { AdminButton } from '../shared/AdminButton.tsx';

interface Props {
  action: string;
  label: string;
}

/** Gives up a half-finished sign-in (factor step, enrolment): ends the pending session. */
export function CancelSignIn({ action, label }: Props) {
  return (
    <form method="post" action={action}>
      <AdminButton tone="secondary">{label}</AdminButton>
    </form>
  );
}
