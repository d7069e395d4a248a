import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useDesigner } from './designer-context.tsx';
import { selectIsDirty } from './designer-state.ts';

const LEAVE_MESSAGE = 'This page has unsaved changes. Leave the designer and lose them?';

/** Asks before unsaved edits are thrown away by leaving the designer or closing the tab. */
export function useUnsavedChangesGuard(): void {
  const dirty = useDesigner(selectIsDirty);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
