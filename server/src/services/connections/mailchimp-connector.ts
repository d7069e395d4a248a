import { createHash } from 'node:crypto';
import type { ConnectorEndpoints, OAuthConnector, TokenSet } from './oauth-connector.ts';
import { vendorCall } from './vendor-http.ts';

const VENDOR = 'Mailchimp';

interface Metadata {
  user_id?: number | string;
  accountname?: string;
  api_endpoint?: string;
  login?: { login_id?: number | string; login_email?: string };
}

/** A subscriber's id in an audience: the MD5 of the lowercased address (Mailchimp's subscriber hash). */
export const subscriberHash = (email: string) => createHash('md5').update(email.trim().toLowerCase()).digest('hex');

/**
 * Mailchimp (the e-mail marketing provider) over its HTTP API: OAuth 2 without PKCE, tokens that
 * do not expire and no revocation call (an agency removes the app in Mailchimp); the Marketing
 * API's host is the one the token's metadata names. Leads join an audience with tags.
 */
export function createMailchimpConnector(endpoints: ConnectorEndpoints): OAuthConnector {
  const api = (tokens: TokenSet, path: string) => `${tokens.extra.apiEndpoint}/3.0${path}`;
  const bearer = (tokens: TokenSet) => ({ authorization: `Bearer ${tokens.accessToken}` });
  return {
    provider: 'mailchimp',
    pkce: false,
    authorizeUrl: ({ state, redirectUri }) => {
      const query = new URLSearchParams({ response_type: 'code', client_id: endpoints.clientId, redirect_uri: redirectUri, state });
      return `${endpoints.authorizeUrl}?${query}`;
    },
    async exchange({ code, redirectUri }) {
      const token = await vendorCall<{ access_token: string }>(VENDOR, `${endpoints.authBaseUrl}/oauth2/token`, {
        method: 'POST',
        form: { grant_type: 'authorization_code', client_id: endpoints.clientId, client_secret: endpoints.clientSecret, redirect_uri: redirectUri, code },
      });
      const metadata = await vendorCall<Metadata>(VENDOR, `${endpoints.authBaseUrl}/oauth2/metadata`, { headers: { authorization: `OAuth ${token.body.access_token}` } });
      const { api_endpoint: apiEndpoint, accountname, user_id: userId, login } = metadata.body;
      if (!apiEndpoint) throw new Error('Mailchimp sent no API endpoint for the account.');
      return {
        tokens: { accessToken: token.body.access_token, refreshToken: null, expiresAt: null, extra: { apiEndpoint } },
        externalId: String(userId ?? login?.login_id ?? accountname),
        name: accountname ?? login?.login_email ?? 'Mailchimp account',
      };
    },
    refresh: async (tokens) => tokens,
    revoke: async () => {},
    async verify(tokens) {
      await vendorCall(VENDOR, api(tokens, '/ping'), { headers: bearer(tokens) });
    },
    async listTargets(tokens) {
      const { body } = await vendorCall<{ lists: { id: string; name: string }[] }>(VENDOR, api(tokens, '/lists?count=1000&fields=lists.id,lists.name'), { headers: bearer(tokens) });
      return body.lists.map((list) => ({ id: list.id, name: list.name }));
    },
    async forward(tokens, lead, { targetId, tags }) {
      const member = api(tokens, `/lists/${encodeURIComponent(targetId)}/members/${subscriberHash(lead.email)}`);
      const mergeFields = Object.fromEntries(
        Object.entries({ FNAME: lead.firstName, LNAME: lead.lastName, PHONE: lead.phone, ...lead.fields }).filter(([, value]) => value !== ''),
      );
      await vendorCall(VENDOR, member, { method: 'PUT', headers: bearer(tokens), json: { email_address: lead.email, status_if_new: 'subscribed', merge_fields: mergeFields } });
      if (tags.length > 0) {
        await vendorCall(VENDOR, `${member}/tags`, { method: 'POST', headers: bearer(tokens), json: { tags: tags.map((name) => ({ name, status: 'active' })) } });
      }
    },
  };
}
