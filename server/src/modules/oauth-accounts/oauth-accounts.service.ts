import { createHash, randomBytes } from 'node:crypto';
import { OAUTH_PROVIDER_LABELS, oauthReturnScreen, type OAuthAccount, type OAuthProvider, type OAuthTarget, type OAuthVerifyResult } from '@tessera/core';
import { dbNow, type Db } from '../../db/database.ts';
import type { OAuthAccountRow } from '../../db/schema-integrations.ts';
import type { AgencyWebinar, WebinarAccounts } from '@tessera/sdk';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import { TokensRefusedError, VendorError, type OAuthConnector, type TokenSet } from '../../services/connections/oauth-connector.ts';
import type { SecretBox } from '../../services/secret-box.ts';

/** How long an agency has to approve the connection on the provider's page. */
export const OAUTH_STATE_MINUTES = 15;
/** A token this close to its expiry is refreshed before it is used. */
const REFRESH_MARGIN_MS = 60_000;

export const oauthCallbackPath = (provider: OAuthProvider) => `/api/v1/auth/${provider}/callback`;

export type Connectors = Readonly<Record<OAuthProvider, OAuthConnector>>;

export interface OAuthAccountsDeps {
  db: Db;
  connectors: Connectors;
  secrets: SecretBox;
  now: () => Date;
  /** The app's public origin (http/public-origins.ts): the providers send the agency back to its callback there. */
  appOrigin: string;
}

const toAccount = (row: OAuthAccountRow): OAuthAccount => ({ id: row.id, provider: row.provider, name: row.name, status: row.status, created_at: row.created_at.toISOString() });

/** A vendor failure the agency reads, naming the vendor; nothing is stored. */
function vendorFailure(error: unknown): HttpError {
  return new HttpError('upstream_failed', error instanceof Error ? error.message : String(error));
}

/**
 * The agency's connections to Mailchimp, HubSpot and GoTo. The callback trusts nothing but a
 * `state` this server made for that agency and user, used once within OAUTH_STATE_MINUTES, with
 * a PKCE verifier kept server-side where the provider takes one. Tokens are sealed at rest,
 * refreshed before they expire, and a connection the provider refuses is marked revoked.
 */
export class OAuthAccounts {
  constructor(private readonly deps: OAuthAccountsDeps) {}

  async startConnect(provider: OAuthProvider, user: { id: number; agencyId: number }, returnTo: string): Promise<string> {
    const connector = this.deps.connectors[provider];
    const state = randomBytes(24).toString('base64url');
    const codeVerifier = connector.pkce ? randomBytes(48).toString('base64url') : null;
    const codeChallenge = codeVerifier ? createHash('sha256').update(codeVerifier).digest('base64url') : undefined;
    const url = connector.authorizeUrl({ state, redirectUri: this.#callbackUrl(provider), ...(codeChallenge ? { codeChallenge } : {}) });
    await this.deps.db
      .insertInto('oauth_states')
      .values({ state, provider, agency_id: user.agencyId, user_id: user.id, code_verifier: codeVerifier, return_to: returnTo, created_at: this.deps.now() })
      .execute();
    return url;
  }

  /**
   * The provider's return: answers where to send the browser, with the outcome in the query
   * (`connected`, `cancelled` or `failed` naming the provider). A forged, used or stale state is
   * refused outright: it names no agency to send anything to.
   */
  async finishConnect(provider: OAuthProvider, query: { state: string; code?: string | undefined }): Promise<string> {
    const row = await this.deps.db.deleteFrom('oauth_states').where('state', '=', query.state).returningAll().executeTakeFirst();
    const fresh = row && row.provider === provider && this.deps.now().getTime() - row.created_at.getTime() <= OAUTH_STATE_MINUTES * 60_000;
    if (!row || !fresh) throw new HttpError('forbidden', 'This connection request is not valid or has expired. Start connecting the account again.');
    const back = (outcome: 'connected' | 'cancelled' | 'failed') => {
      // Read again: a return_to stored before it was normalised may name another host.
      const url = new URL(oauthReturnScreen(row.return_to), 'http://app.invalid');
      url.searchParams.set(outcome, provider);
      return `${url.pathname}${url.search}`;
    };
    if (!query.code) return back('cancelled');
    let connected;
    try {
      connected = await this.deps.connectors[provider].exchange({
        code: query.code,
        redirectUri: this.#callbackUrl(provider),
        ...(row.code_verifier ? { codeVerifier: row.code_verifier } : {}),
      });
    } catch {
      // A code the provider refuses (used, expired) or a provider that did not answer: the agency is sent back to try again.
      return back('failed');
    }
    const values = { name: connected.name, sealed_tokens: this.#seal(connected.tokens), expires_at: connected.tokens.expiresAt, status: 'connected' as const, updated_at: dbNow() };
    await this.deps.db
      .insertInto('oauth_accounts')
      .values({ agency_id: row.agency_id, provider, external_id: connected.externalId, ...values })
      .onConflict((conflict) => conflict.columns(['agency_id', 'provider', 'external_id']).doUpdateSet(values))
      .execute();
    return back('connected');
  }

  #callbackUrl(provider: OAuthProvider): string {
    return `${this.deps.appOrigin}${oauthCallbackPath(provider)}`;
  }

  #seal(tokens: TokenSet): string {
    return this.deps.secrets.seal(JSON.stringify({ ...tokens, expiresAt: tokens.expiresAt?.toISOString() ?? null }));
  }

  #open(row: OAuthAccountRow): TokenSet {
    const stored = JSON.parse(this.deps.secrets.open(row.sealed_tokens)) as Omit<TokenSet, 'expiresAt'> & { expiresAt: string | null };
    return { ...stored, expiresAt: stored.expiresAt ? new Date(stored.expiresAt) : null };
  }

