import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Tells React that this test environment wraps updates in act(), so it flushes them there.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  unmount(): void;
}

/** What is mounted and not yet unmounted, for `unmountLeftovers`. */
const mounted = new Set<Rendered>();

/** Mounts `ui` into a fresh element of document.body; a tiny stand-in for a testing library. */
export async function render(ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(ui);
  });
  const rendered: Rendered = {
    container,
    unmount() {
      const live = root;
      root = undefined;
      mounted.delete(rendered);
      act(() => live?.unmount());
      container.remove();
    },
  };
  mounted.add(rendered);
  return rendered;
}

/**
 * Unmounts what earlier test files left mounted: files share a worker's document, and a tree
 * left mounted keeps its listeners on window (a designer's shortcuts would answer the next
 * file's key presses).
 */
export function unmountLeftovers(): void {
  for (const rendered of [...mounted]) rendered.unmount();
}

/** Runs `work` inside act() and lets pending promises (lazy modules, fetches) settle. */
export async function settle(work: () => unknown = () => {}): Promise<void> {
  await act(async () => {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Waits until `check` stops throwing, flushing React between tries. */
export async function waitFor(check: () => void, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await settle();
    }
  }
}

export function click(element: Element | null): Promise<void> {
  if (!element) throw new Error('Nothing to click');
  return settle(() => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
}
