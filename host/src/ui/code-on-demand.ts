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

/** Loads `load` at most once for the session; a failed load is forgotten, so the next use tries again. */
export function codeOnDemand<Props>(load: () => Promise<{ default: ComponentType<Props> }>): CodeOnDemand<Props> {
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  let lazyComponent: LazyExoticComponent<ComponentType<Props>> | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    preload: () => void start().catch(() => {}),
    component: () => loaded ?? (lazyComponent ??= lazy(start)),
  };
}
