import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { fetchLatestPage, saveDesignOnUnload, saveDesignQuietly } from '../../api/designer-save-api.ts';
import { publishPage, type PageRef } from '../../api/pages-api.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useDesignerStore } from '../designer-context.tsx';
import { createSaveController, type SaveController } from './save-controller.ts';

/**
 * The open page's save controller (autosave, drafts, retries, conflicts, publish) for as long
 * as the designer is open, with its status as React state. Leaving the tab keeps the draft and
 * sends what it can; hiding it saves.
 */
export function usePageSaving(pageRef: PageRef): { controller: SaveController; status: ReturnType<SaveController['getStatus']> } {
  const store = useDesignerStore();
  const [controller] = useState(() =>
    createSaveController({
      store,
      page: pageRef,
      backend: {
        save: (design, version) => saveDesignQuietly(pageRef, design, version),
        latest: () => fetchLatestPage(pageRef),
        publish: () => publishPage(pageRef),
        saveOnUnload: (design, version) => saveDesignOnUnload(pageRef, design, version),
      },
    }),
  );
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

  const status = useSyncExternalStore(controller.subscribe, controller.getStatus);

  // The pages list shows versions and publish dates.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status.kind === 'saved' || status.kind === 'published') void queryClient.invalidateQueries({ queryKey: queryKeys.pages(pageRef.landingId), exact: true });
  }, [status, queryClient, pageRef.landingId]);
  return useMemo(() => ({ controller, status }), [controller, status]);
}
