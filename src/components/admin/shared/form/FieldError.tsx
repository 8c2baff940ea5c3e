import type { ReactNode } from 'react';
import styles from './AdminForm.module.css';

interface Props {
  id?: string | undefined;
  children: ReactNode;
}

/** A field's or a group's validation message (nothing when there is none). */
export function FieldError({ id, children }: Props) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <p className={styles.error} id={id} data-field-error="">
      {children}
    </p>
  );
}
