import type { ReactNode } from 'react';
import styles from './AdminForm.module.css';

/** Fields side by side where they fit (a date beside a language), one under the other on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
