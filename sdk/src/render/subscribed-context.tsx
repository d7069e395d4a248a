import { createContext, useContext, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

interface ValueStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

function valueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface SubscribedContext<T> {
  Provider(props: { value: T; children?: ReactNode }): ReactNode;
  /** The value of the nearest Provider above, or the default; re-renders the caller when it changes. */
  use(): T;
}

/**
 * A context for a value that changes while a large tree sits below it, such as the designer's
 * canvas. When a plain React context's value changes, React looks for its readers by visiting
 * every component below each memoised one that skips rendering: on a page of 2,000 elements
 * that walk ran on every change (the website's title, forms and menus arriving one by one
 * after the canvas first shows) and took about 140 ms of an open in the designer bench's profile
 * on a slow machine. This context holds one store for the provider's life, so React sees no
 * change; readers subscribe to the store, and a change re-renders exactly them.
 *
 * A new value reaches its readers before the browser paints (the provider hands it over in a
 * layout effect); a reader that renders in the same pass as the provider sees the old value
 * first. On the server, readers get the value the provider was first rendered with.
 */
export function createSubscribedContext<T>(defaultValue: T): SubscribedContext<T> {
  const Context = createContext<ValueStore<T>>(valueStore(defaultValue));
  return {
    Provider({ value, children }) {
      const [store] = useState(() => valueStore(value));
      useLayoutEffect(() => store.set(value), [store, value]);
      return <Context.Provider value={store}>{children}</Context.Provider>;
    },
    use() {
      const store = useContext(Context);
      return useSyncExternalStore(store.subscribe, store.get, store.get);
    },
  };
}
