import type { Contact } from '@tessera/core';
import { formatDate } from '../../../format-date.ts';
import { Modal } from '../../../../ui/Modal.tsx';

/** Every answer of one submission. */
export function ContactDetail({ contact, onClose }: { contact: Contact; onClose(): void }) {
  return (
    <Modal
      title="Contact"
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      <dl className="detail-list">
        {Object.entries(contact.fields).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value || '—'}</dd>
          </div>
        ))}
        <div>
          <dt>Page</dt>
          <dd>{contact.page_name ?? 'A deleted page'}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{formatDate(contact.created_at, true)}</dd>
        </div>
      </dl>
    </Modal>
  );
}
