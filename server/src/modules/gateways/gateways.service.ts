import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from '@tessera/sdk';
import { dbNow, type Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { PaymentGatewayRow } from '../../db/schema-shop.ts';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import type { SecretBox } from '../../services/secret-box.ts';
import { activeGateway } from './gateways.queries.ts';
import { atProvider, providerFailure } from './provider-call.ts';

/** How long an agency has to approve the connection on the provider's page. */
export const CONNECT_STATE_MINUTES = 15;
export const CONNECT_CALLBACK_PATH = '/api/v1/auth/stripe/callback';

export interface GatewaysDeps {
  db: Db;
  payments: PaymentProvider;
  secrets: SecretBox;
  /** The app's public origin (http/public-origins.ts): the provider sends the agency back to its callback there. */
  appOrigin: string;
  /** The Clock, by which a connection request runs out. */
  now: () => Date;
}

/** Where the callback sends the agency back to: the website's gateways screen, saying how it went. */
export const gatewaysScreen = (landingId: number, outcome: 'connected' | 'cancelled' | 'failed') => `/agency/websites/${landingId}/gateways?${outcome}=1`;

/**
 * A website's payment gateways: the agency's own provider accounts connected through the
 * provider's OAuth. The callback trusts nothing but a `state` this server made for that
 * website and user, used once and within CONNECT_STATE_MINUTES.
 */
export class Gateways {
  constructor(private readonly deps: GatewaysDeps) {}

  async startConnect(landing: LandingRow, userId: number): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    const url = await atProvider(async () => this.deps.payments.connectAuthorizeUrl({ state, redirectUri: `${this.deps.appOrigin}${CONNECT_CALLBACK_PATH}` }));
    await this.deps.db.insertInto('gateway_connect_states').values({ state, landing_id: landing.id, user_id: userId, created_at: this.deps.now() }).execute();
    return url;
  }

  /** Takes the state once; answers the website it was made for, or null for a forged, used or stale one. */
  async #takeState(state: string): Promise<{ landingId: number } | null> {
    const row = await this.deps.db.deleteFrom('gateway_connect_states').where('state', '=', state).returning(['landing_id', 'created_at']).executeTakeFirst();
    if (!row || this.deps.now().getTime() - row.created_at.getTime() > CONNECT_STATE_MINUTES * 60_000) return null;
    return { landingId: row.landing_id };
  }

  /** The provider's return: the account is stored (its tokens sealed) and made the website's active one. */
  async finishConnect(query: { state: string; code?: string; error?: string }): Promise<{ landingId: number; outcome: 'connected' | 'cancelled' | 'failed' }> {
    const taken = await this.#takeState(query.state);
    if (!taken) throw new HttpError('forbidden', 'This connection request is not valid or has expired. Start connecting the account again.');
    if (!query.code) return { landingId: taken.landingId, outcome: 'cancelled' };
    const code = query.code;
    let connected, account;
    try {
      connected = await this.deps.payments.connectAccount(code);
      account = await this.deps.payments.retrieveAccount(connected.accountId);
    } catch {
      // A code the provider refuses (used, expired) or a provider that did not answer: the agency is sent back to try again.
      return { landingId: taken.landingId, outcome: 'failed' };
    }
    const sealed = this.deps.secrets.seal(JSON.stringify({ access_token: connected.accessToken, refresh_token: connected.refreshToken }));
    await this.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('payment_gateways').set({ status: 'inactive', updated_at: dbNow() }).where('landing_id', '=', taken.landingId).where('platform', '=', 'stripe').where('status', '=', 'active').execute();
      const values = {
        email: account.email,
        currency: account.defaultCurrency,
        publishable_key: connected.publishableKey,
        livemode: connected.livemode,
        sealed_secrets: sealed,
        status: 'active',
        updated_at: dbNow(),
      };
      const row = await trx
        .insertInto('payment_gateways')
        .values({ landing_id: taken.landingId, platform: 'stripe', account_id: connected.accountId, name: '', ...values })
        .onConflict((conflict) => conflict.columns(['landing_id', 'platform', 'account_id']).doUpdateSet(values))
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      // Spec §7: a connected account is stored as account-{id} until the agency names it.
      if (!row.name) await trx.updateTable('payment_gateways').set({ name: `account-${row.id}` }).where('id', '=', row.id).execute();
    });
    return { landingId: taken.landingId, outcome: 'connected' };
  }

  list(landing: LandingRow): Promise<PaymentGatewayRow[]> {
    return this.deps.db.selectFrom('payment_gateways').selectAll().where('landing_id', '=', landing.id).orderBy('id').execute();
  }

  /** The account the website takes payments with, if one is connected and not revoked. */
  active(landingId: number): Promise<PaymentGatewayRow | undefined> {
    return activeGateway(this.deps.db, landingId);
  }

  async require(landing: LandingRow, gatewayId: number): Promise<PaymentGatewayRow> {
    const row = await this.deps.db.selectFrom('payment_gateways').selectAll().where('landing_id', '=', landing.id).where('id', '=', gatewayId).executeTakeFirst();
    if (!row) throw notFound('Gateway');
    return row;
  }

  /** The active gateway whose provider account is `accountId` (the {accountId} of the product and coupon routes). */
  async requireAccount(landing: LandingRow, accountId: string): Promise<PaymentGatewayRow> {
    const row = await this.active(landing.id);
    if (!row || row.account_id !== accountId) throw notFound('Payment account');
    return row;
  }

  async update(landing: LandingRow, gatewayId: number, body: { name?: string; active?: boolean }): Promise<PaymentGatewayRow> {
    const gateway = await this.require(landing, gatewayId);
    if (body.active && gateway.status === 'revoked') throw validationFailed({ active: ['A revoked account cannot take payments again; connect it anew.'] });
    return this.deps.db.transaction().execute(async (trx) => {
      if (body.active === true) {
        await trx.updateTable('payment_gateways').set({ status: 'inactive', updated_at: dbNow() }).where('landing_id', '=', landing.id).where('platform', '=', gateway.platform).where('status', '=', 'active').where('id', '!=', gateway.id).execute();
      }
      const status = body.active === undefined || gateway.status === 'revoked' ? gateway.status : body.active ? 'active' : 'inactive';
      return trx
        .updateTable('payment_gateways')
        .set({ ...(body.name !== undefined ? { name: body.name } : {}), status, updated_at: dbNow() })
        .where('id', '=', gateway.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** Ends the platform's access at the provider; the record stays, revoked, so past orders keep their account. */
  async revoke(landing: LandingRow, gatewayId: number): Promise<PaymentGatewayRow> {
    const gateway = await this.require(landing, gatewayId);
    if (gateway.status !== 'revoked') await atProvider(() => this.deps.payments.disconnectAccount(gateway.account_id));
    return this.deps.db.updateTable('payment_gateways').set({ status: 'revoked', sealed_secrets: this.deps.secrets.seal('{}'), updated_at: dbNow() }).where('id', '=', gateway.id).returningAll().executeTakeFirstOrThrow();
  }

  /** Removes a gateway no longer in use: revoked first at the provider when it is not yet. Its products and coupons go with it. */
  async remove(landing: LandingRow, platform: string, gatewayId: number): Promise<void> {
    const gateway = await this.require(landing, gatewayId);
    if (gateway.platform !== platform) throw notFound('Gateway');
    if (gateway.status !== 'revoked') await this.revoke(landing, gatewayId);
    await this.deps.db.deleteFrom('payment_gateways').where('id', '=', gateway.id).execute();
  }

  /** Asks the provider about the account now; one the owner disconnected there is marked revoked here. */
  async verify(landing: LandingRow, gatewayId: number) {
    const gateway = await this.require(landing, gatewayId);
    if (gateway.status === 'revoked') return { gateway, verified: false, charges_enabled: false, message: 'This account was revoked.' };
    try {
      const account = await this.deps.payments.retrieveAccount(gateway.account_id);
      const updated = await this.deps.db
        .updateTable('payment_gateways')
        .set({ email: account.email, currency: account.defaultCurrency, updated_at: dbNow() })
        .where('id', '=', gateway.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        gateway: updated,
        verified: true,
        charges_enabled: account.chargesEnabled,
        message: account.chargesEnabled ? 'The account is connected and can take payments.' : 'The account is connected, but the provider does not let it take payments yet.',
      };
    } catch (error) {
      if (!/does not have access|No such account/i.test(error instanceof Error ? error.message : '')) throw providerFailure(error);
      const revoked = await this.deps.db.updateTable('payment_gateways').set({ status: 'revoked', updated_at: dbNow() }).where('id', '=', gateway.id).returningAll().executeTakeFirstOrThrow();
      return { gateway: revoked, verified: false, charges_enabled: false, message: 'The account was disconnected at the payment provider; connect it again to take payments.' };
    }
  }

  async check(landing: LandingRow, platform: string) {
    const gateway = await this.active(landing.id);
    if (!gateway || gateway.platform !== platform) return { connected: false, charges_enabled: false, account_id: null };
    const verified = await this.verify(landing, gateway.id);
    return { connected: verified.verified, charges_enabled: verified.charges_enabled, account_id: gateway.account_id };
  }
}
