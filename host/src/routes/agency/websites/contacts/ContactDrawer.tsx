import { CARD_LEAD_FIELD_LABELS, CONTACT_SOURCE_LABELS, formatMoney, type Contact, type ContactDetail } from '@tessera/core';
import type { ReactNode } from 'react';
import { useContactDetail } from '../../../../api/contacts-api.ts';
import { Modal } from '../../../../ui/Modal.tsx';
import { formatDate } from '../../../format-date.ts';
import { contactLabel, fieldLabel } from './contact-label.ts';
import { ContactTagsEditor } from './ContactTagsEditor.tsx';

const answer = (value: string | boolean) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value || '—');

/** A card lead's fields are the card's fixed set, with labels of their own. */
const cardLeadLabels: Record<string, string> = CARD_LEAD_FIELD_LABELS;

function Answers({ fields, labels = {} }: { fields: Record<string, string | boolean>; labels?: Record<string, string> }) {
  return (
    <dl className="detail-list detail-list--columns">
      {Object.entries(fields).map(([name, value]) => (
        <div key={name}>
          <dt>{labels[name] ?? fieldLabel(name)}</dt>
          <dd>{answer(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Related<T extends { id: number }>({ title, items, empty, render }: { title: string; items: T[] | undefined; empty: string; render(item: T): ReactNode }) {
  return (
    <section className="contact-drawer__section">
      <h3 className="contact-drawer__heading">
        {title}
        {items ? <span className="badge">{items.length}</span> : null}
      </h3>
      {items === undefined ? (
        <p className="contact-drawer__muted">Loading…</p>
      ) : items.length === 0 ? (
        <p className="contact-drawer__muted">{empty}</p>
      ) : (
        <ul className="contact-drawer__records">
          {items.map((item) => (
            <li key={item.id} className="contact-drawer__record">
              {render(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface ContactDrawerProps {
  landingId: number;
  /** The contact as the list showed it, drawn at once while its detail loads. */
  contact: Contact;
  knownTags: readonly string[];
  onDelete(contact: Contact): void;
  onClose(): void;
}

/**
 * A contact in a side sheet: who they are, their tags, and what the website holds from them
 * (form submissions, orders, card leads). Escape or Close closes it and focus returns to the list.
 */
export function ContactDrawer({ landingId, contact: listed, knownTags, onDelete, onClose }: ContactDrawerProps) {
  const detail = useContactDetail(landingId, listed.id);
  const data: ContactDetail | undefined = detail.data;
  const contact = data?.contact ?? listed;
  return (
    <Modal
      title={contactLabel(contact)}
      placement="side"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--danger" onClick={() => onDelete(contact)}>
            Delete contact
          </button>
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <p className="contact-drawer__summary">
        <span className={`source-pill source-pill--${contact.source}`}>{CONTACT_SOURCE_LABELS[contact.source]}</span>
        <span>Added {formatDate(contact.created_at, true)}</span>
      </p>
      <dl className="detail-list detail-list--columns contact-drawer__identity">
        <div>
          <dt>E-mail</dt>
          <dd>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '—'}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{contact.phone ? <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a> : '—'}</dd>
        </div>
      </dl>
      <section className="contact-drawer__section">
        <h3 className="contact-drawer__heading">Tags</h3>
        <ContactTagsEditor landingId={landingId} contact={contact} known={knownTags} />
      </section>
      {contact.source === 'checkout' ? (
        // A form or card contact's answers are its submission or lead, listed below; a checkout's are its own.
        <section className="contact-drawer__section">
          <h3 className="contact-drawer__heading">Checkout answers</h3>
          <Answers fields={contact.fields} />
        </section>
      ) : null}
      {detail.isError ? (
        <p className="contact-drawer__muted" role="alert">
          Submissions, orders and card leads could not be loaded.
        </p>
      ) : (
        <>
          <Related
            title="Form submissions"
            items={data?.submissions}
            empty="No form submissions from this contact."
            render={(submission) => (
              <>
                <p className="contact-drawer__record-title">
                  {submission.page_name ?? 'A deleted page'} · {formatDate(submission.created_at, true)}
                </p>
                <Answers fields={submission.fields} />
              </>
            )}
          />
          <Related
            title="Orders"
            items={data?.orders}
            empty="No orders from this contact."
            render={(order) => (
              <p className="contact-drawer__record-title">
                Order #{order.id} · {order.description || 'No items'} · {formatMoney(order.total, order.currency)} · {order.status} · {formatDate(order.created_at)}
              </p>
            )}
          />
          <Related
            title="Card leads"
            items={data?.card_leads}
            empty="No card leads from this contact."
            render={(lead) => (
              <>
                <p className="contact-drawer__record-title">
                  {lead.card_name} · {formatDate(lead.created_at, true)}
                </p>
                <Answers fields={lead.fields} labels={cardLeadLabels} />
              </>
            )}
          />
        </>
      )}
    </Modal>
  );
}
