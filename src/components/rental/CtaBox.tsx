import type { ReactNode } from 'react';
import styles from './CtaBox.module.css';

interface Props {
  /** The call to action, e.g. a booking button island. */
  children: ReactNode;
}

/** Centres a section's main action. */
export function CtaBox({ children }: Props) {
  return <div className={styles.box}>{children}</div>;
}
