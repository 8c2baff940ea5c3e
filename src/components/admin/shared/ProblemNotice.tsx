import type { ReactNode } from 'react';
import { Notice } from './Notice.tsx';

interface Props {
  title: string;
  body: string;
  /** The list of what was refused, and anything after it. */
  children: ReactNode;
}

/** Why an action was refused (a dispatch batch, a Shift_JIS export): its title, explanation and list. */
export function ProblemNotice({ title, body, children }: Props) {
  return (
    <Notice tone="error">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{body}</p>
      {children}
    </Notice>
  );
}
