import { type MouseEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
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
/** Delay between opening the section and scrolling to it (spec section 9). */
export const scrollDelayMs = 100;

/**
 * The 資料請求 call to action and the brochure request section it reveals (island,
 * client:visible). Without JavaScript the button is a link to #brochure-request and the
 * section is always shown; once hydrated (`data-enhanced`) the section stays hidden until the
 * button is pressed (or the address targets it), then scrolls into view 100 ms later —
 * smoothly, or at once under reduced motion. It never closes again.
 */
export function BrochureRevealSection({ prompt, buttonLabel, heading, children }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const openFromHash = () => {
      if (window.location.hash === `#${sectionId}`) setOpen(true);
    };
    openFromHash();
    setEnhanced(true);
    window.addEventListener('hashchange', openFromHash);
    return () => {
      window.removeEventListener('hashchange', openFromHash);
      clearTimeout(timer.current);
    };
  }, []);

  const reveal = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpen(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      sectionRef.current?.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    }, scrollDelayMs);
  }, []);

  return (
    <div className={styles.wrapper} data-brochure-reveal="" data-enhanced={enhanced} data-open={open}>
      <div className={styles.cta}>
        <p className={styles.prompt}>{prompt}</p>
        <a
          className={styles.button}
          href={`#${sectionId}`}
          onClick={enhanced ? reveal : undefined}
          aria-controls={sectionId}
          aria-expanded={enhanced ? open : undefined}
          data-brochure-open=""
        >
          {buttonLabel}
        </a>
      </div>
      <section
        ref={sectionRef}
        id={sectionId}
        className={styles.section}
        aria-labelledby={`${sectionId}-heading`}
        hidden={enhanced && !open}
      >
        <h2 className={styles.heading} id={`${sectionId}-heading`} ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        {children}
      </section>
    </div>
  );
}
