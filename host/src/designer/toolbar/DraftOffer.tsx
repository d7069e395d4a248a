import type { LocalDraft } from '../save/local-drafts.ts';

interface DraftOfferProps {
  draft: LocalDraft;
  /** The version the server has now; a draft based on an older one will meet a conflict when saved. */
  currentVersion: number;
  onRestore: () => void;
  onDiscard: () => void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Unsaved edits this browser kept from an earlier visit (a reload, a crash, a lost connection), offered back. */
export function DraftOffer({ draft, currentVersion, onRestore, onDiscard }: DraftOfferProps) {
  const older = draft.version < currentVersion;
  return (
    <div className="designer-banner designer-banner--draft" role="alertdialog" aria-labelledby="draft-offer-title" data-testid="draft-offer">
      <div className="designer-banner__message">
        <p id="draft-offer-title">
          <strong>Restore unsaved changes?</strong> This browser kept edits to this page from {timeFormat.format(draft.savedAt)} that were never saved.
        </p>
        {older ? (
          <p className="designer-banner__detail">The page has been saved elsewhere since; saving them will ask whether to keep them over that version.</p>
        ) : null}
      </div>
      <button type="button" className="btn btn--small btn--primary" onClick={onRestore}>
        Restore
      </button>
      <button type="button" className="btn btn--small" onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}
