import { useId, useState } from 'react';
import { toast } from '../../../../ui/toasts.tsx';
import { isApiError } from '../../../../api/api-error.ts';
import { useBulkTagContactsMutation } from '../../../../api/contacts-api.ts';
import { FormDialog } from '../../../../ui/FormDialog.tsx';
import { TextField } from '../../../../ui/FormRow.tsx';

/** Adds one tag to every selected contact. */
export function BulkTagDialog({ landingId, ids, known, onDone }: { landingId: number; ids: number[]; known: readonly string[]; onDone(tagged: boolean): void }) {
  const id = useId();
  const [tag, setTag] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useBulkTagContactsMutation(landingId);
  const submit = () => {
    if (!tag.trim()) return setError('Type a tag to add.');
    setError(undefined);
    mutation.mutate(
      { ids, tag: tag.trim() },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onDone(true);
        },
        onError: (failure) => {
          if (isApiError(failure, 422)) setError(failure.errors?.tag?.[0] ?? failure.errors?.ids?.[0] ?? failure.message);
        },
      },
    );
  };
  return (
    <FormDialog title={ids.length === 1 ? 'Tag 1 contact' : `Tag ${ids.length} contacts`} submitLabel="Add tag" busy={mutation.isPending} onSubmit={submit} onClose={() => onDone(false)}>
      <TextField id={id} label="Tag" value={tag} onValue={setTag} error={error} list={`${id}-known`} maxLength={60} autoComplete="off" hint="A tag the website already uses keeps its spelling." />
      <datalist id={`${id}-known`}>
        {known.map((known) => (
          <option key={known} value={known} />
        ))}
      </datalist>
    </FormDialog>
  );
}
