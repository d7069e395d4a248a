import { BLOCKED_AGENCY_MESSAGE } from '@tessera/core';
import { Link } from 'react-router-dom';
import { isBlocked } from '../auth/home-path.ts';
import { useSession } from '../auth/session-store.ts';
import { useSignOut } from '../auth/use-sign-out.ts';

/**
 * /agency/subscription. A blocked agency (spec §4) is sent here from every route; the layout
 * hides the bars and dims the content behind this notice. The server has no plan list yet
 * (GET /subscriptions/plans does not exist), so the notice says how to get going again instead.
 */
export function SubscriptionPage() {
  const user = useSession((s) => s.user);
  const { signOut, pending } = useSignOut();

  if (!isBlocked(user)) {
    return (
      <div className="screen">
        <header className="screen__header">
          <h1 className="screen__title">Subscription</h1>
        </header>
        <section className="card panel">
          <p className="panel__text">Your subscription is active.</p>
          <Link className="btn btn--primary" to="/agency/websites">
            Go to your websites
          </Link>
        </section>
      </div>
    );
  }

  return (
    <section className="blocked-notice" aria-labelledby="blocked-title">
      <h1 className="blocked-notice__title" id="blocked-title">
        Subscription inactive
      </h1>
      <p className="blocked-notice__message">
        {BLOCKED_AGENCY_MESSAGE}
      </p>
      <p className="blocked-notice__text">
        Plans cannot be chosen in the app yet. Contact the team that runs this platform to reactivate your account; your websites and pages are kept
        until then.
      </p>
      <div className="blocked-notice__actions">
        <button type="button" className="btn btn--primary" onClick={signOut} disabled={pending}>
          Sign out
        </button>
      </div>
    </section>
  );
}
