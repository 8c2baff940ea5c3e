import type { FormHTMLAttributes } from 'react';
import styles from './AdminForm.module.css';

interface Props extends Omit<FormHTMLAttributes<HTMLFormElement>, 'className'> {
  /** 48rem by default; `narrow` for a sign-in sized form, `full` for the container's width. */
  width?: 'narrow' | 'full' | undefined;
  /** On its own card (sign-in, setup, codes). */
  boxed?: boolean | undefined;
}

/** An admin form: a plain POST by default, its parts one under the other. */
export function AdminForm({ width, boxed, method = 'post', ...rest }: Props) {
  return (
    <form className={styles.form} method={method} data-width={width} data-boxed={boxed ? '' : undefined} {...rest} />
  );
}
