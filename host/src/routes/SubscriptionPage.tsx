import { BLOCKED_AGENCY_MESSAGE } from '@tessera/core';
import { isBlocked } from '../auth/home-path.ts';
import { useSession } from '../auth/session-store.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';
import { BillingScreen } from './agency/billing/BillingScreen.tsx';

const EVERY_SECTION = ['agency', 'app', 'reseller'] as const;

/**
 * /agency/subscription: the agency's plans, cards and invoices; choose, cancel or resume a
 * plan. A blocked agency (spec §4) is sent here from every route, with the bars hidden, so
 * everything it needs to get going again (a card, a plan) is on this one screen.
 */
export function SubscriptionPage() {
  const blocked = isBlocked(useSession((s) => s.user));
  return (
    <BillingScreen
      header={blocked ? <BlockedNotice /> : <ScreenHeader title="Subscription" />}
      sections={EVERY_SECTION}
      currentTitle="Your plan"
      offers={{ type: 'agency', title: 'Choose a plan' }}
      showInvoices
    />
  );
}

function BlockedNotice() {
  const { signOut, pending } = useSignOut();
  return (
    <section className="blocked-notice" aria-labelledby="blocked-title">
      <h1 className="blocked-notice__title" id="blocked-title">
        Subscription inactive
      </h1>
      <p className="blocked-notice__message">{BLOCKED_AGENCY_MESSAGE}</p>
      <p className="blocked-notice__text">Your websites and pages are kept and stay online. Save a card and choose a plan below to edit them again.</p>
      <div className="blocked-notice__actions">
        <button type="button" className="btn" onClick={signOut} disabled={pending}>
          Sign out
        </button>
      </div>
    </section>
  );
}
