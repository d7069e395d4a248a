import type { PageDocument } from '@tessera/core';
import { useCallback, useEffect, useState } from 'react';
import { useDesignerStore } from './designer-context.tsx';
import { elementTypesOf } from './element-catalogue.ts';
import { useElementRegistry, type ElementRegistry } from './plugins-context.tsx';

interface LoadState {
  ready: boolean;
  error: unknown;
}
// One object each, so a load that finds everything there already changes no state.
const READY: LoadState = { ready: true, error: null };
const LOADING: LoadState = { ready: false, error: null };

interface PageElements extends LoadState {
  retry: () => void;
}

/**
 * Loads the plugins of the element types these documents hold (the page, and a draft the
 * designer may offer to restore), so the canvas shows each element at once rather than a
 * placeholder; `ready` is true at the first render when they are loaded already.
 */
export function usePageElements(registry: ElementRegistry, documents: readonly (PageDocument | null | undefined)[]): PageElements {
  const [types] = useState(() => [...new Set(documents.flatMap((doc) => (doc ? [...elementTypesOf(doc)] : [])))]);
  const [state, setState] = useState<LoadState>(() => (types.every((type) => !registry.isPending(type)) ? READY : LOADING));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    registry.load(types).then(
      () => live && setState(READY),
      (error: unknown) => live && setState({ ready: false, error }),
    );
    return () => {
      live = false;
    };
  }, [registry, types, attempt]);
  const retry = useCallback(() => {
    setState(LOADING);
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}

/**
 * Loads the plugins of element types that enter the document later (pasted, a block, a restored
 * draft, a newer version from the server) while the designer has not loaded every plugin yet.
 */
export function useAddedElementsLoading(): void {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (registry.complete || state.document === previous.document) return;
        registry.load(elementTypesOf(state.document)).catch(() => undefined);
      }),
    [store, registry],
  );
}
