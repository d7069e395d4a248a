// @vitest-environment jsdom
import { renderElement } from '@tessera/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import gallery from './index.ts';
import island from './island.ts';

const images = [1, 2, 3, 4].map((n) => ({ image: { url: `https://cdn.example.com/${n}.jpg`, Ratio: 0.5, alt: `Photo ${n}` }, caption: `Caption ${n}` }));

function mountGallery(props: Record<string, unknown>) {
  const root = document.createElement('div');
  root.id = 'element-6';
  root.setAttribute('data-island-props', JSON.stringify(gallery.islandProps!(gallery.props.parse(props))));
  root.innerHTML = renderElement(gallery, props, { id: root.id });
  document.body.append(root);
  const cleanup = island.mount(root, JSON.parse(root.getAttribute('data-island-props')!)) ?? (() => {});
  return { root, cleanup };
}

const current = (root: HTMLElement) => [...root.querySelectorAll('[data-gallery-slide]')].findIndex((slide) => slide.classList.contains('is-active'));
const currentDot = (root: HTMLElement) => [...root.querySelectorAll('[data-gallery-dot]')].findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const click = (element: Element | null) => element!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('gallery slider island', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows its controls and moves to slide 2 with the next button', () => {
    const { root } = mountGallery({ images, type: 'slide' });
    const slider = root.querySelector<HTMLElement>('[data-gallery-slider]')!;
    expect(slider.classList.contains('is-enhanced')).toBe(true);
    expect(root.querySelector<HTMLElement>('[data-gallery-next]')!.hidden).toBe(false);
    expect(current(root)).toBe(0);
    click(root.querySelector('[data-gallery-next]'));
    expect(current(root)).toBe(1);
    expect(slider.style.getPropertyValue('--ts-index')).toBe('1');
    expect(currentDot(root)).toBe(1);
    const slides = root.querySelectorAll<HTMLElement>('[data-gallery-slide]');
    expect(slides[1]!.getAttribute('aria-hidden')).toBe('false');
    expect(slides[0]!.hasAttribute('inert')).toBe(true);
  });

  it('wraps around with previous, jumps with the dots and follows the arrow keys', () => {
    const { root } = mountGallery({ images, type: 'coverflow' });
    click(root.querySelector('[data-gallery-prev]'));
    expect(current(root)).toBe(3);
    const slides = root.querySelectorAll<HTMLElement>('[data-gallery-slide]');
    // The slide after the last is the first again, on the right-hand side of the stage.
    expect(slides[0]!.style.getPropertyValue('--ts-offset')).toBe('1');
    expect(slides[2]!.style.getPropertyValue('--ts-offset')).toBe('-1');
    click(root.querySelectorAll('[data-gallery-dot]')[2]!);
    expect(current(root)).toBe(2);
    const viewport = root.querySelector<HTMLElement>('[data-gallery-viewport]')!;
    viewport.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(current(root)).toBe(1);
  });

  it('follows a swipe', () => {
    const { root } = mountGallery({ images, type: 'card' });
    const viewport = root.querySelector<HTMLElement>('[data-gallery-viewport]')!;
    // jsdom has no PointerEvent; the listener reads only clientX.
    viewport.dispatchEvent(new MouseEvent('pointerdown', { clientX: 300 }));
    viewport.dispatchEvent(new MouseEvent('pointerup', { clientX: 200 }));
    expect(current(root)).toBe(1);
    viewport.dispatchEvent(new MouseEvent('pointerdown', { clientX: 200 }));
    viewport.dispatchEvent(new MouseEvent('pointerup', { clientX: 190 }));
    expect(current(root)).toBe(1);
  });

  it('advances on its own every duration and pauses while hovered', () => {
    const { root, cleanup } = mountGallery({ images, type: 'creative', autoplay: true, duration: 3 });
    expect(root.querySelector('[data-gallery-viewport]')!.getAttribute('aria-live')).toBe('off');
    vi.advanceTimersByTime(2999);
    expect(current(root)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(current(root)).toBe(1);
    const slider = root.querySelector<HTMLElement>('[data-gallery-slider]')!;
    slider.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(10_000);
    expect(current(root)).toBe(1);
    slider.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(3000);
    expect(current(root)).toBe(2);
    cleanup();
    vi.advanceTimersByTime(10_000);
    expect(current(root)).toBe(2);
  });

  it('uses the §9 default of five seconds', () => {
    const { root } = mountGallery({ images, type: 'slide', autoplay: true });
    vi.advanceTimersByTime(4999);
    expect(current(root)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(current(root)).toBe(1);
  });

  it('does not play on its own for visitors who ask for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    try {
      const { root } = mountGallery({ images, type: 'slide', autoplay: true });
      vi.advanceTimersByTime(20_000);
      expect(current(root)).toBe(0);
      expect(root.querySelector('[data-gallery-viewport]')!.getAttribute('aria-live')).toBe('polite');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('gallery lightbox island', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('opens a clicked grid image larger, steps through the images and closes back to the link', () => {
    const { root } = mountGallery({ images, type: 'standardGallery' });
    const links = root.querySelectorAll<HTMLAnchorElement>('[data-gallery-open]');
    const open = new MouseEvent('click', { bubbles: true, cancelable: true });
    links[1]!.dispatchEvent(open);
    expect(open.defaultPrevented).toBe(true);
    const dialog = root.querySelector<HTMLDialogElement>('dialog.ts-gallery__lightbox')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    const image = dialog.querySelector('img')!;
    expect(image.src).toBe('https://cdn.example.com/2.jpg');
    expect(image.alt).toBe('Photo 2');
    expect(dialog.querySelector('figcaption')!.textContent).toBe('Caption 2');
    click(dialog.querySelector('.ts-gallery__lightbox-next'));
    expect(image.src).toBe('https://cdn.example.com/3.jpg');
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(image.src).toBe('https://cdn.example.com/1.jpg');
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(links[1]);
  });

  it('leaves grid images alone when the lightbox is off', () => {
    const { root } = mountGallery({ images, type: 'masonryGallery', lightbox: false });
    expect(root.querySelector('dialog')).toBeNull();
  });
});
