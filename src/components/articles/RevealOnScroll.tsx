import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './RevealOnScroll.module.css';

interface Props {
  children: ReactNode;
}

/**
 * Share of the wrapper that must be on screen before it animates in
 * (docs/product.md#interface-timings).
 */
export const revealThreshold = 0.1;

/**
 * Fades its content in once a tenth of it is visible (island, client:idle). Server HTML is
 * fully visible; only after hydration (`data-enhanced`) does unrevealed content start hidden,
 * and under reduced motion nothing is hidden or animated.
 */
export function RevealOnScroll({ children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setRevealed(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= revealThreshold - 0.001)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: revealThreshold },
    );
    observer.observe(element);
    setEnhanced(true);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={styles.reveal} data-reveal="" data-enhanced={enhanced} data-revealed={revealed}>
      {children}
    </div>
  );
}
