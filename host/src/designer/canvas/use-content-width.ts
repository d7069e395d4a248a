import { useEffect, useState, type RefObject } from 'react';

/** The width inside an element's padding, followed as the window or the panes change; null until measured. */
export function useContentWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry ? Math.floor(entry.contentRect.width) : null));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
