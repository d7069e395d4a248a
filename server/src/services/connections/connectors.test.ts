import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeVendorEndpoints, startFakeVendors, type FakeVendors } from './fake-vendors-server.ts';
import { createGotoConnector } from './goto-connector.ts';
import { createHubspotConnector } from './hubspot-connector.ts';
import { createMailchimpConnector } from './mailchimp-connector.ts';
import { TokensRefusedError, VendorError, type OAuthConnector } from './oauth-connector.ts';

/** The real connectors against the local fake vendors: what they send, and how vendor failures come back. */

let fake: FakeVendors;
let endpoints: ReturnType<typeof fakeVendorEndpoints>;
const REDIRECT = 'http://app.test/api/v1/auth/callback';
const lead = { email: 'Ada@Example.test', firstName: 'Ada', lastName: 'Lovelace', phone: '', fields: {} };

/** Tokens as a finished authorization gives them (the fake issues the code the authorize page would). */
async function connected(connector: OAuthConnector, codeVerifier?: string) {
  const codeChallenge = codeVerifier ? createHash('sha256').update(codeVerifier).digest('base64url') : undefined;
  const code = fake.issueCode(connector.provider, { redirectUri: REDIRECT, ...(codeChallenge ? { codeChallenge } : {}) });
  return connector.exchange({ code, redirectUri: REDIRECT, ...(codeVerifier ? { codeVerifier } : {}) });
}

beforeAll(async () => {
  fake = await startFakeVendors();
  endpoints = fakeVendorEndpoints(fake);
});
afterAll(() => fake.close());

describe('the Mailchimp connector', () => {
  it('adds a member by its subscriber hash, and names a missing audience in the vendor’s words without retrying', async () => {
    const mailchimp = createMailchimpConnector(endpoints.mailchimp);
    const { tokens, externalId } = await connected(mailchimp);
    expect(externalId).toBe('4242');
    await mailchimp.forward!(tokens, lead, { targetId: 'aud-news', tags: [], source: 'Form' });
    expect(fake.received.mailchimpMembers.at(-1)).toMatchObject({ listId: 'aud-news', hash: createHash('md5').update('ada@example.test').digest('hex') });

    const missing = await mailchimp.forward!(tokens, lead, { targetId: 'aud-gone', tags: [], source: 'Form' }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(VendorError);
    expect(missing).toMatchObject({ message: 'Mailchimp answered 404: The requested resource could not be found..', status: 404, retryable: false });
  });

  it('answers a rate limit as a retryable failure and refused tokens as TokensRefusedError', async () => {
    const mailchimp = createMailchimpConnector(endpoints.mailchimp);
    const { tokens } = await connected(mailchimp);
    fake.rateLimit('mailchimp', 1);
    await expect(mailchimp.listTargets(tokens)).rejects.toMatchObject({ status: 429, retryable: true, message: 'Mailchimp is limiting requests; it will be tried again later.' });
    expect(await mailchimp.listTargets(tokens)).toHaveLength(2);
    fake.revokeAll('mailchimp');
    await expect(mailchimp.verify(tokens)).rejects.toBeInstanceOf(TokensRefusedError);
  });

  it('refuses a code issued for another redirect address', async () => {
    const mailchimp = createMailchimpConnector(endpoints.mailchimp);
    const code = fake.issueCode('mailchimp', { redirectUri: 'http://elsewhere.test/callback' });
    await expect(mailchimp.exchange({ code, redirectUri: REDIRECT })).rejects.toMatchObject({ status: 400, message: 'Mailchimp answered 400: The redirect_uri does not match the authorize request..' });
  });
});

describe('the HubSpot connector', () => {
  it('updates an existing contact instead of adding it twice, and ties each deal to it', async () => {
    const hubspot = createHubspotConnector(endpoints.hubspot, () => new Date());
    const { tokens } = await connected(hubspot);
    await hubspot.forward!(tokens, lead, { targetId: 'default:appointmentscheduled', tags: [], source: 'Quote' });
    await hubspot.forward!(tokens, { ...lead, phone: '+1 415 555 0100' }, { targetId: 'default:appointmentscheduled', tags: [], source: 'Quote' });
    const ada = fake.received.hubspotContacts.filter((contact) => contact.properties.email === 'Ada@Example.test');
    expect(new Set(ada.map((contact) => contact.id)).size).toBe(1);
    expect(ada.at(-1)!.properties.phone).toBe('+1 415 555 0100');
    const deals = fake.received.hubspotDeals.filter((deal) => deal.properties.dealname === 'Quote: Ada Lovelace');
    expect(deals.map((deal) => deal.contactId)).toEqual([ada[0]!.id, ada[0]!.id]);
  });

  it('refreshes its tokens, and reports a revoked refresh token as refused', async () => {
    const hubspot = createHubspotConnector(endpoints.hubspot, () => new Date());
    const { tokens } = await connected(hubspot);
    const refreshed = await hubspot.refresh(tokens);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    await hubspot.revoke(refreshed);
    expect(fake.received.revokedRefreshTokens).toContain(refreshed.refreshToken);
    await expect(hubspot.refresh(refreshed)).rejects.toBeInstanceOf(TokensRefusedError);
  });
});

describe('the GoTo Webinar connector', () => {
  it('needs the PKCE verifier of its challenge, keeps the organizer across a refresh and lists upcoming webinars', async () => {
    const goto = createGotoConnector(endpoints.gotowebinar, () => new Date());
    const code = fake.issueCode('gotowebinar', { redirectUri: REDIRECT, codeChallenge: createHash('sha256').update('the-right-verifier').digest('base64url') });
    await expect(goto.exchange({ code, redirectUri: REDIRECT, codeVerifier: 'a-wrong-verifier' })).rejects.toMatchObject({ status: 400 });

    const { tokens } = await connected(goto, 'a-verifier-of-forty-three-characters-at-least');
    expect(tokens.extra.organizerKey).toBe('700000001');
    const refreshed = await goto.refresh(tokens);
    expect(refreshed.extra.organizerKey).toBe('700000001');
    const [webinar] = await goto.listTargets(refreshed);
    expect(webinar).toMatchObject({ id: '1234567890' });
  });
});
