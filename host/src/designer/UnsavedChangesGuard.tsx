import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useDesigner } from './designer-context.tsx';
import { selectIsDirty } from './designer-state.ts';
import type { SaveController } from './save/save-controller.ts';

const LEAVE_MESSAGE = 'This page has changes that could not be saved. Leave the designer anyway? They stay in this browser and are offered when you open the page again.';

/**
 * Leaving the designer saves first; only when that fails does it ask. Closing the tab with
 * unsaved edits asks the browser's question (the draft and a last save are sent meanwhile).
 *
 * A component of its own, drawing nothing: the first edit after each save makes the page dirty,
 * and a hook in the designer screen re-rendered the whole designer with it (about 40 ms on
 * that keystroke at 2,000 elements on a slow machine).
 */
export function UnsavedChangesGuard({ controller }: { controller: SaveController }): null {
  const dirty = useDesigner(selectIsDirty);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void controller.save(false).then((saved) => {
      if (cancelled || blocker.state !== 'blocked') return;
      if (saved || window.confirm(LEAVE_MESSAGE)) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      cancelled = true;
    };
  }, [blocker, controller]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return null;
}
