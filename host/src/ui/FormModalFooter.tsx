/** A form dialog's footer: Cancel, and the submit button of the form `formId` (outside the form, in the footer), held while saving. */
export function FormModalFooter({ formId, submitLabel, busy, onCancel }: { formId: string; submitLabel: string; busy: boolean; onCancel(): void }) {
  return (
    <>
      <button type="button" className="btn" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" form={formId} className="btn btn--primary" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
    </>
  );
}
