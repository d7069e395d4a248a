interface BulkActionsBarProps {
  count: number;
  onTag(): void;
  onDelete(): void;
  onClear(): void;
}

/** What the selected contacts can have done to them at once; shown while any is selected. */
export function BulkActionsBar({ count, onTag, onDelete, onClear }: BulkActionsBarProps) {
  return (
    <div className="bulk-bar" role="region" aria-label="Selected contacts">
      <p className="bulk-bar__count" aria-live="polite">
        {count === 1 ? '1 contact selected' : `${count} contacts selected`}
      </p>
      <div className="bulk-bar__actions">
        <button type="button" className="btn btn--small" onClick={onTag}>
          Add tag
        </button>
        <button type="button" className="btn btn--small btn--danger" onClick={onDelete}>
          Delete
        </button>
        <button type="button" className="btn btn--small btn--ghost" onClick={onClear}>
          Clear selection
        </button>
      </div>
    </div>
  );
}
