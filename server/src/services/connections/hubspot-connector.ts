import type { ConnectorEndpoints, OAuthConnector, TokenSet } from './oauth-connector.ts';
import { TokensRefusedError, VendorError } from './oauth-connector.ts';
import { expiryOf, vendorCall } from './vendor-http.ts';

const VENDOR = 'HubSpot';
const SCOPES = ['crm.objects.contacts.read', 'crm.objects.contacts.write', 'crm.objects.deals.read', 'crm.objects.deals.write'];
/** The target that adds the contact without opening a deal. */
export const HUBSPOT_CONTACTS_ONLY = 'contacts';
/** HubSpot's own association type of a deal to a contact. */
const DEAL_TO_CONTACT = 3;

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/**
 * HubSpot (the CRM) over its HTTP API: OAuth 2 with short-lived access tokens refreshed with the
 * refresh token, which is revoked when the agency disconnects. A lead becomes a contact (updated
 * by e-mail when it exists) and, for a chosen pipeline stage, a deal tied to it.
 */
export function createHubspotConnector(endpoints: ConnectorEndpoints, now: () => Date): OAuthConnector {
  const api = endpoints.apiBaseUrl;
  const bearer = (tokens: TokenSet) => ({ authorization: `Bearer ${tokens.accessToken}` });
  const token = async (form: Record<string, string>): Promise<TokenSet> => {
    const { body } = await vendorCall<TokenAnswer>(VENDOR, `${api}/oauth/v1/token`, { method: 'POST', form: { client_id: endpoints.clientId, client_secret: endpoints.clientSecret, ...form } });
    return { accessToken: body.access_token, refreshToken: body.refresh_token, expiresAt: expiryOf(body.expires_in, now()), extra: {} };
  };
  return {
    provider: 'hubspot',
    pkce: false,
    authorizeUrl: ({ state, redirectUri }) => {
      const query = new URLSearchParams({ client_id: endpoints.clientId, redirect_uri: redirectUri, scope: SCOPES.join(' '), state });
      return `${endpoints.authorizeUrl}?${query}`;
    },
    async exchange({ code, redirectUri }) {
      const tokens = await token({ grant_type: 'authorization_code', redirect_uri: redirectUri, code });
      const { body } = await vendorCall<{ hub_id: number; hub_domain?: string }>(VENDOR, `${api}/oauth/v1/access-tokens/${encodeURIComponent(tokens.accessToken)}`);
      return { tokens, externalId: String(body.hub_id), name: body.hub_domain ?? `HubSpot portal ${body.hub_id}` };
    },
    async refresh(tokens) {
      if (!tokens.refreshToken) throw new TokensRefusedError('HubSpot gave no refresh token; connect the account again.');
      try {
        return await token({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
      } catch (error) {
        // HubSpot answers a revoked or unknown refresh token with 400 BAD_REFRESH_TOKEN.
        if (error instanceof VendorError && error.status === 400) throw new TokensRefusedError(`HubSpot refused the connection: ${error.message}`);
        throw error;
      }
    },
    async revoke(tokens) {
      if (tokens.refreshToken) await vendorCall(VENDOR, `${api}/oauth/v1/refresh-tokens/${encodeURIComponent(tokens.refreshToken)}`, { method: 'DELETE', allow: [404] });
    },
    async verify(tokens) {
      await vendorCall(VENDOR, `${api}/crm/v3/pipelines/deals`, { headers: bearer(tokens) });
    },
    async listTargets(tokens) {
      const { body } = await vendorCall<{ results: { id: string; label: string; stages: { id: string; label: string }[] }[] }>(VENDOR, `${api}/crm/v3/pipelines/deals`, { headers: bearer(tokens) });
      const stages = body.results.flatMap((pipeline) => pipeline.stages.map((stage) => ({ id: `${pipeline.id}:${stage.id}`, name: `${pipeline.label}: ${stage.label}` })));
      return [{ id: HUBSPOT_CONTACTS_ONLY, name: 'Contacts only (no deal)' }, ...stages];
    },
    async forward(tokens, lead, { targetId, source }) {
      const properties = Object.fromEntries(
        Object.entries({ email: lead.email, firstname: lead.firstName, lastname: lead.lastName, phone: lead.phone, ...lead.fields }).filter(([, value]) => value !== ''),
      );
      const existing = await vendorCall<{ id: string }>(VENDOR, `${api}/crm/v3/objects/contacts/${encodeURIComponent(lead.email)}?idProperty=email`, {
        method: 'PATCH',
        headers: bearer(tokens),
        json: { properties },
        allow: [404],
      });
      const contact = existing.status === 404 ? await vendorCall<{ id: string }>(VENDOR, `${api}/crm/v3/objects/contacts`, { method: 'POST', headers: bearer(tokens), json: { properties } }) : existing;
      if (targetId === HUBSPOT_CONTACTS_ONLY) return;
      const [pipeline, dealstage] = targetId.split(':');
      const person = [lead.firstName, lead.lastName].filter(Boolean).join(' ') || lead.email;
      await vendorCall(VENDOR, `${api}/crm/v3/objects/deals`, {
        method: 'POST',
        headers: bearer(tokens),
        json: {
          properties: { dealname: `${source}: ${person}`, pipeline, dealstage },
          associations: [{ to: { id: contact.body.id }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: DEAL_TO_CONTACT }] }],
        },
      });
    },
  };
}
