import { isApiError } from '../../api/api-error.ts';
import type { LeftOutElement, PageDocument, PageWithDesign } from '@tessera/core';
import type { DesignerStore } from '../designer-state.ts';
import { selectIsDirty } from '../designer-state.ts';
import { describeChanges } from './describe-changes.ts';
import { clearDrafts, writeDraft, type DraftScope } from './local-drafts.ts';
import { isRetryable, statusForError, type SaveStatus } from './save-status.ts';

/** The calls saving needs; the designer passes the real API, tests their own. */
export interface SaveBackend {
  save(design: PageDocument, version: number): Promise<{ version: number; shouldReload: boolean }>;
  latest(): Promise<{ page: Pick<PageWithDesign, 'design' | 'version'>; savedBy: string | null }>;
  /** Left out for documents that are not published on their own (a sandbox design). */
  publish?(): Promise<{ left_out: readonly LeftOutElement[] }>;
  /** Best effort while the tab closes; false when it could not even be sent. */
  saveOnUnload(design: PageDocument, version: number): boolean;
}

export interface SaveControllerOptions {
  store: DesignerStore;
  backend: SaveBackend;
  /** Where unsaved work is kept in this browser. */
  page: DraftScope;
  /** Quiet time after the last edit before saving by itself. */
  autosaveMs?: number;
  /** How soon an unsaved document is copied to the local draft. */
  draftMs?: number;
  /** Waits between retries of a save that got no answer; the last one repeats. */
  retryMs?: readonly number[];
  now?: () => number;
}

export const AUTOSAVE_MS = 2000;
export const DRAFT_MS = 300;
export const RETRY_MS = [1000, 2000, 4000, 8000, 15000, 30000] as const;

export interface SaveController {
  getStatus(): SaveStatus;
  subscribe(listener: () => void): () => void;
  /** True while a save or publish is under way. */
  isBusy(): boolean;
  /** Saves now (the Save button, Ctrl+S, leaving the designer); resolves true when the page is saved. */
  save(force?: boolean): Promise<boolean>;
  publish(): Promise<void>;
  /** After a conflict: take the server's version, dropping the edits made here. */
  reload(): Promise<void>;
  /** After a conflict: save the edits made here over the server's newer version. */
  keepMine(): Promise<boolean>;
  /** Someone else saved this document as `version` (a realtime event): past ours, the conflict banner says who and what changed. */
  savedElsewhere(version: number, savedBy: string): void;
  dismiss(): void;
  /** The tab is closing: keep the draft and send what can be sent. */
  flushOnUnload(): void;
  dispose(): void;
}

/**
 * Saving without losing work (the designer's save, autosave and publish): a save ~2 s after the
 * last edit; every unsaved document copied to a local draft; a save that got no answer tried
 * again with growing waits (and at once when the browser is back online); a conflict explained
 * with what changed, resolved by reloading or by keeping one's own; `shouldReload` honoured.
 */
