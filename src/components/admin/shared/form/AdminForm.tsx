import type { FormHTMLAttributes } from 'react';
import styles from './AdminForm.module.css';
import { Hint } from './Hint.tsx';

interface Props extends Omit<FormHTMLAttributes<HTMLFormElement>, 'className'> {
  /** 48rem by default; `narrow` for a sign-in sized form, `full` for the container's width. */
  width?: 'narrow' | 'full' | undefined;
  /** On its own card (sign-in, setup, codes). */
  boxed?: boolean | undefined;
  /** A form among others in a panel: its own small heading and hint, which name and describe it. */
  heading?: { id: string; title: string; hint?: string | undefined } | undefined;
}

/** An admin form: a plain POST by default, its parts one under the other. */
export function AdminForm({ width, boxed, heading, method = 'post', children, ...rest }: Props) {
  return (
    <form
      className={styles.form}
      method={method}
      data-width={width}
      data-boxed={boxed ? '' : undefined}
      aria-labelledby={heading ? `${heading.id}-title` : undefined}
      aria-describedby={heading?.hint ? `${heading.id}-hint` : undefined}
      {...rest}
    >
      {heading ? (
        <>
          <h3 id={`${heading.id}-title`} className={styles.title}>
            {heading.title}
          </h3>
          {heading.hint ? <Hint id={`${heading.id}-hint`}>{heading.hint}</Hint> : null}
        </>
      ) : null}
      {children}
    </form>
  );
}
