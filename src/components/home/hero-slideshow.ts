/**
 * The hero slideshow's behaviour as a custom element, without a framework: the home page's
 * first load then carries no React at all. Same rules as the carousel's useAutoAdvance
 * (WCAG 2.2.2): it plays only once this script runs and never by itself under
 * `prefers-reduced-motion: reduce`; a mouse over it or keyboard focus inside it holds it still;
 * the visitor's pause or play choice always wins. State shows in data-* and aria-* attributes
 * (the button's glyph follows data-playing in CSS).
 */
/** How long each hero image stays before the next one fades in (the fade itself is CSS). */
export const HERO_INTERVAL_MS = 6000;

class HeroSlideshowElement extends HTMLElement {
  #index = 0;
  #playing = false;
  #hovered = false;
  #focused = false;
  #timer: number | undefined;

  connectedCallback() {
    const root = this.#part('[data-hero-slideshow]');
    const toggle = this.#part<HTMLButtonElement>('[data-motion-toggle]');
    if (!root || !toggle || root.dataset.enhanced === 'true') return;
    toggle.addEventListener('click', () => {
      this.#playing = !this.#playing;
      this.#update();
    });
    root.addEventListener('pointerenter', (event) => this.#hover(event, true));
    root.addEventListener('pointerleave', (event) => this.#hover(event, false));
    root.addEventListener('focusin', (event) => {
      // The pause/play button itself does not hold the slideshow: pressing play must play.
      this.#focused = !(event.target as Element).closest('[data-motion-toggle]');
      this.#update();
    });
    root.addEventListener('focusout', (event) => {
      if (root.contains(event.relatedTarget as Node | null)) return;
      this.#focused = false;
      this.#update();
    });
    root.dataset.enhanced = 'true';
    this.#part('[data-motion-controls]')?.removeAttribute('hidden');
    this.#playing = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    this.#update();
  }

  disconnectedCallback() {
    window.clearInterval(this.#timer);
    this.#timer = undefined;
  }

  #part<T extends HTMLElement = HTMLElement>(selector: string): T | null {
    return this.querySelector<T>(selector);
  }

  #hover(event: PointerEvent, inside: boolean) {
    if (event.pointerType !== 'mouse') return;
    this.#hovered = inside;
    this.#update();
  }

  /** Writes the state into the markup and (re)starts the timer when the slideshow may move. */
  #update() {
    const root = this.#part('[data-hero-slideshow]');
    const slides = [...this.querySelectorAll<HTMLElement>('[data-slide]')];
    const toggle = this.#part('[data-motion-toggle]');
    if (!root || !toggle) return;
    const held = this.#hovered || this.#focused;
    root.dataset.index = String(this.#index);
    root.dataset.playing = String(this.#playing);
    root.dataset.held = String(held);
    this.#part('[data-slides]')?.setAttribute('aria-live', this.#playing && !held ? 'off' : 'polite');
    slides.forEach((slide, i) => {
      slide.dataset.active = String(i === this.#index);
      slide.setAttribute('aria-hidden', String(i !== this.#index));
    });
    toggle.setAttribute('aria-label', (this.#playing ? toggle.dataset.pauseLabel : toggle.dataset.playLabel) ?? '');

    // Like a React effect on [playing, held]: the timer restarts only when that changes.
    const moving = this.#playing && !held && slides.length > 1;
    if (moving === (this.#timer !== undefined)) return;
    window.clearInterval(this.#timer);
    this.#timer = moving
      ? window.setInterval(() => {
          this.#index = (this.#index + 1) % slides.length;
          this.#update();
        }, HERO_INTERVAL_MS)
      : undefined;
  }
}

if (!customElements.get('pv-hero-slideshow')) customElements.define('pv-hero-slideshow', HeroSlideshowElement);
