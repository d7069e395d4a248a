import { emailAddressSchema, type Card, cardDisplayName } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { transferCard, useCardMutation } from '../../../../api/cards-api.ts';
import { TextField } from '../../../../ui/FormRow.tsx';
import { Modal } from '../../../../ui/Modal.tsx';

/** Hands the card to another user of the agency by e-mail; it moves once they confirm. */
export function TransferCardDialog({ landingId, card, onClose }: { landingId: number; card: Card; onClose(): void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const send = useCardMutation(landingId, (to: string) => transferCard(landingId, card.id, to));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = emailAddressSchema.safeParse(email);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    send.mutate(checked.data, {
      onSuccess: onClose,
      onError: (failure) => setError(isApiError(failure) && failure.errors?.email?.[0] ? failure.errors.email[0] : undefined),
    });
  };
  return (
    <Modal
      title={`Transfer ${cardDisplayName(card)}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="card-transfer-form" className="btn btn--primary" disabled={send.isPending}>
            Send request
          </button>
        </>
      }
    >
      <form id="card-transfer-form" onSubmit={onSubmit} noValidate>
        <p className="modal__text">The card moves to this user of your agency when they confirm the request.</p>
        <TextField id="card-transfer-email" label="Receiver’s e-mail" type="email" value={email} onValue={setEmail} error={error} autoFocus />
      </form>
    </Modal>
  );
}
