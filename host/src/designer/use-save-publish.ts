import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { fetchPageDesign, usePublishMutation, useSaveDesignMutation, type PageRef } from '../api/pages-api.ts';
import { queryKeys } from '../api/query-keys.ts';
import { useDesignerStore } from './designer-context.tsx';
import { selectIsDirty } from './designer-state.ts';
import { statusForError, type SaveStatus } from './save-status.ts';

/** Save, publish and reload of the open page, with the status the top bar shows. */
export function useSavePublish(pageRef: PageRef) {
  const store = useDesignerStore();
  const queryClient = useQueryClient();
  const { mutateAsync: saveDesign } = useSaveDesignMutation(pageRef);
  const { mutateAsync: publishPage } = usePublishMutation(pageRef);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  // A ref, not state: a second click must see the first call in flight before React re-renders.
  const busy = useRef(false);

  const reload = useCallback(async () => {
    const page = await queryClient.fetchQuery({
      queryKey: queryKeys.page(pageRef.landingId, pageRef.pageId),
      queryFn: ({ signal }) => fetchPageDesign(pageRef, signal),
      staleTime: 0,
    });
    store.getState().load(page.design, page.version);
    setStatus({ kind: 'idle' });
  }, [queryClient, pageRef, store]);

  const saveNow = useCallback(async (): Promise<boolean> => {
    // Ctrl+S inside the rich-text editor: what is being typed belongs in the save.
    store.getState().stopEditing();
    const { document, version } = store.getState();
    setStatus({ kind: 'saving' });
    try {
      const result = await saveDesign({ design: document, version });
      store.getState().markSaved(document, result.data.version);
      // The server rewrote the design (migrated or normalised props): edit what it stored.
      if (result.shouldReload && !selectIsDirty(store.getState())) await reload();
      setStatus({ kind: 'saved' });
      return true;
    } catch (error) {
      const next = statusForError(error, document);
      if (next.kind === 'invalid' && next.elementId) store.getState().select(next.elementId);
      setStatus(next);
      return false;
    }
  }, [store, saveDesign, reload]);

  const exclusive = useCallback(async (work: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
    } finally {
      busy.current = false;
    }
  }, []);

  const save = useCallback(() => exclusive(saveNow), [exclusive, saveNow]);

  const publish = useCallback(
    () =>
      exclusive(async () => {
        if (selectIsDirty(store.getState()) && !(await saveNow())) return;
        setStatus({ kind: 'publishing' });
        try {
          await publishPage();
          setStatus({ kind: 'published' });
        } catch (error) {
          setStatus(statusForError(error, store.getState().document));
        }
      }),
    [exclusive, saveNow, store, publishPage],
  );

  const reloadFromServer = useCallback(
    () =>
      exclusive(async () => {
        try {
          await reload();
        } catch (error) {
          setStatus(statusForError(error, store.getState().document));
        }
      }),
    [exclusive, reload, store],
  );

  const dismiss = useCallback(() => setStatus({ kind: 'idle' }), []);

  const working = status.kind === 'saving' || status.kind === 'publishing';
  return { status, working, save, publish, reload: reloadFromServer, dismiss };
}
