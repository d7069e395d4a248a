import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { OAuthProvider } from '@tessera/core';

/**
 * A local stand-in for the three OAuth vendors' HTTP APIs, enough that the real connectors work
 * against it unchanged (tests, and the embedded default without client ids):
 *
 * - Mailchimp: `/mailchimp/oauth2/authorize|token|metadata` and the Marketing API under
 *   `/mailchimp/api/3.0` (ping, audiences, members by subscriber hash, member tags);
 * - HubSpot: `/hubspot/oauth/authorize`, and under `/hubspot/api` the token endpoint (code and
 *   refresh), access-token info, refresh-token revocation, deal pipelines, contacts (PATCH by
 *   e-mail answering 404 when missing, POST) and deals;
 * - GoTo: `/goto/oauth/authorize|token` (Basic client auth, PKCE S256 checked) and the G2W
 *   organizer's webinars under `/goto/api`.
 *
 * Authorize pages approve at once (the test stands for the account owner) and redirect with a
 * code bound to the client, redirect URI and PKCE challenge. `expireAccessTokens()` makes every
 * access token answer 401 until refreshed; `revokeAll(provider)` kills every token of a provider,
 * refresh tokens too. What the connectors sent is kept in `received` for tests to read.
 */
export interface FakeVendors {
  url: string;
  clientId: string;
  clientSecret: string;
  /** A code the authorize page would have given (for the app's own stand-in authorize page). */
  issueCode(provider: OAuthProvider, request: { redirectUri: string; codeChallenge?: string }): string;
  expireAccessTokens(): void;
  revokeAll(provider: OAuthProvider): void;
  /** Makes the next `count` API calls of the provider answer 429. */
  rateLimit(provider: OAuthProvider, count: number): void;
  /** Whether the GoTo organizer still lists the fake's one webinar (a cancelled one leaves the list). */
  setGotoWebinarListed(listed: boolean): void;
  received: {
    mailchimpMembers: { listId: string; hash: string; body: Record<string, unknown> }[];
    mailchimpTags: { listId: string; hash: string; tags: string[] }[];
    hubspotContacts: { id: string; properties: Record<string, string> }[];
    hubspotDeals: { properties: Record<string, string>; contactId: string }[];
    revokedRefreshTokens: string[];
    gotoRegistrants: { webinarKey: string; firstName: string; lastName: string; email: string }[];
  };
  close(): Promise<void>;
}

export const FAKE_VENDOR_CLIENT_ID = 'tessera-local-fake';
export const FAKE_GOTO_WEBINAR_KEY = '1234567890';
const FAKE_VENDOR_CLIENT_SECRET = 'tessera-local-fake-secret';
export const FAKE_MAILCHIMP_AUDIENCES = [
  { id: 'aud-news', name: 'Newsletter' },
  { id: 'aud-leads', name: 'Website leads' },
];
const FAKE_PIPELINE = { id: 'default', label: 'Sales pipeline', stages: [{ id: 'appointmentscheduled', label: 'Appointment scheduled' }, { id: 'qualifiedtobuy', label: 'Qualified to buy' }] };

interface IssuedCode {
  provider: OAuthProvider;
  redirectUri: string;
  codeChallenge?: string;
}

interface TokenRecord {
  provider: OAuthProvider;
  expired: boolean;
}

