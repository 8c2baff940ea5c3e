import type { ReactNode } from 'react';
import styles from './TwoColumns.module.css';

interface Props {
  /** The columns' widths from 960 px up, first column first; below that they stack. */
  widths: '1:1' | '1:1.1' | '1.1:1' | '5:6';
  /** The two columns: text and a picture or video. */
  children: ReactNode;
}

/** Text beside a picture or video within the content width, centred on each other. */
export function TwoColumns({ widths, children }: Props) {
  return (
    <div className={styles.columns} data-widths={widths}>
      {children}
    </div>
  );
}
