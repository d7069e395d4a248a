import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import type { PageRef } from '../../api/pages-api.ts';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { useDesignerStore } from '../designer-context.tsx';
import { notifyError } from '../media/notify-error.ts';
import type { SaveController } from '../save/save-controller.ts';
import { applySandbox, fetchSandbox } from './sandbox-api.ts';

interface ApplyToPageProps {
  pageRef: PageRef;
  controller: SaveController;
  /** The page version the sandbox was copied from (or last applied as). */
  baseVersion: number;
}

/**
 * "Apply to page": saves the sandbox, then writes it into the page when neither has moved on.
 * A page saved since the copy is not overwritten unseen: the user is asked first.
 */
export function ApplyToPage({ pageRef, controller, baseVersion }: ApplyToPageProps) {
  const store = useDesignerStore();
  const [pageVersion, setPageVersion] = useState(baseVersion);
  const [busy, setBusy] = useState(false);
  const [pageMoved, setPageMoved] = useState<number | null>(null);

  const apply = async (over: number) => {
    setBusy(true);
    try {
      // Unsaved edits go into the sandbox first; an unchanged sandbox is applied as it is.
      if (!(await controller.save(false))) return;
      const result = await applySandbox(pageRef, store.getState().version, over);
      setPageVersion(result.page_version);
      setPageMoved(null);
    } catch (error) {
      if (!isApiError(error, 409)) return;
      const latest = await fetchSandbox(pageRef).catch(() => null);
      // The page moved on since the copy: ask before replacing what was saved there.
      if (latest && latest.version === store.getState().version && latest.page_version !== over) setPageMoved(latest.page_version);
      else notifyError(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn" onClick={() => void apply(pageVersion)} disabled={busy} aria-busy={busy}>
        Apply to page
      </button>
      {pageMoved !== null ? (
        <ConfirmDialog
          title="The page has changed"
          message="The page was saved after this sandbox was copied from it. Applying the sandbox replaces those changes with the sandbox's design."
          confirmLabel="Apply anyway"
          busy={busy}
          onCancel={() => setPageMoved(null)}
          onConfirm={() => void apply(pageMoved)}
        />
      ) : null}
    </>
  );
}
