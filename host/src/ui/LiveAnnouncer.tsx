import { useSyncExternalStore } from 'react';

/** The words of a live region, kept outside React state so announcing re-renders only the region. */
export function createAnnouncer() {
  let text = '';
  const listeners = new Set<() => void>();
  return {
    say(next: string) {
      text = next;
      for (const listener of listeners) listener();
    },
    get: () => text,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type Announcer = ReturnType<typeof createAnnouncer>;

/** What a drag moves and where, said to screen readers. */
export function LiveRegion({ announcer }: { announcer: Announcer }) {
  const text = useSyncExternalStore(announcer.subscribe, announcer.get);
  return (
    <div className="visually-hidden" role="status" aria-live="assertive" aria-atomic="true" data-testid="drag-announcer">
      {text}
    </div>
  );
}
