import type { InstalledApp } from '@tessera/core';
import { ElementIcon } from '@tessera/sdk';
import { useInstalledAppGrants } from '../../../api/apps-api.ts';
import { ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { BillingScreen } from './BillingScreen.tsx';

const SCREEN_KINDS: Record<InstalledApp['screens'][number]['scope'], string> = { website: 'a website screen', agency: 'an agency screen', admin: "an admin's screen", template: "a site template's tab" };

/** What an app adds, in words: its screens and its elements. */
function bringsText(app: InstalledApp): string {
  const parts = [
    ...app.screens.map((screen) => `${SCREEN_KINDS[screen.scope]} "${screen.label}"`),
    ...app.elements.map((element) => `the ${element.label} element`),
  ];
  return parts.length > 0 ? `Brings ${parts.join(', ')}.` : '';
}

function AppDirectory({ apps }: { apps: readonly InstalledApp[] }) {
  return (
    <ul className="plan-cards" aria-label="Premium app directory">
      {apps.map((app) => (
        <li key={app.id} className="plan-card">
          <span className="plan-card__name">
            <ElementIcon name={app.icon} label={app.label} /> {app.label}
          </span>
          <span className="plan-card__text">{app.description}</span>
          <span className="plan-card__text">{bringsText(app)}</span>
          {app.screenshots.map((src, index) => (
            <img key={src} src={src} alt={`${app.label}, screenshot ${index + 1}`} className="plan-card__screenshot" loading="lazy" />
          ))}
          {app.held ? <span className="plan-card__held">Yours</span> : <span className="plan-card__text">Locked: an add-on plan below brings it.</span>}
        </li>
      ))}
    </ul>
  );
}

/** /agency/premium-apps: the premium app directory (what each app brings, which the agency holds) and the add-on plans that bring them. */
export function PremiumAppsScreen() {
  const premium = (useInstalledAppGrants().data ?? []).filter((app) => app.premium);
  return (
    <BillingScreen
      header={
        <>
          <ScreenHeader title="Premium apps" />
          {premium.length > 0 ? <AppDirectory apps={premium} /> : <p className="screen__intro">Add-on plans bring premium apps and elements on top of your plan.</p>}
        </>
      }
      sections={['app']}
      currentTitle="Your add-ons"
      offers={{ type: 'app', title: 'Add-ons' }}
    />
  );
}
