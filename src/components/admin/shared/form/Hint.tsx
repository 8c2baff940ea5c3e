import type { ReactNode } from 'react';
import styles from './AdminForm.module.css';

interface Props {
  id?: string | undefined;
  children: ReactNode;
}

/** A form's or a group's explanation, in the muted small type. */
export function Hint({ id, children }: Props) {
  return (
    <p className={styles.hint} id={id}>
      {children}
    </p>
  );
}
