import { useEffect, useRef, useState } from 'react';
import styles from './StatCounters.module.css';

/** The figures count up over 2000 ms… */
export const STATS_DURATION_MS = 2000;
/** …once at least 10% of the band is visible (docs/product.md#interface-timings). */
export const STATS_THRESHOLD = 0.1;

export interface StatCounter {
  id: string;
  value: number;
  decimals: number;
  unit: string;
  label: string;
}

interface Props {
  items: StatCounter[];
}

type Phase = 'final' | 'waiting' | 'counting' | 'done';

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * The four figures of the statistics band (island, client:visible). The server renders the
 * final values; after hydration they drop to 0 and count up once the band is in view. Under
 * reduced motion they stay final. Screen readers always get the final value.
 */
export function StatCounters({ items }: Props) {
  const rootRef = useRef<HTMLUListElement>(null);
  const [progress, setProgress] = useState(1);
  const [phase, setPhase] = useState<Phase>('final');

  useEffect(() => {
    const root = rootRef.current;
    if (!root || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (!('IntersectionObserver' in window)) return;
    let frame = 0;
    setProgress(0);
    setPhase('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setPhase('counting');
        const start = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / STATS_DURATION_MS);
          setProgress(easeOut(t));
          if (t < 1) frame = window.requestAnimationFrame(tick);
          else setPhase('done');
        };
        frame = window.requestAnimationFrame(tick);
      },
      { threshold: STATS_THRESHOLD },
    );
    observer.observe(root.closest('section') ?? root);
    return () => {
      observer.disconnect();
      window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <ul ref={rootRef} className={styles.list} data-state={phase}>
      {items.map((item) => {
        const final = item.value.toFixed(item.decimals);
        const shown = progress >= 1 ? final : (item.value * progress).toFixed(item.decimals);
        return (
          <li key={item.id} className={styles.item} data-stat={item.id}>
            <p className={styles.figure}>
              <span aria-hidden="true">
                <span className={styles.value} data-stat-value="" data-target={final}>
                  {shown}
                </span>
                <span className={styles.unit}>{item.unit}</span>
              </span>
              <span className="visually-hidden">{`${final} ${item.unit}`}</span>
            </p>
            <p className={styles.label}>{item.label}</p>
          </li>
        );
      })}
    </ul>
  );
}
