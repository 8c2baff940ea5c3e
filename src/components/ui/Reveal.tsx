import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './Reveal.module.css';

/** A section animates in once 10% of it is visible (docs/product.md#interface-timings). */
export const REVEAL_THRESHOLD = 0.1;

interface Props {
  children?: ReactNode;
}

type State = 'static' | 'hidden' | 'revealed';

/**
 * Lets server-rendered content fade in once when it scrolls into view (island). The hidden
 * state exists only after hydration and only for content not yet on screen, so the page is
 * complete without JavaScript; under reduced motion nothing is hidden. State in `data-revealed`.
 */
export function Reveal({ children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible) {
          observer.disconnect();
          setState('revealed');
        } else if (first) {
          setState('hidden');
        }
        first = false;
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={styles.reveal}
      data-reveal=""
      data-revealed={state === 'static' ? undefined : String(state === 'revealed')}
    >
      {children}
    </div>
  );
}
