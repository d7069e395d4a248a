import { useEffect, useState, type RefObject } from 'react';

export interface ContentSize {
  width: number;
  height: number;
}

/** The size inside an element's padding, followed as the window or the panes change; null until measured (and without ResizeObserver). */
export function useContentSize(ref: RefObject<HTMLElement | null>): ContentSize | null {
  const [size, setSize] = useState<ContentSize | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setSize(entry ? { width: Math.floor(entry.contentRect.width), height: Math.floor(entry.contentRect.height) } : null));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** The width inside an element's padding, followed as the window or the panes change; null until measured. */
export function useContentWidth(ref: RefObject<HTMLElement | null>): number | null {
  return useContentSize(ref)?.width ?? null;
}
