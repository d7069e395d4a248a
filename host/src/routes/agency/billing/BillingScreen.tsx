import { formatMoney, type PlanType, type SubscriptionSection } from '@tessera/core';
import type { ReactNode } from 'react';
import { useBillingOverview } from '../../../api/billing-api.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { QueryView } from '../../../ui/QueryView.tsx';
import { formatDate } from '../../format-date.ts';
import { CardsPanel } from './CardsPanel.tsx';
import { CurrentSubscriptions } from './CurrentSubscriptions.tsx';
import { PlanChooser } from './PlanChooser.tsx';

interface BillingScreenProps {
  /** The screen's heading: a ScreenHeader, or the blocked notice. */
  header: ReactNode;
  /** Which subscriptions it lists, and which plans it offers. */
  sections: readonly SubscriptionSection[];
  offers: { type: PlanType; title: string };
  currentTitle: string;
  showInvoices?: boolean;
}

/** The agency's billing screens (subscription, premium apps, reseller plans): what it holds, its cards, what it may add. */
export function BillingScreen({ header, sections, offers, currentTitle, showInvoices = false }: BillingScreenProps) {
  const overview = useBillingOverview();
  return (
    <div className="screen">
      {header}
      <QueryView query={overview} loading="Loading your subscription…" failed="Your subscription could not be loaded">
        {(data) => (
          <>
            <CurrentSubscriptions overview={data} sections={sections} title={currentTitle} />
            <CardsPanel />
            <PlanChooser type={offers.type} title={offers.title} subscriptions={data.subscriptions} hasCard={data.has_payment_method} />
            {showInvoices && data.invoices.length > 0 ? (
              <section className="card panel" aria-labelledby="invoices-title">
                <h2 className="panel__title" id="invoices-title">
                  Invoices
                </h2>
                <DataTable columns={['Date', 'Amount', 'Status']}>
                  {data.invoices.map((invoice) => (
                    <tr key={invoice.id}>
                      <td>{formatDate(invoice.issued_at)}</td>
                      <td>{formatMoney(invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due, invoice.currency)}</td>
                      <td>{invoice.status === 'paid' ? 'Paid' : invoice.status === 'open' ? 'Unpaid' : invoice.status}</td>
                      <td />
                    </tr>
                  ))}
                </DataTable>
              </section>
            ) : null}
          </>
        )}
      </QueryView>
    </div>
  );
}
