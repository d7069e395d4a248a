import { CARD_LEAD_FIELD_LABELS, CARD_LEAD_FIELDS, cardDisplayName, type Card } from '@tessera/core';
import { useCardContacts } from '../../../../api/cards-api.ts';
import { Modal } from '../../../../ui/Modal.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { formatDate } from '../../../format-date.ts';

/** The leads the card's form collected, newest first. */
export function CardContactsDialog({ landingId, card, onClose }: { landingId: number; card: Card; onClose(): void }) {
  const contacts = useCardContacts(landingId, card.id);
  return (
    <Modal title={`Leads of ${cardDisplayName(card)}`} onClose={onClose} footer={<button type="button" className="btn" onClick={onClose}>Close</button>}>
      {contacts.isPending ? (
        <Spinner label="Loading leads…" />
      ) : contacts.error ? (
        <p className="form-row__error">{contacts.error.message}</p>
      ) : contacts.data.length === 0 ? (
        <p className="modal__text">No one has sent their details yet.</p>
      ) : (
        <ul className="simple-list">
          {contacts.data.map((contact) => (
            <li key={contact.id} className="simple-list__item">
              <span className="table__primary">{CARD_LEAD_FIELDS.filter((id) => contact.fields[id]).map((id) => `${CARD_LEAD_FIELD_LABELS[id]}: ${contact.fields[id]}`).join(' · ')}</span>
              <span className="table__secondary">{formatDate(contact.created_at, true)}</span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
