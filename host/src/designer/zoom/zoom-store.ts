import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { MAX_ZOOM, resolveZoom, type ZoomSetting } from './zoom-math.ts';

/** A point on screen (client coordinates) that stays over the same spot of the page as the zoom changes. */
export interface ZoomAnchor {
  x: number;
  y: number;
}

export interface ZoomState {
  setting: ZoomSetting;
  /** The zoom at which the page fits the pane now; the canvas measures it, the toolbar shows it. */
  fit: number;
  /** Where the last change was asked for (the pointer of a Ctrl+wheel); null: the middle of the pane. */
  anchor: ZoomAnchor | null;
  setZoom(setting: ZoomSetting, anchor?: ZoomAnchor): void;
  setFit(fit: number): void;
}

export type ZoomStore = StoreApi<ZoomState>;

/** The zoom is the browser's view of the designer, not part of the page: it is kept here, not saved with the document. */
const STORAGE_KEY = 'tessera.designer.zoom';

type ZoomStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readSetting(storage: ZoomStorage | null): ZoomSetting {
  const stored = Number(storage?.getItem(STORAGE_KEY));
  return Number.isFinite(stored) && stored > 0 && stored <= MAX_ZOOM ? stored : 'fit';
}

/** This browser's localStorage, or null where it is blocked (privacy settings): the zoom is then not remembered. */
export function browserStorage(): ZoomStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createZoomStore(storage: ZoomStorage | null): ZoomStore {
  return createStore<ZoomState>()((set) => ({
    setting: readSetting(storage),
    fit: 1,
    anchor: null,
    setZoom: (setting, anchor) => {
      try {
        storage?.setItem(STORAGE_KEY, String(setting));
      } catch {
        // A full or blocked storage only means the zoom is not remembered.
      }
      set({ setting, anchor: anchor ?? null });
    },
    setFit: (fit) => set({ fit }),
  }));
}

/** A canvas outside a designer screen (a test, a preview) fits its pane and remembers nothing. */
const FIT_ONLY = createZoomStore(null);

export const ZoomStoreContext = createContext<ZoomStore>(FIT_ONLY);

export const useZoomStore = (): ZoomStore => useContext(ZoomStoreContext);

/** The zoom the canvas is drawn at now. */
export const selectZoom = (state: ZoomState) => resolveZoom(state.setting, state.fit);

export function useZoom<T>(selector: (state: ZoomState) => T): T {
  return useStore(useZoomStore(), selector);
}