const newToken = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function startFakeVendors(): Promise<FakeVendors> {
  const app = Fastify({ logger: false });
  // Token endpoints take form bodies, as the vendors' do.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, TokenRecord>();
  const refreshTokens = new Map<string, OAuthProvider>();
  const limited = new Map<OAuthProvider, number>();
  const contactsByEmail = new Map<string, string>();
  let gotoWebinarListed = true;
  const received: FakeVendors['received'] = { mailchimpMembers: [], mailchimpTags: [], hubspotContacts: [], hubspotDeals: [], revokedRefreshTokens: [], gotoRegistrants: [] };

  const issueCode: FakeVendors['issueCode'] = (provider, request) => {
    const code = newToken('code');
    codes.set(code, { provider, ...request });
    return code;
  };

  const authorize = (provider: OAuthProvider) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.client_id !== FAKE_VENDOR_CLIENT_ID || !query.redirect_uri || !query.state) return reply.status(400).send({ error: 'invalid_request' });
    const code = issueCode(provider, { redirectUri: query.redirect_uri, ...(query.code_challenge ? { codeChallenge: query.code_challenge } : {}) });
    const back = new URL(query.redirect_uri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', query.state);
    return reply.redirect(back.toString(), 302);
  };

  const issueTokens = (provider: OAuthProvider) => {
    const access = newToken('at');
    const refresh = newToken('rt');
    accessTokens.set(access, { provider, expired: false });
    refreshTokens.set(refresh, provider);
    return { access, refresh };
  };

  /** The provider's token from the request, or a 401/429 already sent. */
  const authorized = (provider: OAuthProvider, request: FastifyRequest, reply: FastifyReply, scheme = 'Bearer'): boolean => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith(`${scheme} `) ? header.slice(scheme.length + 1) : '';
    const record = accessTokens.get(token);
    if (!record || record.provider !== provider || record.expired) {
      void reply.status(401).send({ status: 401, title: 'Unauthorized', detail: 'The access token is invalid or has expired.', message: 'Authentication credentials not found.' });
      return false;
    }
    const left = limited.get(provider) ?? 0;
    if (left > 0) {
      limited.set(provider, left - 1);
      void reply.status(429).send({ status: 429, title: 'Too Many Requests', detail: 'You have exceeded the limit of requests.' });
      return false;
    }
    return true;
  };

  /** Takes a code once, checking it was issued to this provider, redirect URI and (with PKCE) verifier. */
  const takeCode = (provider: OAuthProvider, body: Record<string, string>): string | null => {
    const issued = codes.get(body.code ?? '');
    codes.delete(body.code ?? '');
    if (!issued || issued.provider !== provider) return 'The code is invalid or was already used.';
    if (issued.redirectUri !== body.redirect_uri) return 'The redirect_uri does not match the authorize request.';
    if (issued.codeChallenge && s256(body.code_verifier ?? '') !== issued.codeChallenge) return 'The code_verifier does not match the code_challenge.';
    return null;
  };

  /** A token endpoint's grant: a code (checked by takeCode) or a refresh token, each used once. */
  const grant = (provider: OAuthProvider, body: Record<string, string>): { access: string; refresh: string } | { problem: string; refresh: boolean } => {
    if (body.grant_type === 'refresh_token') {
      if (refreshTokens.get(body.refresh_token ?? '') !== provider) return { problem: 'The refresh token is missing, unknown or revoked.', refresh: true };
      refreshTokens.delete(body.refresh_token!);
    } else {
      const problem = takeCode(provider, body);
      if (problem) return { problem, refresh: false };
    }
    return issueTokens(provider);
  };

  // Mailchimp
  app.get('/mailchimp/oauth2/authorize', authorize('mailchimp'));
  app.post('/mailchimp/oauth2/token', async (request, reply) => {
    const body = request.body as Record<string, string>;
    if (body.client_id !== FAKE_VENDOR_CLIENT_ID || body.client_secret !== FAKE_VENDOR_CLIENT_SECRET) return reply.status(401).send({ error: 'invalid_client' });
    const problem = takeCode('mailchimp', body);
    if (problem) return reply.status(400).send({ error: 'invalid_grant', error_description: problem });
    return { access_token: issueTokens('mailchimp').access, expires_in: 0, scope: null };
  });
  app.get('/mailchimp/oauth2/metadata', async (request, reply) => {
    if (!authorized('mailchimp', request, reply, 'OAuth')) return reply;
    return { dc: 'us1', role: 'owner', accountname: 'Fake Mailchimp Co', user_id: 4242, login: { login_id: 4242, login_email: 'owner@mailchimp.test' }, api_endpoint: `${url}/mailchimp/api` };
  });
  app.get('/mailchimp/api/3.0/ping', async (request, reply) => (authorized('mailchimp', request, reply) ? { health_status: "Everything's Chimpy!" } : reply));
  app.get('/mailchimp/api/3.0/lists', async (request, reply) => (authorized('mailchimp', request, reply) ? { lists: FAKE_MAILCHIMP_AUDIENCES, total_items: FAKE_MAILCHIMP_AUDIENCES.length } : reply));
  app.put('/mailchimp/api/3.0/lists/:listId/members/:hash', async (request, reply) => {
    if (!authorized('mailchimp', request, reply)) return reply;
    const { listId, hash } = request.params as { listId: string; hash: string };
    if (!FAKE_MAILCHIMP_AUDIENCES.some((audience) => audience.id === listId)) return reply.status(404).send({ status: 404, title: 'Resource Not Found', detail: 'The requested resource could not be found.' });
    const body = request.body as Record<string, unknown>;
    received.mailchimpMembers.push({ listId, hash, body });
    return { id: hash, email_address: body.email_address, status: 'subscribed' };
  });
  app.post('/mailchimp/api/3.0/lists/:listId/members/:hash/tags', async (request, reply) => {
    if (!authorized('mailchimp', request, reply)) return reply;
    const { listId, hash } = request.params as { listId: string; hash: string };
    received.mailchimpTags.push({ listId, hash, tags: (request.body as { tags: { name: string }[] }).tags.map((tag) => tag.name) });
    return reply.status(204).send();
  });

  // HubSpot
  app.get('/hubspot/oauth/authorize', authorize('hubspot'));
  app.post('/hubspot/api/oauth/v1/token', async (request, reply) => {
    const body = request.body as Record<string, string>;
    if (body.client_id !== FAKE_VENDOR_CLIENT_ID || body.client_secret !== FAKE_VENDOR_CLIENT_SECRET) return reply.status(400).send({ status: 'BAD_CLIENT_ID', message: 'missing or unknown client id' });
    const granted = grant('hubspot', body);
    if ('problem' in granted) return reply.status(400).send({ status: granted.refresh ? 'BAD_REFRESH_TOKEN' : 'BAD_AUTH_CODE', message: granted.problem });
    return { access_token: granted.access, refresh_token: granted.refresh, expires_in: 1800, token_type: 'bearer' };
  });
  app.get('/hubspot/api/oauth/v1/access-tokens/:token', async (request, reply) => {
    const record = accessTokens.get((request.params as { token: string }).token);
    if (record?.provider !== 'hubspot') return reply.status(404).send({ status: 'error', message: 'Token not found' });
    return { hub_id: 123456, hub_domain: 'fake-portal.hubspot.test', user: 'owner@hubspot.test', app_id: 1, expires_in: 1800 };
  });
  app.delete('/hubspot/api/oauth/v1/refresh-tokens/:token', async (request, reply) => {
    const token = (request.params as { token: string }).token;
    if (!refreshTokens.delete(token)) return reply.status(404).send({ status: 'error', message: 'Refresh token not found' });
    received.revokedRefreshTokens.push(token);
    return reply.status(204).send();
  });
  app.get('/hubspot/api/crm/v3/pipelines/deals', async (request, reply) => (authorized('hubspot', request, reply) ? { results: [FAKE_PIPELINE] } : reply));
  const saveContact = (id: string, properties: Record<string, string>) => {
    contactsByEmail.set(properties.email!.toLowerCase(), id);
    received.hubspotContacts.push({ id, properties });
    return { id, properties, createdAt: new Date().toISOString() };
  };
  app.patch('/hubspot/api/crm/v3/objects/contacts/:email', async (request, reply) => {
    if (!authorized('hubspot', request, reply)) return reply;
    const email = decodeURIComponent((request.params as { email: string }).email).toLowerCase();
    const id = contactsByEmail.get(email);
    if (!id) return reply.status(404).send({ status: 'error', message: 'resource not found', category: 'OBJECT_NOT_FOUND' });
    return saveContact(id, (request.body as { properties: Record<string, string> }).properties);
  });
  app.post('/hubspot/api/crm/v3/objects/contacts', async (request, reply) => {
    if (!authorized('hubspot', request, reply)) return reply;
    const properties = (request.body as { properties: Record<string, string> }).properties;
    if (contactsByEmail.has(properties.email?.toLowerCase() ?? '')) return reply.status(409).send({ status: 'error', message: 'Contact already exists.', category: 'CONFLICT' });
    return reply.status(201).send(saveContact(String(1000 + contactsByEmail.size), properties));
  });
  app.post('/hubspot/api/crm/v3/objects/deals', async (request, reply) => {
    if (!authorized('hubspot', request, reply)) return reply;
    const body = request.body as { properties: Record<string, string>; associations?: { to: { id: string } }[] };
    received.hubspotDeals.push({ properties: body.properties, contactId: body.associations?.[0]?.to.id ?? '' });
    return reply.status(201).send({ id: String(5000 + received.hubspotDeals.length), properties: body.properties });
  });

  // GoTo Webinar
  app.get('/goto/oauth/authorize', authorize('gotowebinar'));
  app.post('/goto/oauth/token', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${FAKE_VENDOR_CLIENT_ID}:${FAKE_VENDOR_CLIENT_SECRET}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return reply.status(401).send({ error: 'invalid_client' });
    const body = request.body as Record<string, string>;
    const granted = grant('gotowebinar', body);
    if ('problem' in granted) return reply.status(400).send({ error: 'invalid_grant', error_description: granted.problem });
    return { access_token: granted.access, refresh_token: granted.refresh, expires_in: 3600, organizer_key: '700000001', account_key: '800000001', email: 'organizer@goto.test', firstName: 'Gina', lastName: 'Organizer' };
  });
  // One webinar a week ahead, at 17:00 UTC (noon in New York), so times read the same in every test run's time zone.
  const webinarStart = () => {
    const start = new Date(Date.now() + 7 * 86_400_000);
    start.setUTCHours(17, 0, 0, 0);
    return start;
  };
  app.get('/goto/api/G2W/rest/v2/organizers/:organizerKey/webinars', async (request, reply) => {
    if (!authorized('gotowebinar', request, reply)) return reply;
    const start = webinarStart();
    return {
      _embedded: {
        webinars: gotoWebinarListed
          ? [
              {
                webinarKey: FAKE_GOTO_WEBINAR_KEY,
                subject: 'Launch week live demo',
                description: 'A tour of the new release, with questions at the end.',
                times: [{ startTime: start.toISOString(), endTime: new Date(start.getTime() + 3_600_000).toISOString() }],
                timeZone: 'America/New_York',
                registrationUrl: `https://attendee.gotowebinar.com/register/${FAKE_GOTO_WEBINAR_KEY}`,
              },
            ]
          : [],
      },
    };
  });
  app.post('/goto/api/G2W/rest/v2/organizers/:organizerKey/webinars/:webinarKey/registrants', async (request, reply) => {
    if (!authorized('gotowebinar', request, reply)) return reply;
    const { webinarKey } = request.params as { webinarKey: string };
    if (webinarKey !== FAKE_GOTO_WEBINAR_KEY) return reply.status(404).send({ errorCode: 'NotFound', description: 'Webinar not found.' });
    const person = request.body as { firstName: string; lastName: string; email: string };
    const joinUrl = (n: number) => `https://global.gotowebinar.com/join/${webinarKey}/${n}`;
    const earlier = received.gotoRegistrants.findIndex((entry) => entry.webinarKey === webinarKey && entry.email.toLowerCase() === person.email.toLowerCase());
    if (earlier >= 0) return reply.status(409).send({ errorCode: 'DuplicateRegistrant', description: 'The user is already registered.', registrantKey: 900 + earlier, joinUrl: joinUrl(earlier) });
    received.gotoRegistrants.push({ webinarKey, firstName: person.firstName, lastName: person.lastName, email: person.email });
    return reply.status(201).send({ registrantKey: 900 + received.gotoRegistrants.length - 1, joinUrl: joinUrl(received.gotoRegistrants.length - 1), status: 'APPROVED' });
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    clientId: FAKE_VENDOR_CLIENT_ID,
    clientSecret: FAKE_VENDOR_CLIENT_SECRET,
    issueCode,
    expireAccessTokens: () => {
      for (const record of accessTokens.values()) record.expired = true;
    },
    revokeAll: (provider) => {
      for (const [token, record] of accessTokens) if (record.provider === provider) accessTokens.delete(token);
      for (const [token, owner] of refreshTokens) if (owner === provider) refreshTokens.delete(token);
    },
    rateLimit: (provider, count) => limited.set(provider, count),
    setGotoWebinarListed: (listed) => {
      gotoWebinarListed = listed;
    },
    received,
    close: () => app.close(),
  };
}

/** The endpoints of each provider on the fake, as the connectors take them. */
export function fakeVendorEndpoints(fake: Pick<FakeVendors, 'url' | 'clientId' | 'clientSecret'>, authorizeUrl: (provider: OAuthProvider, own: string) => string = (_provider, own) => own) {
  const client = { clientId: fake.clientId, clientSecret: fake.clientSecret };
  return {
    mailchimp: { ...client, authorizeUrl: authorizeUrl('mailchimp', `${fake.url}/mailchimp/oauth2/authorize`), authBaseUrl: `${fake.url}/mailchimp`, apiBaseUrl: `${fake.url}/mailchimp/api` },
    hubspot: { ...client, authorizeUrl: authorizeUrl('hubspot', `${fake.url}/hubspot/oauth/authorize`), authBaseUrl: `${fake.url}/hubspot/api`, apiBaseUrl: `${fake.url}/hubspot/api` },
    gotowebinar: { ...client, authorizeUrl: authorizeUrl('gotowebinar', `${fake.url}/goto/oauth/authorize`), authBaseUrl: `${fake.url}/goto`, apiBaseUrl: `${fake.url}/goto/api` },
  } as const;
}
