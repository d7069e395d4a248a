import type { OAuthProvider, OAuthTarget } from '@tessera/core';
import type { AgencyWebinar } from '@tessera/sdk';

/** The tokens of one connection, as kept sealed at rest. `extra` holds what later calls need (Mailchimp's API host, GoTo's organizer key). */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** null: the token does not expire (Mailchimp). */
  expiresAt: Date | null;
  extra: Record<string, string>;
}

/** A finished authorization: the tokens and who they belong to at the provider. */
export interface ConnectedAccount {
  tokens: TokenSet;
  /** The account's id at the provider: connecting it again updates the stored connection. */
  externalId: string;
  name: string;
}

/** A lead on its way to a provider: the mapped fields of a form submission or a card lead. */
export interface OutboundLead {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** Further mapped fields, by the provider's field name (Mailchimp merge tag, HubSpot property). */
  fields: Record<string, string>;
}

/** Where and how a lead is forwarded: the chosen target (audience, pipeline stage) and tags. */
export interface ForwardOptions {
  targetId: string;
  tags: readonly string[];
  /** A name for what the lead came from ("Contact form"), for a CRM deal. */
  source: string;
}

/** A webinar as its provider describes it (the platform adds the connection it came through). */
export type VendorWebinar = Omit<AgencyWebinar, 'accountId'>;

/** Someone signing up for a webinar. */
export interface WebinarRegistrant {
  firstName: string;
  lastName: string;
  email: string;
}

/** What a webinar provider's connector can do besides listing targets. */
export interface WebinarCalls {
  /** The organizer's webinars starting within the provider's horizon, soonest first. */
  upcoming(tokens: TokenSet): Promise<VendorWebinar[]>;
  /** Registers the person; one already registered is answered as such, with their joining address. */
  register(tokens: TokenSet, webinarKey: string, person: WebinarRegistrant): Promise<{ joinUrl: string | null; alreadyRegistered: boolean }>;
}

/** The provider refused the tokens (revoked, or the app was removed): the connection must be made again. */
export class TokensRefusedError extends Error {}

/** The provider answered with an error a user should read (a bad target id, a rate limit). */
export class VendorError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/**
 * One OAuth provider's side of a connection: its authorize page, the code exchange, refresh and
 * revocation, and the calls Tessera makes with the tokens.
 */
export interface OAuthConnector {
  readonly provider: OAuthProvider;
  /** Whether the authorize request carries a PKCE challenge (S256). */
  readonly pkce: boolean;
  authorizeUrl(request: { state: string; redirectUri: string; codeChallenge?: string }): string;
  exchange(request: { code: string; redirectUri: string; codeVerifier?: string }): Promise<ConnectedAccount>;
  /** New tokens for an expired one; throws TokensRefusedError when the refresh token is refused. */
  refresh(tokens: TokenSet): Promise<TokenSet>;
  /** Tells the provider the tokens are no longer wanted (where it has a way to). */
  revoke(tokens: TokenSet): Promise<void>;
  /** Makes one cheap authenticated call; throws TokensRefusedError when the tokens are refused. */
  verify(tokens: TokenSet): Promise<void>;
  /** What a lead can be forwarded to: audiences, pipeline stages, webinars. */
  listTargets(tokens: TokenSet): Promise<OAuthTarget[]>;
  /** Adds or updates the lead at the provider; absent for providers that take no leads (webinars). */
  forward?(tokens: TokenSet, lead: OutboundLead, options: ForwardOptions): Promise<void>;
  /** Present for webinar providers (GoTo). */
  webinars?: WebinarCalls;
}

export interface ConnectorEndpoints {
  clientId: string;
  clientSecret: string;
  /** The browser-facing authorize page. */
  authorizeUrl: string;
  /** The token endpoint's origin (and path prefix). */
  authBaseUrl: string;
  /** The API's origin (and path prefix); Mailchimp's comes from its metadata instead. */
  apiBaseUrl: string;
}
