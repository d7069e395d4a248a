import { formatMoney, type Plan, type PremiumPlugin } from '@tessera/core';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { usePlanGrantMutation, usePlans, usePremiumPlugins } from '../../../api/billing-api.ts';
import { DataTable, RowActions } from '../../../ui/DataTable.tsx';
import { QueryView } from '../../../ui/QueryView.tsx';
import { countLabel, ScreenHeader } from '../../../ui/ScreenHeader.tsx';

export const PAYMENT_TABS = [
  { to: '/admin/payment/plans', label: 'Plans' },
  { to: '/admin/payment/prices', label: 'Prices' },
  { to: '/admin/payment/order-pages', label: 'Order pages' },
];

export function PaymentTabs() {
  return (
    <nav className="tabs" aria-label="Payment">
      {PAYMENT_TABS.map((tab) => (
        <NavLink key={tab.to} className="tabs__tab" to={tab.to}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

const TYPE_LABELS: Record<Plan['type'], string> = { agency: 'Agency', app: 'App', reseller: 'Reseller' };
const KIND_LABELS: Record<PremiumPlugin['kind'], string> = { element: 'Element', app: 'App', 'card-design': 'Card design' };

function priceSummary(plan: Plan): string {
  const active = plan.prices.filter((price) => price.active);
  if (active.length === 0) return 'No price yet';
  return active.map((price) => `${formatMoney(price.amount, price.currency)} / ${price.interval}`).join(' · ');
}

/** /admin/payment/plans: the plans, and the grant matrix of plans × premium plugins. */
export function PlansScreen() {
  const plans = usePlans();
  return (
    <div className="screen">
      <ScreenHeader title="Plans" count={plans.data ? countLabel(plans.data.length, 'plan') : null}>
        <Link className="btn btn--primary" to="/admin/payment/plans/create">
          Add plan
        </Link>
      </ScreenHeader>
      <PaymentTabs />
      <QueryView query={plans} loading="Loading plans…" failed="Plans could not be loaded" empty={{ when: (data) => data.length === 0, title: 'No plans yet', message: 'Add a plan, then give it a price.' }}>
        {(data) => (
          <>
            <DataTable columns={['Plan', 'Type', 'Prices']}>
              {data.map((plan) => (
                <tr key={plan.id}>
                  <td>
                    <span className="table__primary">{plan.name}</span>
                    {plan.unlimited ? <span className="table__secondary">Unlimited: every premium element and app</span> : null}
                  </td>
                  <td>{TYPE_LABELS[plan.type]}</td>
                  <td>{priceSummary(plan)}</td>
                  <RowActions>
                    <Link className="btn btn--small" to={`/admin/payment/plans/${plan.id}/edit`} aria-label={`Edit ${plan.name}`}>
                      Edit
                    </Link>
                  </RowActions>
                </tr>
              ))}
            </DataTable>
            <GrantMatrix plans={data} />
          </>
        )}
      </QueryView>
    </div>
  );
}

/**
 * Which premium plugins each plan grants: one checkbox per cell, saved when ticked. The rows
 * come from the plugin registry, so a newly installed premium plugin shows up unticked.
 */
function GrantMatrix({ plans }: { plans: Plan[] }) {
  const plugins = usePremiumPlugins();
  const grant = usePlanGrantMutation();
  // A ticked cell shows its new state at once; each cell is saved on its own, so ticking fast loses nothing.
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const granted = (plan: Plan, plugin: PremiumPlugin) => saving[`${plan.id}:${plugin.id}`] ?? (plugin.kind === 'app' ? plan.premium_apps : plan.premium_elements).includes(plugin.id);
  const toggle = (plan: Plan, plugin: PremiumPlugin, on: boolean) => {
    const cell = `${plan.id}:${plugin.id}`;
    setSaving((current) => ({ ...current, [cell]: on }));
    // mutateAsync settles once per call (mutate's own callbacks fire only for the latest); a refusal is toasted by the client.
    void grant
      .mutateAsync({ planId: plan.id, pluginId: plugin.id, granted: on })
      .catch(() => {})
      .finally(() => setSaving(({ [cell]: _done, ...rest }) => rest));
  };
  return (
    <section className="card panel" aria-labelledby="grant-matrix-title">
      <h2 className="panel__title" id="grant-matrix-title">
        Premium elements and apps by plan
      </h2>
      <p className="panel__text">Agencies get what their plans grant on their next request. Unlimited plans grant everything.</p>
      <QueryView query={plugins} loading="Loading premium plugins…" failed="Premium plugins could not be loaded" empty={{ when: (data) => data.length === 0, title: 'No premium plugins are installed' }}>
        {(data) => (
          <div className="table-wrap">
            <table className="table grant-matrix">
              <thead>
                <tr>
                  <th scope="col">Premium plugin</th>
                  {plans.map((plan) => (
                    <th scope="col" key={plan.id}>
                      {plan.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.map((plugin) => (
                  <tr key={plugin.id}>
                    <th scope="row">
                      <span className="table__primary">{plugin.label}</span>
                      <span className="table__secondary">{KIND_LABELS[plugin.kind]}</span>
                    </th>
                    {plans.map((plan) => (
                      <td key={plan.id}>
                        <input
                          type="checkbox"
                          aria-label={`${plan.name} grants ${plugin.label}`}
                          checked={plan.unlimited || granted(plan, plugin)}
                          disabled={plan.unlimited}
                          onChange={(event) => toggle(plan, plugin, event.target.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}
