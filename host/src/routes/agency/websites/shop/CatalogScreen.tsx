import type { Gateway } from '@tessera/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { changeCatalogItem, useActiveGateway, useShopMutation } from '../../../../api/shop-api.ts';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { useConfirmDelete } from '../../../../ui/use-confirm-delete.tsx';

interface CatalogItem {
  id: number;
  name: string;
  archived: boolean;
}

/**
 * A screen of the website's products or coupons: they live on the connected account, so
 * without one it says how to connect it; each item can be archived, unarchived and deleted.
 */
export function CatalogScreen<T extends CatalogItem>({
  landingId,
  kind,
  title,
  children,
}: {
  landingId: number;
  kind: 'products' | 'coupons';
  title: string;
  children: (gateway: Gateway, actions: (item: T) => ReactNode) => ReactNode;
}) {
  const gateway = useActiveGateway(landingId);
  const change = useShopMutation(landingId, ({ item, action, accountId }: { item: T; action: 'archive' | 'unarchive' | 'delete'; accountId: string }) =>
    changeCatalogItem(landingId, accountId, kind, item.id, action),
  );
  const confirm = useConfirmDelete(
    change,
    ({ item }: { item: T; accountId: string }) => ({ title: `Delete ${item.name}?`, message: 'Buyers can no longer choose it; past orders keep it.', confirmLabel: 'Delete' }),
    ({ item, accountId }) => ({ item, accountId, action: 'delete' as const }),
  );
  const singular = kind === 'products' ? 'product' : 'coupon';
  return (
    <div className="screen">
      <ScreenHeader title={title} back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }} />
      <QueryView
        query={gateway}
        loading="Loading…"
        failed="The payment account could not be loaded"
        empty={{
          when: (data) => data === null,
          title: 'No payment account connected',
          message: (
            <>
              {`Connect a Stripe account to add ${kind} to this website. `}
              <Link to={`/agency/websites/${landingId}/gateway/create`}>Connect an account</Link>
            </>
          ),
        }}
      >
        {(active) =>
          children(active!, (item) => (
            <>
              <button type="button" className="btn btn--small" onClick={() => change.mutate({ item, accountId: active!.account_id, action: item.archived ? 'unarchive' : 'archive' })} aria-label={`${item.archived ? 'Unarchive' : 'Archive'} ${item.name}`}>
                {item.archived ? 'Unarchive' : 'Archive'}
              </button>
              <button type="button" className="btn btn--small btn--danger" onClick={() => confirm.ask({ item, accountId: active!.account_id })} aria-label={`Delete ${singular} ${item.name}`}>
                Delete
              </button>
            </>
          ))
        }
      </QueryView>
      {confirm.dialog}
    </div>
  );
}
