import type { Contact } from '@tessera/core';
import { useState } from 'react';
import { useContacts, useDeleteContactMutation } from '../../../../api/contacts-api.ts';
import { Pagination } from '../../../../ui/Pagination.tsx';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { countLabel, ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { SearchBox } from '../../../../ui/SearchBox.tsx';
import { useConfirmDelete } from '../../../../ui/use-confirm-delete.tsx';
import { formatDate } from '../../../format-date.ts';
import { useListParams } from '../../../list-params.ts';
import { websiteScreen } from '../website-screen.tsx';
import { ContactDetail } from './ContactDetail.tsx';
import { DownloadCsvButton } from './DownloadCsvButton.tsx';

const PAGE_SIZE = 15;

/** The first answers of a submission, as its one-line summary. */
const summary = (contact: Contact) =>
  Object.values(contact.fields)
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .slice(0, 3)
    .join(' · ') || '(no answers)';

/** /agency/websites/{id}/contacts: the website's form submissions, searched and paged, with detail, delete and a CSV download of the search. */
export const ContactsScreen = websiteScreen(function ContactsOfWebsite({ landingId }) {
  const { page, search, update } = useListParams();
  const contacts = useContacts(landingId, { page, perPage: PAGE_SIZE, search });
  const [viewing, setViewing] = useState<Contact | null>(null);
  const confirm = useConfirmDelete(
    useDeleteContactMutation(landingId),
    (contact: Contact) => ({ title: 'Delete this contact?', message: `${summary(contact)} is deleted. This cannot be undone.`, confirmLabel: 'Delete contact' }),
    (contact) => contact.id,
  );
  return (
    <div className="screen">
      <ScreenHeader
        title="Contacts"
        back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }}
        count={contacts.data ? countLabel(contacts.data.total, 'contact') : null}
      >
        <DownloadCsvButton landingId={landingId} search={search} />
      </ScreenHeader>
      <div className="toolbar">
        <SearchBox label="Search contacts" value={search} onSearch={(next) => update({ search: next })} />
      </div>
      <QueryView
        query={contacts}
        loading="Loading contacts…"
        failed="Contacts could not be loaded"
        empty={{ when: (data) => data.contacts.length === 0, title: search ? 'No matching contacts' : 'No contacts yet', message: "What visitors send through the website's forms is listed here." }}
      >
        {(data) => (
          <>
            <ul className="simple-list">
              {data.contacts.map((contact) => (
                <li key={contact.id} className="simple-list__item">
                  <button type="button" className="link-button table__primary" onClick={() => setViewing(contact)}>
                    {summary(contact)}
                  </button>
                  <span className="table__secondary">
                    {contact.page_name ?? 'A deleted page'} · {formatDate(contact.created_at, true)}
                  </span>
                  <button type="button" className="btn btn--small btn--danger" onClick={() => confirm.ask(contact)} aria-label={`Delete contact ${contact.id}`}>
                    Delete
                  </button>
                </li>
              ))}
            </ul>
            <Pagination page={page} perPage={PAGE_SIZE} total={data.total} onPage={(next) => update({ page: next })} label="Contacts pages" />
          </>
        )}
      </QueryView>
      {viewing ? <ContactDetail contact={viewing} onClose={() => setViewing(null)} /> : null}
      {confirm.dialog}
    </div>
  );
});
