import type { ConnectorEndpoints, OAuthConnector, TokenSet, VendorWebinar } from './oauth-connector.ts';
import { TokensRefusedError, VendorError } from './oauth-connector.ts';
import { expiryOf, vendorCall } from './vendor-http.ts';

const VENDOR = 'GoTo Webinar';
/** Webinars offered for a connection: those starting within this many days. */
const UPCOMING_DAYS = 180;

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  organizer_key?: string | number;
  account_key?: string | number;
  email?: string;
  firstName?: string;
  lastName?: string;
}

interface GotoWebinar {
  webinarKey: string | number;
  subject: string;
  description?: string;
  times?: { startTime: string; endTime?: string }[];
  timeZone?: string;
  registrationUrl?: string;
}

interface GotoRegistrant {
  registrantKey?: string | number;
  joinUrl?: string;
}

const toWebinar = (webinar: GotoWebinar & { times: { startTime: string; endTime?: string }[] }): VendorWebinar => ({
  key: String(webinar.webinarKey),
  subject: webinar.subject,
  description: webinar.description ?? '',
  startsAt: webinar.times[0]!.startTime,
  endsAt: webinar.times[0]!.endTime ?? null,
  timeZone: webinar.timeZone ?? 'UTC',
  registrationUrl: webinar.registrationUrl ?? '',
});

/**
 * GoTo Webinar (the webinar provider) over its HTTP API: OAuth 2 with PKCE and the client's
 * credentials as Basic auth, refreshable tokens, and the organizer's upcoming webinars. GoTo has
 * no revocation call for these tokens, so disconnecting deletes them here only.
 */
export function createGotoConnector(endpoints: ConnectorEndpoints, now: () => Date): OAuthConnector {
  const basic = `Basic ${Buffer.from(`${endpoints.clientId}:${endpoints.clientSecret}`).toString('base64')}`;
  const token = async (form: Record<string, string>, previous?: TokenSet): Promise<{ tokens: TokenSet; answer: TokenAnswer }> => {
    const { body } = await vendorCall<TokenAnswer>(VENDOR, `${endpoints.authBaseUrl}/oauth/token`, { method: 'POST', headers: { authorization: basic }, form });
    const organizerKey = body.organizer_key === undefined ? previous?.extra.organizerKey : String(body.organizer_key);
    if (!organizerKey) throw new Error('GoTo sent no organizer key for the account.');
    return { tokens: { accessToken: body.access_token, refreshToken: body.refresh_token ?? previous?.refreshToken ?? null, expiresAt: expiryOf(body.expires_in, now()), extra: { organizerKey } }, answer: body };
  };
  const organizerUrl = (tokens: TokenSet) => `${endpoints.apiBaseUrl}/G2W/rest/v2/organizers/${encodeURIComponent(tokens.extra.organizerKey ?? '')}`;
  const webinars = async (tokens: TokenSet) => {
    const from = now();
    const until = new Date(from.getTime() + UPCOMING_DAYS * 86_400_000);
    const query = new URLSearchParams({ fromTime: from.toISOString(), toTime: until.toISOString() });
    const { body } = await vendorCall<{ _embedded?: { webinars?: GotoWebinar[] } }>(VENDOR, `${organizerUrl(tokens)}/webinars?${query}`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    return body._embedded?.webinars ?? [];
  };
  return {
    provider: 'gotowebinar',
    pkce: true,
    authorizeUrl: ({ state, redirectUri, codeChallenge }) => {
      const query = new URLSearchParams({ client_id: endpoints.clientId, response_type: 'code', redirect_uri: redirectUri, state });
      if (codeChallenge) {
        query.set('code_challenge', codeChallenge);
        query.set('code_challenge_method', 'S256');
      }
      return `${endpoints.authorizeUrl}?${query}`;
    },
    async exchange({ code, redirectUri, codeVerifier }) {
      const { tokens, answer } = await token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, ...(codeVerifier ? { code_verifier: codeVerifier } : {}) });
      const name = [answer.firstName, answer.lastName].filter(Boolean).join(' ') || answer.email || 'GoTo organizer';
      return { tokens, externalId: tokens.extra.organizerKey!, name: answer.email && name !== answer.email ? `${name} (${answer.email})` : name };
    },
    async refresh(tokens) {
      if (!tokens.refreshToken) throw new TokensRefusedError('GoTo gave no refresh token; connect the account again.');
      try {
        return (await token({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, tokens)).tokens;
      } catch (error) {
        if (error instanceof VendorError && error.status === 400) throw new TokensRefusedError(`GoTo refused the connection: ${error.message}`);
        throw error;
      }
    },
    revoke: async () => {},
    async verify(tokens) {
      await webinars(tokens);
    },
    async listTargets(tokens) {
      return (await webinars(tokens)).map((webinar) => ({ id: String(webinar.webinarKey), name: webinar.times?.[0] ? `${webinar.subject} (${webinar.times[0].startTime})` : webinar.subject }));
    },
    webinars: {
      async upcoming(tokens) {
        const scheduled = (await webinars(tokens)).filter((webinar): webinar is Parameters<typeof toWebinar>[0] => (webinar.times?.length ?? 0) > 0);
        return scheduled.map(toWebinar).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      },
      async register(tokens, webinarKey, person) {
        // GoTo answers 409 with the existing registration for an e-mail already registered.
        const { status, body } = await vendorCall<GotoRegistrant>(VENDOR, `${organizerUrl(tokens)}/webinars/${encodeURIComponent(webinarKey)}/registrants`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
          json: { firstName: person.firstName, lastName: person.lastName, email: person.email },
          allow: [409],
        });
        return { joinUrl: body?.joinUrl ?? null, alreadyRegistered: status === 409 };
      },
    },
  };
}