  async list(agencyId: number): Promise<OAuthAccount[]> {
    const rows = await this.deps.db.selectFrom('oauth_accounts').selectAll().where('agency_id', '=', agencyId).orderBy('id').execute();
    return rows.map(toAccount);
  }

  #find(agencyId: number, accountId: number): Promise<OAuthAccountRow | undefined> {
    return this.deps.db.selectFrom('oauth_accounts').selectAll().where('id', '=', accountId).where('agency_id', '=', agencyId).executeTakeFirst();
  }

  async require(agencyId: number, accountId: number): Promise<OAuthAccountRow> {
    const row = await this.#find(agencyId, accountId);
    if (!row) throw notFound('Connection');
    return row;
  }

  async #markRevoked(row: OAuthAccountRow): Promise<void> {
    await this.deps.db.updateTable('oauth_accounts').set({ status: 'revoked', updated_at: dbNow() }).where('id', '=', row.id).execute();
  }

  /**
   * Runs `call` with the connection's tokens: refreshed first when they are about to expire, and
   * once more when the provider refuses tokens it says are expired. Tokens the provider refuses
   * after that mark the connection revoked, and TokensRefusedError reaches the caller.
   */
  async withTokens<T>(row: OAuthAccountRow, call: (tokens: TokenSet, connector: OAuthConnector) => Promise<T>): Promise<T> {
    const connector = this.deps.connectors[row.provider];
    if (row.status === 'revoked') throw new TokensRefusedError(`The ${OAUTH_PROVIDER_LABELS[row.provider]} connection was revoked; connect the account again.`);
    let tokens = this.#open(row);
    const refresh = async () => {
      try {
        tokens = await connector.refresh(tokens);
      } catch (error) {
        if (error instanceof TokensRefusedError) await this.#markRevoked(row);
        throw error;
      }
      await this.deps.db
        .updateTable('oauth_accounts')
        .set({ sealed_tokens: this.#seal(tokens), expires_at: tokens.expiresAt, updated_at: dbNow() })
        .where('id', '=', row.id)
        .execute();
    };
    if (tokens.expiresAt && tokens.expiresAt.getTime() - this.deps.now().getTime() < REFRESH_MARGIN_MS) await refresh();
    try {
      return await call(tokens, connector);
    } catch (error) {
      if (!(error instanceof TokensRefusedError)) throw error;
      // An access token can be refused before the expiry it was given (the provider's clock, a rotation): one refresh, then the verdict.
      if (tokens.refreshToken) {
        await refresh();
        try {
          return await call(tokens, connector);
        } catch (again) {
          if (again instanceof TokensRefusedError) await this.#markRevoked(row);
          throw again;
        }
      }
      await this.#markRevoked(row);
      throw error;
    }
  }

  /** POST /oauth-accounts/verify: whether the stored connection still works, by one call to the provider. */
  async verify(agencyId: number, accountId: number): Promise<OAuthVerifyResult> {
    const row = await this.require(agencyId, accountId);
    const label = OAUTH_PROVIDER_LABELS[row.provider];
    try {
      await this.withTokens(row, (tokens, connector) => connector.verify(tokens));
      return { id: row.id, working: true, status: 'connected', message: `The ${label} connection works.` };
    } catch (error) {
      if (error instanceof TokensRefusedError) return { id: row.id, working: false, status: 'revoked', message: `${label} no longer accepts this connection. Connect the account again.` };
      if (error instanceof VendorError) return { id: row.id, working: false, status: 'connected', message: error.message };
      throw error;
    }
  }

  /** Where the connection can forward leads: audiences, pipeline stages, webinars. */
  async targets(agencyId: number, accountId: number): Promise<OAuthTarget[]> {
    const row = await this.require(agencyId, accountId);
    try {
      return await this.withTokens(row, (tokens, connector) => connector.listTargets(tokens));
    } catch (error) {
      if (error instanceof TokensRefusedError || error instanceof VendorError) throw vendorFailure(error);
      throw error;
    }
  }

  /** What apps see of the agency's webinar connections (the SDK's WebinarAccounts): webinars and registrations, never tokens. */
  webinarAccounts(): WebinarAccounts {
    const call = async <T>(row: OAuthAccountRow, work: (tokens: TokenSet, connector: OAuthConnector) => Promise<T>): Promise<T> => {
      try {
        return await this.withTokens(row, work);
      } catch (error) {
        if (error instanceof TokensRefusedError || error instanceof VendorError) throw vendorFailure(error);
        throw error;
      }
    };
    return {
      upcoming: async (agencyId) => {
        const rows = await this.deps.db.selectFrom('oauth_accounts').selectAll().where('agency_id', '=', agencyId).where('status', '=', 'connected').orderBy('id').execute();
        const found: AgencyWebinar[] = [];
        for (const row of rows) {
          const webinars = this.deps.connectors[row.provider].webinars;
          if (!webinars) continue;
          for (const webinar of await call(row, (tokens) => webinars.upcoming(tokens))) found.push({ accountId: row.id, ...webinar });
        }
        return found.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      },
      register: async (agencyId, accountId, webinarKey, person) => {
        const row = await this.require(agencyId, accountId);
        const webinars = this.deps.connectors[row.provider].webinars;
        if (!webinars) throw notFound('Webinar connection');
        return call(row, (tokens) => webinars.register(tokens, webinarKey, person));
      },
    };
  }

  /** Disconnects: the provider is told (where it can be) and the tokens are deleted; integrations using it stop forwarding. */
  async remove(agencyId: number, accountId: number): Promise<void> {
    const row = await this.require(agencyId, accountId);
    if (row.status === 'connected') {
      try {
        await this.deps.connectors[row.provider].revoke(this.#open(row));
      } catch (error) {
        // Tokens the provider no longer knows are as good as revoked; any other failure keeps the connection so nothing stays live unseen.
        if (!(error instanceof TokensRefusedError)) throw vendorFailure(error);
      }
    }
    await this.deps.db.deleteFrom('oauth_accounts').where('id', '=', row.id).execute();
  }

  /** The agency's connection of the provider for an integration, or a 422 naming the field. */
  async requireForIntegration(agencyId: number, accountId: number | null | undefined, provider: OAuthProvider): Promise<OAuthAccountRow> {
    const row = accountId ? await this.#find(agencyId, accountId) : undefined;
    if (!row || row.provider !== provider) throw validationFailed({ oauth_account_id: [`Choose one of the agency's ${OAUTH_PROVIDER_LABELS[provider]} connections.`] });
    return row;
  }
}
