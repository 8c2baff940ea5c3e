import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styles from './ExternalLink.module.css';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  /** Screen-reader note that a new tab opens, from the locale dictionary. */
  newTabLabel: string;
  children: ReactNode;
  showIcon?: boolean;
}

/** Every outbound link: new tab, no opener, no referrer, and says so to assistive technology. */
export function ExternalLink({ href, newTabLabel, children, showIcon = true, ...rest }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {showIcon && (
        <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      )}
      <span className="visually-hidden">{newTabLabel}</span>
    </a>
  );
}
