import { useAppConfig } from '../../../api/config-api.ts';
import { ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { BillingScreen } from './BillingScreen.tsx';

/** /agency/premium-apps: the premium app directory and the app plans that add apps and elements on top of the agency plan. */
export function PremiumAppsScreen() {
  const directory = useAppConfig().data?.premiumAppDirectory ?? [];
  return (
    <BillingScreen
      header={
        <>
          <ScreenHeader title="Premium apps" />
          {directory.length > 0 ? (
            <ul className="plan-cards">
              {directory.map((app) => (
                <li key={app.id} className="plan-card">
                  <span className="plan-card__name">{app.label}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="screen__intro">Add-on plans bring premium apps and elements on top of your plan.</p>
          )}
        </>
      }
      sections={['app']}
      currentTitle="Your add-ons"
      offers={{ type: 'app', title: 'Add-ons' }}
    />
  );
}
