import type { Contact } from '@tessera/core';
import { useState } from 'react';
import { toast } from '../../../../ui/toasts.tsx';
import { useBulkDeleteContactsMutation, useContacts, useContactTags, useDeleteContactMutation } from '../../../../api/contacts-api.ts';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { Pagination } from '../../../../ui/Pagination.tsx';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { countLabel, ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { websiteScreen } from '../website-screen.tsx';
import { BulkActionsBar } from './BulkActionsBar.tsx';
import { BulkTagDialog } from './BulkTagDialog.tsx';
import { contactLabel } from './contact-label.ts';
import { useContactFilters } from './contact-filters.ts';
import { ContactDrawer } from './ContactDrawer.tsx';
import { ContactFiltersBar } from './ContactFiltersBar.tsx';
import { ContactsTable } from './ContactsTable.tsx';
import { DownloadCsvButton } from './DownloadCsvButton.tsx';

const PAGE_SIZE = 25;

/**
 * /agency/websites/{id}/contacts: the website's contacts (form submissions, card leads and
 * checkouts) as a small CRM: searched, filtered by source, tag and date (kept in the address),
 * paged on the server, tagged and deleted one by one or in bulk, opened in a side sheet with
 * what else the website holds from them, and downloaded as CSV as filtered.
 */
export const ContactsScreen = websiteScreen(function ContactsOfWebsite({ landingId }) {
  const { page, filters, filtered, update, clear } = useContactFilters();
  const contacts = useContacts(landingId, { page, perPage: PAGE_SIZE, ...filters });
  const tags = useContactTags(landingId).data ?? [];
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [viewing, setViewing] = useState<Contact | null>(null);
  const [dialog, setDialog] = useState<'tag' | 'delete' | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const bulkDelete = useBulkDeleteContactsMutation(landingId);
  const deleteOne = useDeleteContactMutation(landingId);

  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  // A new filter or page shows other contacts: what was selected is let go, so no action reaches a contact out of sight.
  const changeView = (changes: Parameters<typeof update>[0]) => {
    setSelected(new Set());
    update(changes);
  };
  const ids = [...selected];

  return (
    <div className="screen">
      <ScreenHeader
        title="Contacts"
        back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }}
        count={contacts.data ? countLabel(contacts.data.total, 'contact') : null}
      >
        <DownloadCsvButton landingId={landingId} filters={filters} filtered={filtered} />
      </ScreenHeader>
      <ContactFiltersBar
        filters={filters}
        filtered={filtered}
        tags={tags}
        onChange={changeView}
        onClear={() => {
          setSelected(new Set());
          clear();
        }}
      />
      {selected.size > 0 ? <BulkActionsBar count={selected.size} onTag={() => setDialog('tag')} onDelete={() => setDialog('delete')} onClear={() => setSelected(new Set())} /> : null}
      <QueryView
        query={contacts}
        loading="Loading contacts…"
        failed="Contacts could not be loaded"
        empty={{
          when: (data) => data.contacts.length === 0,
          title: filtered ? 'No matching contacts' : 'No contacts yet',
          message: filtered ? 'Try another search or clear the filters.' : "What visitors send through the website's forms and cards, and who buys in its shop, is listed here.",
        }}
      >
        {(data) => (
          <>
            <ContactsTable contacts={data.contacts} selected={selected} onSelect={select} onOpen={setViewing} />
            <Pagination page={page} perPage={PAGE_SIZE} total={data.total} onPage={(next) => changeView({ page: next })} label="Contacts pages" />
          </>
        )}
      </QueryView>
      {viewing ? <ContactDrawer landingId={landingId} contact={viewing} knownTags={tags} onDelete={setDeleting} onClose={() => setViewing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this contact?"
          message={`${contactLabel(deleting)} is deleted with its tags. This cannot be undone.`}
          confirmLabel="Delete contact"
          busy={deleteOne.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            // The sheet closes first, so its detail is not asked for again once the contact is gone.
            setViewing(null);
            select([deleting.id], false);
            deleteOne.mutate(deleting.id, { onSettled: () => setDeleting(null) });
          }}
        />
      ) : null}
      {dialog === 'tag' ? <BulkTagDialog landingId={landingId} ids={ids} known={tags} onDone={() => setDialog(null)} /> : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={ids.length === 1 ? 'Delete 1 contact?' : `Delete ${ids.length} contacts?`}
          message="They are deleted with their tags. Orders and card leads stay. This cannot be undone."
          confirmLabel={ids.length === 1 ? 'Delete 1 contact' : `Delete ${ids.length} contacts`}
          busy={bulkDelete.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            bulkDelete.mutate(ids, {
              onSuccess: (result) => {
                toast.success(result.message);
                setSelected(new Set());
              },
              onSettled: () => setDialog(null),
            })
          }
        />
      ) : null}
    </div>
  );
});