export function createSaveController(options: SaveControllerOptions): SaveController {
  const { store, backend, page } = options;
  const autosaveMs = options.autosaveMs ?? AUTOSAVE_MS;
  const draftMs = options.draftMs ?? DRAFT_MS;
  const retryMs = options.retryMs ?? RETRY_MS;
  const now = options.now ?? Date.now;

  let status: SaveStatus = { kind: 'idle' };
  const listeners = new Set<() => void>();
  let inFlight: Promise<boolean> | null = null;
  let publishing = false;
  let autosaveTimer: ReturnType<typeof setTimeout> | undefined;
  let draftTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let disposed = false;

  const setStatus = (next: SaveStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  const dirty = () => selectIsDirty(store.getState());
  /** A conflict or an invalid design waits for the user: saving again by itself would only repeat it. */
  const blocked = () => status.kind === 'conflict';

  const keepDraft = () => {
    const { document, version } = store.getState();
    if (dirty()) writeDraft({ ...page, version, document });
    else clearDrafts(page.landingId, page.pageId, page.space);
  };

  const clearTimer = (timer: ReturnType<typeof setTimeout> | undefined) => {
    if (timer !== undefined) clearTimeout(timer);
  };

  const scheduleRetry = () => {
    clearTimer(retryTimer);
    const wait = retryMs[Math.min(attempt, retryMs.length - 1)]!;
    attempt++;
    setStatus({ kind: 'offline', retryAt: now() + wait, attempt });
    retryTimer = setTimeout(() => void save(false), wait);
  };

  const reloadLatest = async () => {
    const { page: latest } = await backend.latest();
    store.getState().load(latest.design, latest.version);
    clearDrafts(page.landingId, page.pageId, page.space);
  };

  /** `force`: the user asked, so it is sent even when nothing changed (it confirms the version is current). */
  const runSave = async (force: boolean): Promise<boolean> => {
    clearTimer(autosaveTimer);
    clearTimer(retryTimer);
    // Ctrl+S inside the rich-text editor: what is being typed belongs in the save.
    store.getState().stopEditing();
    const { document, version } = store.getState();
    if (!force && !dirty()) {
      if (status.kind === 'offline' || status.kind === 'saving') setStatus({ kind: 'saved' });
      return true;
    }
    setStatus({ kind: 'saving' });
    try {
      const result = await backend.save(document, version);
      attempt = 0;
      store.getState().markSaved(document, result.version);
      if (dirty()) keepDraft();
      else clearDrafts(page.landingId, page.pageId, page.space);
      // The server rewrote the design (migrated or normalised props): edit what it stored.
      if (result.shouldReload && !dirty()) await reloadLatest();
      setStatus({ kind: 'saved' });
      return true;
    } catch (error) {
      if (isRetryable(error)) {
        scheduleRetry();
        return false;
      }
      const next = statusForError(error, document);
      if (next.kind === 'invalid' && next.elementId) store.getState().select(next.elementId);
      setStatus(next);
      if (next.kind === 'conflict') void explainConflict(next, store.getState().savedDocument);
      return false;
    }
  };

  /** Reads the server's version to say what changed and who changed it; the banner shows the message meanwhile. */
  const explainConflict = async (conflict: Extract<SaveStatus, { kind: 'conflict' }>, base: PageDocument) => {
    try {
      const { page: latest, savedBy } = await backend.latest();
      if (status !== conflict) return;
      setStatus({ ...conflict, changes: describeChanges(base, latest.design), savedBy });
    } catch {
      // The message alone still says what to do.
    }
  };

  function save(force = true): Promise<boolean> {
    if (inFlight) {
      // One save at a time; edits made meanwhile are saved right after.
      return inFlight.then(() => (dirty() && !blocked() ? save(force) : !dirty()));
    }
    inFlight = runSave(force).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  const scheduleAutosave = () => {
    clearTimer(autosaveTimer);
    if (blocked() || status.kind === 'offline') return;
    autosaveTimer = setTimeout(() => {
      // Text being edited in place is written when editing ends, which schedules the next save.
      if (store.getState().editingId) return;
      if (dirty() && !blocked() && !publishing) void save(false);
    }, autosaveMs);
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.document === previous.document && state.version === previous.version) return;
    clearTimer(draftTimer);
    draftTimer = setTimeout(keepDraft, draftMs);
    if (state.document !== previous.document && state.document !== state.savedDocument) scheduleAutosave();
  });

  const onOnline = () => {
    if (status.kind === 'offline') void save(false);
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isBusy: () => inFlight !== null || publishing,
    savedElsewhere(version, savedBy) {
      // A save of ours under way meets the newer version itself and answers with the same banner.
      if (disposed || inFlight || status.kind === 'conflict' || version <= store.getState().version) return;
      clearTimer(autosaveTimer);
      const conflict: Extract<SaveStatus, { kind: 'conflict' }> = { kind: 'conflict', message: `${savedBy} saved this page just now.`, savedBy };
      setStatus(conflict);
      void explainConflict(conflict, store.getState().savedDocument);
    },
    save: (force = true) => save(force),
    async publish() {
      if (publishing || !backend.publish) return;
      publishing = true;
      try {
        if (dirty() && !(await save())) return;
        setStatus({ kind: 'publishing' });
        const published = await backend.publish();
        setStatus({ kind: 'published', leftOut: published.left_out });
      } catch (error) {
        setStatus(statusForError(error, store.getState().document));
      } finally {
        publishing = false;
      }
    },
    async reload() {
      try {
        await reloadLatest();
        setStatus({ kind: 'idle' });
      } catch (error) {
        setStatus(isRetryable(error) ? { kind: 'failed', message: 'Could not reach the server to reload the page. Try again in a moment.' } : statusForError(error, store.getState().document));
      }
    },
    async keepMine() {
      try {
        const { page: latest } = await backend.latest();
        // Mine, based on theirs: the next save replaces their version with this document.
        store.setState({ version: latest.version });
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) {
          setStatus({ kind: 'failed', message: 'Could not reach the server to read the latest version. Try again in a moment.' });
        }
        return false;
      }
      setStatus({ kind: 'idle' });
      return save();
    },
    dismiss: () => setStatus({ kind: 'idle' }),
    flushOnUnload() {
      clearTimer(draftTimer);
      keepDraft();
      if (dirty() && !blocked()) {
        const { document, version } = store.getState();
        backend.saveOnUnload(document, version);
      }
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      unsubscribe();
      clearTimer(autosaveTimer);
      clearTimer(draftTimer);
      clearTimer(retryTimer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    },
  };
}
