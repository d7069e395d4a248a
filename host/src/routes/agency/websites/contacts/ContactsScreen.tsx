import type { Contact } from '@tessera/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useContacts, useDeleteContactMutation } from '../../../../api/contacts-api.ts';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { Pagination } from '../../../../ui/Pagination.tsx';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { SearchBox } from '../../../../ui/SearchBox.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { formatDate } from '../../../format-date.ts';
import { useListParams } from '../../../list-params.ts';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';
import { ContactDetail } from './ContactDetail.tsx';

const PAGE_SIZE = 15;

/** The first answers of a submission, as its one-line summary. */
const summary = (contact: Contact) =>
  Object.values(contact.fields)
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .slice(0, 3)
    .join(' · ') || '(no answers)';

/** /agency/websites/{id}/contacts: the website's form submissions, searched and paged, with detail and delete. */
export function ContactsScreen() {
  const landingId = useIdParam('id');
  if (landingId === null) return <NotFoundPage />;
  return <ContactsOfWebsite key={landingId} landingId={landingId} />;
}

function ContactsOfWebsite({ landingId }: { landingId: number }) {
  const { page, search, update } = useListParams();
  const contacts = useContacts(landingId, { page, perPage: PAGE_SIZE, search });
  const remove = useDeleteContactMutation(landingId);
  const [viewing, setViewing] = useState<Contact | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/pages`}>
        ← Pages
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">Contacts</h1>
        {contacts.data ? <span className="screen__count">{contacts.data.total === 1 ? '1 contact' : `${contacts.data.total} contacts`}</span> : null}
      </header>
      <div className="toolbar">
        <SearchBox label="Search contacts" value={search} onSearch={(next) => update({ search: next })} />
      </div>
      {contacts.isPending ? (
        <Spinner label="Loading contacts…" />
      ) : contacts.error && !contacts.data ? (
        <StatusView title="Contacts could not be loaded" message={contacts.error.message} actions={<RetryButton onClick={contacts.refetch} />} />
      ) : contacts.data.contacts.length === 0 ? (
        <StatusView title={search ? 'No matching contacts' : 'No contacts yet'} message="What visitors send through the website's forms is listed here." />
      ) : (
        <>
          <ul className="simple-list">
            {contacts.data.contacts.map((contact) => (
              <li key={contact.id} className="simple-list__item">
                <button type="button" className="link-button table__primary" onClick={() => setViewing(contact)}>
                  {summary(contact)}
                </button>
                <span className="table__secondary">
                  {contact.page_name ?? 'A deleted page'} · {formatDate(contact.created_at, true)}
                </span>
                <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(contact)} aria-label={`Delete contact ${contact.id}`}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
          <Pagination page={page} perPage={PAGE_SIZE} total={contacts.data.total} onPage={(next) => update({ page: next })} label="Contacts pages" />
        </>
      )}
      {viewing ? <ContactDetail contact={viewing} onClose={() => setViewing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this contact?"
          message={`${summary(deleting)} is deleted. This cannot be undone.`}
          confirmLabel="Delete contact"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </div>
  );
}
