import { type FocusEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Index and play state of an auto-advancing slideshow (WCAG 2.2.2): it plays only after
 * hydration and never by itself under `prefers-reduced-motion: reduce`; a pointer over it or
 * keyboard focus inside it holds it still; the visitor's pause or play choice always wins.
 */
export function useAutoAdvance(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);

  useEffect(() => {
    setEnhanced(true);
    setPlaying(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, []);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, held, count, intervalMs]);

  const sync = useCallback(() => setHeld(hovered.current || focused.current), []);

  const holdProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovered.current = true;
      sync();
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovered.current = false;
      sync();
    },
    onFocus: (event: FocusEvent) => {
      // The pause/play button itself does not hold the slideshow: pressing play must play.
      focused.current = !(event.target as Element).closest('[data-motion-toggle]');
      sync();
    },
    onBlur: (event: FocusEvent) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      focused.current = false;
      sync();
    },
  };

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return { index, go, playing, setPlaying, held, enhanced, holdProps };
}
