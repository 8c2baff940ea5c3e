import type { ReactNode } from 'react';
import styles from './AdminForm.module.css';

/** A form's buttons and links, in one row that wraps. */
export function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
