import type { ReactNode } from 'react';
import styles from './ArticleBody.module.css';

interface Props {
  children: ReactNode;
}

/** The readable column an article's sections sit in. */
export function ArticleBody({ children }: Props) {
  return <div className={styles.body}>{children}</div>;
}
