import type { ReactNode } from 'react';
import type { NavLink } from '../../content/navigation.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './PageLink.module.css';

interface Props {
  link: Pick<NavLink, 'href' | 'external' | 'hreflang'>;
  children: ReactNode;
  className?: string;
  /** "opens in a new tab", for outbound links. */
  newTabLabel: string;
  /** The marker shown when the link leaves the visitor's language for a Japanese-only page. */
  japaneseOnlyLabel: string;
}

/** A link from the home page: outbound in a new tab, internal in place, Japanese-only pages marked. */
export function PageLink({ link, children, className, newTabLabel, japaneseOnlyLabel }: Props) {
  if (link.external) {
    return (
      <ExternalLink className={className} href={link.href} newTabLabel={newTabLabel}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <a className={className} href={link.href} hrefLang={link.hreflang}>
      {children}
      {link.hreflang === 'ja' && <span className={styles.language}>{japaneseOnlyLabel}</span>}
    </a>
  );
}
