import { useEffect, useState, type RefObject } from 'react';

interface NearViewportOptions {
  /** Already wanted, whatever its place (a canvas section holding the selection). */
  force?: boolean;
  /** The scrolling ancestor it is seen through, as a selector for `closest`; the window when left out. */
  within?: string;
  /** How far outside the visible area it counts as near. */
  margin: string;
}

/**
 * Whether the node has come within reach of the visible area; once true it stays true. What
 * is out of reach can stay a cheap placeholder until then: off-screen canvas sections, which
 * keeps opening a page of thousands of elements quick, and page previews further down a list.
 * Without IntersectionObserver (tests, old browsers) everything is near.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, { force = false, within, margin }: NearViewportOptions): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || force) return;
    const element = ref.current;
    if (!element) return;
    const root = within ? element.closest(within) : null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { root, rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, force, within, margin]);
  return near || force;
}
