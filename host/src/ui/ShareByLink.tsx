import { shareStateEnvelopeSchema, shareStateSavedSchema, type ShareState } from '@tessera/core';
import type { ShareByLinkProps } from '@tessera/sdk/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isApiError } from '../api/api-error.ts';
import { apiRequest } from '../api/http-client.ts';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { FieldNote } from './FormRow.tsx';
import { Modal } from './Modal.tsx';
import { QueryView } from './QueryView.tsx';

/** A website's, page's or blog post's Share button: its dialog switches sharing by link and makes a new link. */
export function ShareByLinkButton(props: ShareByLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--small" aria-label={`Share ${props.name}`} onClick={() => setOpen(true)}>
        Share
      </button>
      {open ? <ShareByLinkDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function ShareByLinkDialog({ name, stateUrl, sharingUrl, link, onClose }: ShareByLinkProps & { onClose(): void }) {
  const queryClient = useQueryClient();
  const queryKey = ['share-state', stateUrl];
  const state = useQuery({ queryKey, queryFn: ({ signal }) => apiRequest(stateUrl, { schema: shareStateEnvelopeSchema, signal }).then((r) => r.data) });
  const [error, setError] = useState<string>();
  const onSaved = (saved: ShareState) => {
    setError(undefined);
    queryClient.setQueryData(queryKey, saved);
  };
  const onFailed = (failure: Error) => setError(isApiError(failure) ? (failure.errors?.sharing?.[0] ?? failure.message) : 'Sharing could not be changed.');
  const switchSharing = useMutation({
    mutationFn: (sharing: boolean) => apiRequest(sharingUrl, { method: 'PUT', body: { sharing }, schema: shareStateSavedSchema }).then((r) => r.data),
    onSuccess: onSaved,
    onError: onFailed,
  });
  const rotate = useMutation({
    mutationFn: () => apiRequest(`${sharingUrl}/rotate`, { method: 'POST', schema: shareStateSavedSchema }).then((r) => r.data),
    onSuccess: onSaved,
    onError: onFailed,
  });
  const busy = switchSharing.isPending || rotate.isPending;
  // Set in the click's own event, so the switch moves at once; the mutation's state comes a tick later.
  const [switchedTo, setSwitchedTo] = useState<boolean>();
  const onSwitch = (on: boolean) => {
    setSwitchedTo(on);
    switchSharing.mutate(on, { onSettled: () => setSwitchedTo(undefined) });
  };
  return (
    <Modal
      title={`Share ${name}`}
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      <QueryView query={state} loading="Loading the sharing settings" failed="The sharing settings could not be loaded">
        {(current) => (
          <ShareControls
            current={current}
            switchedTo={switchedTo}
            busy={busy}
            error={error}
            link={link}
            name={name}
            onSwitch={onSwitch}
            onRotate={() => rotate.mutate()}
          />
        )}
      </QueryView>
    </Modal>
  );
}

interface ShareControlsProps {
  current: ShareState;
  /** The switch's new position while the server has not answered yet, so it moves at once under the pointer. */
  switchedTo: boolean | undefined;
  busy: boolean;
  error: string | undefined;
  name: string;
  link(uniqueId: string): string;
  onSwitch(on: boolean): void;
  onRotate(): void;
}

function ShareControls({ current, switchedTo, busy, error, name, link, onSwitch, onRotate }: ShareControlsProps) {
  const id = useId();
  const address = current.sharing && current.unique_id ? link(current.unique_id) : null;
  return (
    <div className="share-by-link">
      <div className={error ? 'form-row has-error' : 'form-row'}>
        <label className="check" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={switchedTo ?? current.sharing}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onSwitch(event.target.checked)}
          />
          <span>Share by link</span>
        </label>
        <FieldNote id={id} error={error} hint={address ? 'Whoever has the link can import a copy.' : 'Off: nobody can import a copy by link.'} />
      </div>
      {address ? (
        <>
          <div className="form-row">
            <label className="form-row__label" htmlFor={`${id}-link`}>
              Share link
            </label>
            <input id={`${id}-link`} className="input" readOnly value={address} />
          </div>
          <div className="table__buttons">
            <CopyLinkButton link={async () => address} aria-label={`Copy share link of ${name}`}>
              Copy link
            </CopyLinkButton>
            <button type="button" className="btn btn--small" disabled={busy} onClick={onRotate} aria-describedby={`${id}-rotate`}>
              New link
            </button>
          </div>
          <p className="form-row__hint" id={`${id}-rotate`}>
            A new link replaces this one: the old link stops working at once.
          </p>
        </>
      ) : null}
    </div>
  );
}
