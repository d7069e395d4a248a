import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useDesignerStore } from '../designer-context.tsx';
import type { DesignerSource } from '../document-source.ts';
import { onRealtimeEvent } from '../../realtime/realtime-connection.ts';
import { createSaveController, type SaveController } from './save-controller.ts';

/**
 * The open document's save controller (autosave, drafts, retries, conflicts, publish) for as
 * long as the designer is open, with its status as React state. Leaving the tab keeps the draft
 * and sends what it can; hiding it saves.
 */
export function useDocumentSaving(source: Pick<DesignerSource, 'backend' | 'drafts' | 'listKey'>): { controller: SaveController; status: ReturnType<SaveController['getStatus']> } {
  const store = useDesignerStore();
  const [controller] = useState(() => createSaveController({ store, page: source.drafts, backend: source.backend }));
  useEffect(() => () => controller.dispose(), [controller]);

  useEffect(() => {
    const onPageHide = () => controller.flushOnUnload();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void controller.save(false);
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [controller]);

  // A save of this page in another tab or by someone else shows the conflict banner at once, not at our next save.
  const { landingId, pageId, space } = source.drafts;
  useEffect(() => {
    if (space !== undefined || landingId === null) return;
    return onRealtimeEvent((event) => {
      if (event.type === 'page.saved' && event.landing_id === landingId && event.page_id === pageId) controller.savedElsewhere(event.version, event.saved_by);
    });
  }, [controller, landingId, pageId, space]);

  const status = useSyncExternalStore(controller.subscribe, controller.getStatus);

  // The document's list shows versions and publish dates.
  const queryClient = useQueryClient();
  const { listKey } = source;
  useEffect(() => {
    if (listKey && (status.kind === 'saved' || status.kind === 'published')) void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
  }, [status, queryClient, listKey]);
  return useMemo(() => ({ controller, status }), [controller, status]);
}
