import { useEffect, useRef, useState } from 'react';
import styles from './ProductSubnav.module.css';

interface Item {
  label: string;
  href: string;
  current: boolean;
}

interface Props {
  items: Item[];
  labels: { label: string; select: string };
}

/**
 * The bar linking the product detail routes (island, client:idle). On phones it is a
 * 「製品を選択」 disclosure (<details>, works without JavaScript) that collapses after a pick.
 */
export function ProductSubnav({ items, labels }: Props) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const links = (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.href}>
          <a
            className={styles.link}
            href={item.href}
            aria-current={item.current ? 'page' : undefined}
            onClick={() => detailsRef.current?.removeAttribute('open')}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <div className={styles.subnav} data-product-subnav="" data-enhanced={enhanced}>
      <nav className={styles.bar} aria-label={labels.label}>
        {links}
      </nav>
      <details ref={detailsRef} className={styles.menu}>
        <summary className={styles.summary}>{labels.select}</summary>
        <nav aria-label={labels.label}>{links}</nav>
      </details>
    </div>
  );
}
