import { Link } from 'react-router-dom';
import { QueryView, type ViewedQuery } from '../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { useConfirmDelete } from '../../../ui/use-confirm-delete.tsx';
import { formatDate } from '../../format-date.ts';

interface NamedItem {
  id: number;
  name: string;
  updated_at: string;
}

interface NamedItemsScreenProps<T extends NamedItem> {
  landingId: number;
  /** The item in the singular, lower case: 'form'; its editor lives at {noun}/create and {noun}/{id}/edit. */
  noun: string;
  items: ViewedQuery<T[]>;
  remove: { isPending: boolean; mutate(id: number, options: { onSettled(): void }): void };
  /** What the empty list says the items are for. */
  purpose: string;
  /** The size of an item ("3 fields"), shown beside its last edit. */
  size(item: T): string;
  /** What deleting an item does to the pages that use it. */
  afterDelete: string;
}

/** A website's forms or menus: named items each edited on its own route, created, listed and deleted alike. */
export function NamedItemsScreen<T extends NamedItem>({ landingId, noun, items, remove, purpose, size, afterDelete }: NamedItemsScreenProps<T>) {
  const base = `/agency/websites/${landingId}`;
  const plural = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}s`;
  const confirm = useConfirmDelete(
    remove,
    (item: T) => ({ title: `Delete this ${noun}?`, message: <><strong>{item.name}</strong> is deleted; {afterDelete}</>, confirmLabel: `Delete ${noun}` }),
    (item) => item.id,
  );
  return (
    <div className="screen">
      <ScreenHeader title={plural} back={{ to: `${base}/pages`, label: 'Pages' }}>
        <Link className="btn btn--primary" to={`${base}/${noun}/create`}>
          Create {noun}
        </Link>
      </ScreenHeader>
      <QueryView
        query={items}
        loading={`Loading ${noun}s…`}
        failed={`${plural} could not be loaded`}
        empty={{ when: (data) => data.length === 0, title: `No ${noun}s yet`, message: purpose }}
      >
        {(data) => (
          <ul className="simple-list">
            {data.map((item) => (
              <li key={item.id} className="simple-list__item">
                <Link className="table__primary" to={`${base}/${noun}/${item.id}/edit`}>
                  {item.name}
                </Link>
                <span className="table__secondary">
                  {size(item)} · edited {formatDate(item.updated_at)}
                </span>
                <button type="button" className="btn btn--small btn--danger" onClick={() => confirm.ask(item)} aria-label={`Delete ${item.name}`}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {confirm.dialog}
    </div>
  );
}
