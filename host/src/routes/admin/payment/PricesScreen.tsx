import { formatMoney } from '@tessera/core';
import { Link } from 'react-router-dom';
import { usePlans, usePrices } from '../../../api/billing-api.ts';
import { DataTable, RowActions } from '../../../ui/DataTable.tsx';
import { QueryView } from '../../../ui/QueryView.tsx';
import { countLabel, ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { PaymentTabs } from './PlansScreen.tsx';

/** /admin/payment/prices: every plan's recurring prices. */
export function PricesScreen() {
  const prices = usePrices();
  const plans = usePlans();
  const planName = (planId: number) => plans.data?.find((plan) => plan.id === planId)?.name ?? '';
  return (
    <div className="screen">
      <ScreenHeader title="Prices" count={prices.data ? countLabel(prices.data.length, 'price') : null}>
        <Link className="btn btn--primary" to="/admin/payment/prices/create">
          Add price
        </Link>
      </ScreenHeader>
      <PaymentTabs />
      <QueryView query={prices} loading="Loading prices…" failed="Prices could not be loaded" empty={{ when: (data) => data.length === 0, title: 'No prices yet' }}>
        {(data) => (
          <DataTable columns={['Plan', 'Amount', 'Billed', 'Status']}>
            {data.map((price) => (
              <tr key={price.id}>
                <td>{planName(price.plan_id)}</td>
                <td>{formatMoney(price.amount, price.currency)}</td>
                <td>{price.interval === 'month' ? 'Monthly' : 'Yearly'}</td>
                <td>{price.active ? 'Offered' : 'Retired'}</td>
                <RowActions>
                  <Link className="btn btn--small" to={`/admin/payment/prices/${price.id}/edit`} aria-label={`Edit the ${formatMoney(price.amount, price.currency)} price of ${planName(price.plan_id)}`}>
                    Edit
                  </Link>
                </RowActions>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
    </div>
  );
}
