import { defineIsland } from '@tessera/sdk/island';
import type { FaqIslandProps } from './schema.ts';

/**
 * The FAQ on the published page. The server renders <details> that work without JavaScript;
 * this adds what they lack: aria-expanded on each question, answers that slide open and
 * closed (unless the visitor prefers reduced motion), and, unless several may be open, closing
 * the open answer when another opens, animated too (the island takes over from the native
 * `name` grouping for that).
 */

const DURATION_MS = 220;

interface FaqItem {
  details: HTMLDetailsElement;
  summary: HTMLElement;
  answer: HTMLElement;
  /** Whether the answer shows or is opening; false as soon as it starts closing. */
  expanded: boolean;
  animation?: Animation;
}

function animates(element: HTMLElement): boolean {
  if (typeof element.animate !== 'function') return false;
  return !(typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
}

export function mountFaq(root: HTMLElement, { allowMultiple }: FaqIslandProps): () => void {
  const items: FaqItem[] = [];
  for (const details of root.querySelectorAll<HTMLDetailsElement>('details.ts-faq__item')) {
    const summary = details.querySelector<HTMLElement>(':scope > summary');
    const answer = details.querySelector<HTMLElement>(':scope > .ts-faq__answer');
    if (!summary || !answer) continue;
    details.removeAttribute('name');
    items.push({ details, summary, answer, expanded: details.open });
  }

  const setExpanded = (item: FaqItem, expanded: boolean) => {
    item.expanded = expanded;
    item.summary.setAttribute('aria-expanded', String(expanded));
  };

  /** The answer's height now, mid-animation included; 0 while its details are closed. */
  const height = (item: FaqItem) => (item.details.open ? item.answer.getBoundingClientRect().height : 0);

  const stop = (item: FaqItem) => {
    const running = item.animation;
    if (!running) return;
    item.animation = undefined;
    running.onfinish = null;
    running.cancel();
    item.answer.style.overflow = '';
  };

  /** Slides the answer from one height to another, then calls `done`; at once without animation. */
  const slide = (item: FaqItem, from: number, to: number, done?: () => void) => {
    if (from === to || !animates(item.answer)) {
      done?.();
      return;
    }
    item.answer.style.overflow = 'hidden';
    const animation = item.answer.animate([{ height: `${from}px` }, { height: `${to}px` }], { duration: DURATION_MS, easing: 'ease', fill: 'forwards' });
    item.animation = animation;
    animation.onfinish = () => {
      done?.();
      stop(item);
    };
  };

  const close = (item: FaqItem) => {
    const from = height(item);
    stop(item);
    setExpanded(item, false);
    slide(item, from, 0, () => {
      item.details.open = false;
    });
  };

  const closeOthers = (item: FaqItem) => {
    if (!allowMultiple) for (const other of items) if (other !== item && other.expanded) close(other);
  };

  const open = (item: FaqItem) => {
    const from = height(item);
    stop(item);
    item.details.open = true;
    setExpanded(item, true);
    slide(item, from, item.answer.getBoundingClientRect().height);
    closeOthers(item);
  };

  const cleanups: (() => void)[] = [];
  for (const item of items) {
    setExpanded(item, item.details.open);
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      if (item.expanded) close(item);
      else open(item);
    };
    // Opened or closed by something else: the browser's find-in-page, a link to the answer.
    const onToggle = () => {
      if (item.animation || item.details.open === item.expanded) return;
      setExpanded(item, item.details.open);
      if (item.details.open) closeOthers(item);
    };
    item.summary.addEventListener('click', onClick);
    item.details.addEventListener('toggle', onToggle);
    cleanups.push(() => {
      stop(item);
      item.summary.removeEventListener('click', onClick);
      item.details.removeEventListener('toggle', onToggle);
    });
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}

export default defineIsland<FaqIslandProps>(mountFaq);
