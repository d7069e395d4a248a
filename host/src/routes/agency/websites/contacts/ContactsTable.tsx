import { CONTACT_SOURCE_LABELS, type Contact } from '@tessera/core';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../../format-date.ts';
import { contactLabel } from './contact-label.ts';
import { TagChips } from './TagChips.tsx';

interface ContactsTableProps {
  contacts: Contact[];
  selected: ReadonlySet<number>;
  onSelect(ids: number[], selected: boolean): void;
  onOpen(contact: Contact): void;
}

/**
 * The contacts of one page of the list, each with a box to select it. On a phone each row is a
 * card of its own (see contacts.css), so the page never scrolls sideways.
 */
export function ContactsTable({ contacts, selected, onSelect, onOpen }: ContactsTableProps) {
  const all = contacts.length > 0 && contacts.every((contact) => selected.has(contact.id));
  const some = contacts.some((contact) => selected.has(contact.id));
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = some && !all;
  }, [some, all]);
  return (
    <div className="table-wrap contacts-table">
      <table className="table">
        <thead>
          <tr>
            <th scope="col" className="contacts-table__select">
              <input
                ref={selectAll}
                type="checkbox"
                aria-label="Select all contacts on this page"
                checked={all}
                onChange={(event) => onSelect(
                  contacts.map((contact) => contact.id),
                  event.target.checked,
                )}
              />
            </th>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Phone</th>
            <th scope="col">Source</th>
            <th scope="col">Tags</th>
            <th scope="col">Date added</th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => {
            const label = contactLabel(contact);
            return (
              <tr key={contact.id} className={selected.has(contact.id) ? 'is-selected' : undefined}>
                <td className="contacts-table__select">
                  <input type="checkbox" aria-label={`Select ${label}`} checked={selected.has(contact.id)} onChange={(event) => onSelect([contact.id], event.target.checked)} />
                </td>
                <td className="contacts-table__name">
                  <button type="button" className="link-button table__primary" onClick={() => onOpen(contact)}>
                    {label}
                  </button>
                </td>
                <td data-label="E-mail" className="contacts-table__email">
                  {contact.email ?? <span className="contacts-table__none">—</span>}
                </td>
                <td data-label="Phone">{contact.phone ?? <span className="contacts-table__none">—</span>}</td>
                <td data-label="Source">
                  <span className={`source-pill source-pill--${contact.source}`}>{CONTACT_SOURCE_LABELS[contact.source]}</span>
                </td>
                <td data-label="Tags">{contact.tags.length > 0 ? <TagChips tags={contact.tags} /> : <span className="contacts-table__none">—</span>}</td>
                <td data-label="Added">
                  <time dateTime={contact.created_at}>{formatDate(contact.created_at)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
