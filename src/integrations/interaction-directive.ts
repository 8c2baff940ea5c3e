import type { ClientDirective } from 'astro';
import { rememberFirstTouch } from '../components/forms/first-touch.ts';

/**
 * The events that mean a visitor is about to use an island: a mouse arriving over it, a finger
 * touching it, keyboard focus entering it. Each bubbles up to the <astro-island> element.
 */
const FIRST_INTERACTION = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * A button that does nothing without JavaScript (no invoker command, no popover, no form): a
 * click on it before the island's code has run would be lost.
 */
const INERT_BUTTON = 'button[type="button"]:not([command]):not([commandfor]):not([popovertarget])';

/**
 * `client:interaction`: hydrate on the visitor's first interaction with the island instead of
 * on load or idle, so a page whose only island works without JavaScript (the header) downloads
 * no framework code until it is used. The island must therefore work as plain HTML first.
 */
/**
 * Clicks on an inert button that land while the code is still loading are counted on the button
 * as `data-early-clicks`, so the island can honour them once it runs (the header's menus toggle
 * on click): replaying them instead would race React's own scheduling of the hydration.
 */
const interactionDirective: ClientDirective = (load, _options, el) => {
  // Every public page has the header: its loader is the one script that runs on each of them,
  // so it keeps the visit's first page for the brochure form (issue 34; no cookie).
  rememberFirstTouch();
  const countEarlyClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(INERT_BUTTON) : null;
    if (!button || !el.contains(button)) return;
    button.dataset.earlyClicks = String(Number(button.dataset.earlyClicks ?? 0) + 1);
  };
  const hydrateOnce = async () => {
    for (const type of FIRST_INTERACTION) el.removeEventListener(type, hydrateOnce);
    el.addEventListener('click', countEarlyClick);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      // From here React has its listeners on the root and handles (or replays) clicks itself.
      el.removeEventListener('click', countEarlyClick);
    }
  };
  for (const type of FIRST_INTERACTION) el.addEventListener(type, hydrateOnce, { passive: true });
};

export default interactionDirective;
