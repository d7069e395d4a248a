export interface SliderOptions {
  autoplay: boolean;
  /** Seconds per slide when playing on its own. */
  duration: number;
}

const SWIPE_DISTANCE = 40;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Turns the server's scrollable row of slides into a slider: previous/next buttons, dots, arrow
 * keys, swipes, and autoplay that pauses while the pointer or focus is inside. The look of each
 * type is CSS keyed on the classes and custom properties set here. Returns the cleanup.
 */
export function mountSlider(gallery: HTMLElement, options: SliderOptions): () => void {
  const slides = [...gallery.querySelectorAll<HTMLElement>('[data-gallery-slide]')];
  const viewport = gallery.querySelector<HTMLElement>('[data-gallery-viewport]');
  const count = slides.length;
  if (count < 2 || !viewport) return () => {};
  const dots = [...gallery.querySelectorAll<HTMLButtonElement>('[data-gallery-dot]')];
  const controls = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement | null, type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
    target?.addEventListener(type, listener, { signal: controls.signal });

  let index = 0;
  const offsets = slides.map((_, i) => i);
  const show = (target: number) => {
    index = ((target % count) + count) % count;
    gallery.style.setProperty('--ts-index', String(index));
    slides.forEach((slide, i) => {
      // Offsets wrap, so the stacked types show neighbours on both sides of the first and last slide.
      let offset = i - index;
      if (offset > count / 2) offset -= count;
      else if (offset <= -count / 2) offset += count;
      slide.classList.toggle('is-jump', Math.abs(offset - offsets[i]!) > 1);
      offsets[i] = offset;
      const shown = Math.max(-3, Math.min(3, offset));
      slide.style.setProperty('--ts-offset', String(shown));
      slide.style.setProperty('--ts-distance', String(Math.abs(shown)));
      slide.classList.toggle('is-active', offset === 0);
      slide.classList.toggle('is-before', offset < 0);
      slide.classList.toggle('is-far', Math.abs(offset) > 2);
      slide.setAttribute('aria-hidden', String(offset !== 0));
      slide.toggleAttribute('inert', offset !== 0);
    });
    dots.forEach((dot, i) => dot.setAttribute('aria-current', String(i === index)));
  };

  const autoplay = options.autoplay && !prefersReducedMotion();
  const paused = new Set<'hover' | 'focus'>();
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => clearInterval(timer);
  const start = () => {
    stop();
    if (autoplay && paused.size === 0) timer = setInterval(() => show(index + 1), options.duration * 1000);
  };
  // A moving slider must not talk over the visitor; one they move is announced.
  viewport.setAttribute('aria-live', autoplay ? 'off' : 'polite');
  const go = (target: number) => {
    show(target);
    start();
  };

  on(gallery.querySelector('[data-gallery-prev]'), 'click', () => go(index - 1));
  on(gallery.querySelector('[data-gallery-next]'), 'click', () => go(index + 1));
  dots.forEach((dot, i) => on(dot, 'click', () => go(i)));
  on(gallery, 'keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(index + (event.key === 'ArrowRight' ? 1 : -1));
  });

  let swipeFrom: number | null = null;
  on(viewport, 'pointerdown', (event) => {
    swipeFrom = event.clientX;
  });
  on(viewport, 'pointerup', (event) => {
    if (swipeFrom === null) return;
    const distance = event.clientX - swipeFrom;
    swipeFrom = null;
    if (Math.abs(distance) >= SWIPE_DISTANCE) go(index + (distance < 0 ? 1 : -1));
  });
  on(viewport, 'pointercancel', () => {
    swipeFrom = null;
  });

  const pause = (reason: 'hover' | 'focus') => {
    paused.add(reason);
    stop();
  };
  const resume = (reason: 'hover' | 'focus') => {
    paused.delete(reason);
    start();
  };
  on(gallery, 'mouseenter', () => pause('hover'));
  on(gallery, 'mouseleave', () => resume('hover'));
  on(gallery, 'focusin', () => pause('focus'));
  on(gallery, 'focusout', (event) => {
    if (!gallery.contains(event.relatedTarget as Node | null)) resume('focus');
  });

  gallery.classList.add('is-enhanced');
  for (const control of gallery.querySelectorAll<HTMLElement>('[data-gallery-prev],[data-gallery-next],[data-gallery-dots]')) control.hidden = false;
  show(0);
  start();
  return () => {
    controls.abort();
    stop();
  };
}
