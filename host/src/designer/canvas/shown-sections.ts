import { createContext, useContext, useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * The canvas sections drawn in full, near the visible part of the canvas; the others are
 * placeholders (CanvasSection). The canvas stylesheet carries only the shown sections' CSS:
 * on a long page that is a few dozen elements' rules rather than thousands, so opening the page
 * parses far fewer props and a keystroke hands the browser a small stylesheet to parse again.
 */
export interface ShownSections {
  subscribe(listener: () => void): () => void;
  /** A new set on every change, so it can be compared by identity. */
  current(): ReadonlySet<string>;
  show(id: string): void;
  hide(id: string): void;
}

export function createShownSections(): ShownSections {
  let shown: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();
  const change = (next: Set<string>) => {
    shown = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => shown,
    show(id) {
      if (!shown.has(id)) change(new Set(shown).add(id));
    },
    hide(id) {
      if (!shown.has(id)) return;
      const next = new Set(shown);
      next.delete(id);
      change(next);
    },
  };
}

export const ShownSectionsContext = createContext<ShownSections | null>(null);

/** Counts a section as shown while the calling component is mounted; before paint, so its CSS is there when it first shows. */
export function useShownSection(id: string): void {
  const sections = useContext(ShownSectionsContext);
  useLayoutEffect(() => {
    if (!sections) return;
    sections.show(id);
    return () => sections.hide(id);
  }, [sections, id]);
}

const NONE = () => () => {};
const EVERY = () => null;

/** The shown sections' ids; null outside a canvas that tracks them, meaning every section. */
export function useShownSections(): ReadonlySet<string> | null {
  const sections = useContext(ShownSectionsContext);
  return useSyncExternalStore(sections?.subscribe ?? NONE, sections?.current ?? EVERY);
}
