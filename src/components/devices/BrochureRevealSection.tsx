import { type MouseEvent, type ReactNode, type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { reportFormView } from '../forms/form-view.ts';
import styles from './BrochureRevealSection.module.css';

interface Props {
  /** One line above the button. */
  prompt: string;
  buttonLabel: string;
  heading: string;
  /** The section's content: a lead text and the brochure request form. */
  children: ReactNode;
}

const sectionId = 'brochure-request';

/** Delay between opening the section and scrolling to it (docs/product.md#interface-timings). */
export const scrollDelayMs = 100;

/**
 * The 資料請求 call to action and the brochure request section it reveals (island,
 * client:visible). The section sits in a native `<details>` whose `<summary>` is the button, so
 * it is closed from the first paint — before any script — and opens with or without
 * JavaScript; an address that targets #brochure-request opens it too. The island never sets
 * `open` from React state: what the visitor opened (and typed) before it hydrated stays as it
 * is. Hydrated (`data-enhanced`), pressing the button opens the section and scrolls to it 100 ms
 * later — smoothly, or at once under reduced motion — and it never closes again.
 */
export function BrochureRevealSection({ prompt, buttonLabel, heading, children }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const details = detailsRef.current;
    const openFromHash = () => {
      if (details && window.location.hash === `#${sectionId}`) details.open = true;
    };
    openFromHash();
    // Read, never written: the visitor may have opened it before this ran.
    setOpen(details?.open ?? false);
    setEnhanced(true);
    window.addEventListener('hashchange', openFromHash);
    return () => {
      window.removeEventListener('hashchange', openFromHash);
      clearTimeout(timer.current);
    };
  }, []);

  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget.open;
    setOpen(opened);
    // The funnel per entry page counts the form shown here as on the form's own page (issue 31).
    if (opened) reportFormView(window.location.pathname);
  }, []);

  const reveal = useCallback((event: MouseEvent<HTMLElement>) => {
    const details = detailsRef.current;
    if (!details) return;
    // The summary would toggle: once open, the section stays open.
    event.preventDefault();
    details.open = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      sectionRef.current?.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    }, scrollDelayMs);
  }, []);

  return (
    <div className={styles.wrapper} data-brochure-reveal="" data-enhanced={enhanced} data-open={open}>
      <p className={styles.prompt} id={`${sectionId}-prompt`}>
        {prompt}
      </p>
      <details ref={detailsRef} className={styles.disclosure} onToggle={onToggle}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the native disclosure button */}
        <summary
          className={styles.summary}
          onClick={enhanced ? reveal : undefined}
          aria-describedby={`${sectionId}-prompt`}
          data-brochure-open=""
        >
          <span className={styles.button}>{buttonLabel}</span>
        </summary>
        <section ref={sectionRef} id={sectionId} className={styles.section} aria-labelledby={`${sectionId}-heading`}>
          <h2 className={styles.heading} id={`${sectionId}-heading`} ref={headingRef} tabIndex={-1}>
            {heading}
          </h2>
          {children}
        </section>
      </details>
    </div>
  );
}
