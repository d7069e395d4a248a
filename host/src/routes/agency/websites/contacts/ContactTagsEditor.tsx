import type { Contact } from '@tessera/core';
import { useId, useState } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { useSetContactTagsMutation } from '../../../../api/contacts-api.ts';
import { FieldNote } from '../../../../ui/FormRow.tsx';
import { TagChips } from './TagChips.tsx';

/** A contact's tags: each with a remove button, and a field to add one, suggesting the website's tags. */
export function ContactTagsEditor({ landingId, contact, known }: { landingId: number; contact: Contact; known: readonly string[] }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useSetContactTagsMutation(landingId, contact.id);
  const save = (tags: string[], onSaved?: () => void) => {
    setError(undefined);
    mutation.mutate(tags, {
      onSuccess: onSaved,
      onError: (failure) => {
        if (isApiError(failure, 422)) setError(Object.values(failure.errors ?? {}).flat()[0] ?? failure.message);
      },
    });
  };
  const suggestions = known.filter((tag) => !contact.tags.some((own) => own.toLowerCase() === tag.toLowerCase()));
  return (
    <div className="contact-tags">
      {contact.tags.length > 0 ? (
        <TagChips tags={contact.tags} busy={mutation.isPending} onRemove={(tag) => save(contact.tags.filter((own) => own !== tag))} />
      ) : (
        <p className="contact-drawer__muted">No tags yet.</p>
      )}
      <form
        className="contact-tags__add"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const tag = draft.trim();
          if (!tag) return setError('Type a tag to add.');
          save([...contact.tags, tag], () => setDraft(''));
        }}
      >
        <label className="visually-hidden" htmlFor={id}>
          Add a tag
        </label>
        <input
          id={id}
          className="input"
          placeholder="Add a tag"
          list={`${id}-known`}
          value={draft}
          maxLength={60}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <datalist id={`${id}-known`}>
          {suggestions.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
        <button type="submit" className="btn" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          Add tag
        </button>
      </form>
      <FieldNote id={id} error={error} />
    </div>
  );
}
