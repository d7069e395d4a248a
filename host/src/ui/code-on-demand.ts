import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code loads when first shown, or ahead of that with `preload`. */
export interface CodeOnDemand<Props> {
  /** Starts loading the code now (e.g. while the screen is idle); a failure waits for the next use. */
  preload(): void;
  /**
   * The component itself once its code is loaded, else a lazy one. A lazy component suspends
   * once more even when its code is there, and React holds back what a Suspense boundary reveals
   * for up to 300 ms, so a loaded one is mounted directly. Keep the answer while it stays
   * mounted (useMemo): switching from the lazy to the loaded one would mount it again.
   */
  component(): ComponentType<Props>;
}

/** A module loaded at most once for the session, on the first `get`; a failed load is forgotten, so the next `get` tries again. */
export interface OnDemand<Module> {
  get(): Promise<Module>;
  /** The module once it has loaded, for code that runs after a `get` has answered. */
  loaded(): Module | undefined;
}

export function onDemand<Module>(load: () => Promise<Module>): OnDemand<Module> {
  let pending: Promise<Module> | undefined;
  let loaded: Module | undefined;
  return {
    get: () =>
      (pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}

/** Loads `load` at most once for the session; a failed load is forgotten, so the next use tries again. */
export function codeOnDemand<Props>(load: () => Promise<{ default: ComponentType<Props> }>): CodeOnDemand<Props> {
  const code = onDemand(load);
  let lazyComponent: LazyExoticComponent<ComponentType<Props>> | undefined;
  return {
    preload: () => void code.get().catch(() => {}),
    component: () => code.loaded()?.default ?? (lazyComponent ??= lazy(code.get)),
  };
}
