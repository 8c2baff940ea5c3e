import type { ReactNode } from 'react';
import styles from './AdminPanel.module.css';

interface Props {
  /** The heading's id, for aria-labelledby. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled card on an admin page. */
export function AdminPanel({ id, title, children }: Props) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
