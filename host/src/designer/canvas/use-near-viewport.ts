import { useEffect, useState, type RefObject } from 'react';

/** How far outside the visible canvas a section is still rendered, so scrolling never shows a blank. */
const MARGIN = '1500px 0px';

/**
 * Whether the node has come within reach of the canvas's visible area; once true it stays true.
 * Off-screen sections of a long page render as a placeholder of about their height until then,
 * which keeps opening a page of thousands of elements quick. Without IntersectionObserver
 * (tests, old browsers) everything renders.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, force: boolean): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || force) return;
    const element = ref.current;
    if (!element) return;
    const root = element.closest('.designer-canvas');
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { root, rootMargin: MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, force]);
  return near || force;
}
