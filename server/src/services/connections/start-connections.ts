import type { OAuthProvider } from '@tessera/core';
import type { AppConfig } from '../../config.ts';
import type { Connectors } from '../../modules/oauth-accounts/oauth-accounts.service.ts';
import { fakeVendorEndpoints, startFakeVendors, type FakeVendors } from './fake-vendors-server.ts';
import { createGotoConnector } from './goto-connector.ts';
import { createHubspotConnector } from './hubspot-connector.ts';
import { createMailchimpConnector } from './mailchimp-connector.ts';
import type { ConnectorEndpoints, OAuthConnector } from './oauth-connector.ts';

/** Where the app serves the stand-in authorize pages while the fake vendors run (dev-vendors). */
export const FAKE_VENDORS_PREFIX = '/dev/vendors/';
export const fakeAuthorizePath = (provider: OAuthProvider) => `${FAKE_VENDORS_PREFIX}${provider}/authorize`;

const VENDOR_URLS: Record<OAuthProvider, Omit<ConnectorEndpoints, 'clientId' | 'clientSecret'>> = {
  mailchimp: { authorizeUrl: 'https://login.mailchimp.com/oauth2/authorize', authBaseUrl: 'https://login.mailchimp.com', apiBaseUrl: '' },
  hubspot: { authorizeUrl: 'https://app.hubspot.com/oauth/authorize', authBaseUrl: 'https://api.hubapi.com', apiBaseUrl: 'https://api.hubapi.com' },
  gotowebinar: { authorizeUrl: 'https://authentication.logmeininc.com/oauth/authorize', authBaseUrl: 'https://authentication.logmeininc.com', apiBaseUrl: 'https://api.getgo.com' },
};

const CREATE: Record<OAuthProvider, (endpoints: ConnectorEndpoints, now: () => Date) => OAuthConnector> = {
  mailchimp: createMailchimpConnector,
  hubspot: createHubspotConnector,
  gotowebinar: createGotoConnector,
};

export interface RunningConnections {
  connectors: Connectors;
  /** The local fake vendors, when a provider has no client credentials configured. */
  fake: FakeVendors | null;
  close(): Promise<void>;
}

/**
 * A connector per provider: with the provider's client credentials (MAILCHIMP_CLIENT_ID…) it
 * talks to the vendor; without, the same connector talks to the local fake vendors, whose
 * authorize page the app stands in for on its own origin (a visitor's browser cannot reach the
 * fake on loopback). The fake approves at once: it is the embedded default's test mode, like the
 * local payment provider.
 */
export async function startConnections(config: AppConfig, now: () => Date): Promise<RunningConnections> {
  const needsFake = (Object.keys(CREATE) as OAuthProvider[]).some((provider) => !config.connections[provider]);
  const fake = needsFake ? await startFakeVendors() : null;
  const fakeEndpoints = fake ? fakeVendorEndpoints(fake, (provider) => fakeAuthorizePath(provider)) : null;
  const connectors = Object.fromEntries(
    (Object.keys(CREATE) as OAuthProvider[]).map((provider) => {
      const credentials = config.connections[provider];
      const endpoints = credentials ? { ...VENDOR_URLS[provider], ...credentials } : fakeEndpoints![provider];
      return [provider, CREATE[provider](endpoints, now)];
    }),
  ) as Record<OAuthProvider, OAuthConnector>;
  return { connectors, fake, close: async () => fake?.close() };
}
