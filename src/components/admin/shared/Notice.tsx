import type { ReactNode } from 'react';
import styles from './Notice.module.css';

interface Props {
  tone: 'info' | 'success' | 'error';
  children: ReactNode;
}

/** A message at the top of a page: errors are announced at once, the rest politely. */
export function Notice({ tone, children }: Props) {
  return (
    <div className={styles.notice} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
