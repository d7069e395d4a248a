import { FormModalFooter } from '../../../../ui/FormModalFooter.tsx';
import type { FileItem } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { useDeleteFileMutation, useDistributeFilesMutation, useRenameFileMutation } from '../../../../api/files-api.ts';
import { useLandings } from '../../../../api/landings-api.ts';
import { CheckList } from '../../../../ui/CheckList.tsx';
import { TextField } from '../../../../ui/FormRow.tsx';
import { ConfirmDialog, Modal } from '../../../../ui/Modal.tsx';

interface FileDialogProps {
  landingId: number;
  file: FileItem;
  onClose(): void;
}

/** Renames a file; its address stays. */
export function RenameFileDialog({ landingId, file, onClose }: FileDialogProps) {
  const [name, setName] = useState(file.name);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameFileMutation(landingId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('The name field is required.');
    rename.mutate(
      { fileId: file.id, name: name.trim() },
      { onSuccess: onClose, onError: (failure) => setError(isApiError(failure) ? (failure.errors?.name?.[0] ?? failure.message) : failure.message) },
    );
  };
  return (
    <Modal
      title="Rename file"
      onClose={onClose}
      footer={<FormModalFooter formId={"rename-file-form"} submitLabel="Save" busy={rename.isPending} onCancel={onClose} />}
    >
      <form id="rename-file-form" className="form-stack" onSubmit={onSubmit} noValidate>
        <TextField id="rename-file-name" label="Name" value={name} onValue={setName} error={error} maxLength={200} />
      </form>
    </Modal>
  );
}

/** Asks, then deletes; while pages use the file the server refuses, and its message stays in the dialog. */
export function DeleteFileDialog({ landingId, file, onClose }: FileDialogProps) {
  const remove = useDeleteFileMutation(landingId);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title="Delete this file?"
      message={
        refusal ? (
          <span role="alert">{refusal}</span>
        ) : (
          <>
            <strong>{file.name}</strong> is deleted and its address stops working. This cannot be undone.
          </>
        )
      }
      confirmLabel="Delete file"
      busy={remove.isPending || refusal !== null}
      onCancel={onClose}
      onConfirm={() => remove.mutate(file.id, { onSuccess: onClose, onError: (failure) => setRefusal(failure.message) })}
    />
  );
}

/** Copies the file into other websites of the agency (the same image, no new upload). */
export function CopyFileDialog({ landingId, file, onClose }: FileDialogProps) {
  const landings = useLandings();
  const distribute = useDistributeFilesMutation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>();
  const others = (landings.data?.landings ?? []).filter((landing) => landing.id !== landingId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setError('Choose at least one website.');
    distribute.mutate({ fileIds: [file.id], landingIds: chosen }, { onSuccess: onClose, onError: (failure) => setError(failure.message) });
  };
  return (
    <Modal title={`Copy ${file.name} to websites`} onClose={onClose} footer={<FormModalFooter formId="copy-file-form" submitLabel="Copy" busy={distribute.isPending} onCancel={onClose} />}>
      <form id="copy-file-form" className="form-stack" onSubmit={onSubmit} noValidate>
        {others.length === 0 ? <p>Your agency has no other website.</p> : null}
        <CheckList items={others} labelOf={(landing) => landing.title} chosen={chosen} onChange={setChosen} />
        {error ? (
          <p className="form-row__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
