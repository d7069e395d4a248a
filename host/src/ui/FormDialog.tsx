import { useId, type ReactNode } from 'react';
import { FormModalFooter } from './FormModalFooter.tsx';
import { Modal } from './Modal.tsx';

/** A dialog holding one form, its Cancel and submit buttons in the footer (the kit's FormDialog). */
export function FormDialog({ title, submitLabel, busy = false, onSubmit, onClose, children }: { title: string; submitLabel: string; busy?: boolean; onSubmit(): void; onClose(): void; children: ReactNode }) {
  const formId = useId();
  return (
    <Modal title={title} onClose={onClose} footer={<FormModalFooter formId={formId} submitLabel={submitLabel} busy={busy} onCancel={onClose} />}>
      <form
        id={formId}
        className="form-stack"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        {children}
      </form>
    </Modal>
  );
}
