import type { ReactNode } from 'react';
import { QueryView, type ViewedQuery } from '../ui/QueryView.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { useIdParam } from './use-id-param.ts';

interface ItemByIdScreenProps<T> {
  /** The route parameter holding the item's id. */
  param: string;
  /** The item's query; called with a valid id only. */
  useItem(id: number): ViewedQuery<T>;
  /** What QueryView says while loading, when loading failed and when the server has no such item. */
  words: { loading: string; failed: string; notFound: string };
  children(item: T): ReactNode;
}

/**
 * An edit screen of one item named in the address: not found for an id that is no id, else the
 * item loaded (a fresh form for each id, so no state leaks from one item to the next).
 */
export function ItemByIdScreen<T>({ param, ...rest }: ItemByIdScreenProps<T>) {
  const id = useIdParam(param);
  if (id === null) return <NotFoundPage />;
  return <LoadedItem key={id} id={id} {...rest} />;
}

function LoadedItem<T>({ id, useItem, words, children }: Omit<ItemByIdScreenProps<T>, 'param'> & { id: number }) {
  const item = useItem(id);
  return (
    <div className="screen">
      <QueryView query={item} {...words}>
        {children}
      </QueryView>
    </div>
  );
}
