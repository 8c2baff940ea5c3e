import type { ClientDirective } from 'astro';

/**
 * The events that mean a visitor is about to use an island: a mouse arriving over it, a finger
 * touching it, keyboard focus entering it. Each bubbles up to the <astro-island> element.
 */
const FIRST_INTERACTION = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * `client:interaction`: hydrate on the visitor's first interaction with the island instead of
 * on load or idle, so a page whose only island works without JavaScript (the header) downloads
 * no framework code until it is used. The island must therefore work as plain HTML first.
 */
const interactionDirective: ClientDirective = (load, _options, el) => {
  const hydrateOnce = async () => {
    for (const type of FIRST_INTERACTION) el.removeEventListener(type, hydrateOnce);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of FIRST_INTERACTION) el.addEventListener(type, hydrateOnce, { passive: true });
};

export default interactionDirective;
