import { randomUUID } from 'node:crypto';
import {
  fillTemplate,
  INTEGRATION_NAME_TAKEN_MESSAGE,
  type CallGetApiResult,
  type Integration,
  type IntegrationDelivery,
  type IntegrationInput,
} from '@tessera/core';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { AppConfig } from '../../config.ts';
import { dbNow, type Db } from '../../db/database.ts';
import type { Database, LandingRow } from '../../db/schema.ts';
import type { IntegrationRow } from '../../db/schema-integrations.ts';
import { takenAsError } from '../../db/unique-writes.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import { TokensRefusedError, VendorError } from '../../services/connections/oauth-connector.ts';
import type { DnsResolver } from '../../services/dns-resolver.ts';
import type { Queue, QueueJob } from '../../services/queue.ts';
import type { OAuthAccounts } from '../oauth-accounts/oauth-accounts.service.ts';
import { PRIVATE_ADDRESS_MESSAGE, vetWebhookUrl } from '../webhooks/address-guard.ts';
import { callGetApi, type GetApiResult } from './get-api-call.ts';
import { leadFrom } from './lead-fields.ts';

export const INTEGRATION_DELIVERY_JOB = 'integration-delivery';
const INTEGRATION_PRIVATE_ADDRESS_MESSAGE = 'Integrations may not call private, loopback or link-local addresses.';

/** What set a delivery off. */
export interface LeadSource {
  kind: 'form' | 'card';
  /** The form's or card's name, for a CRM deal and the delivery log. */
  name: string;
}

/** Where kept leads go on to: the website's integrations (implemented by Integrations). */
export interface LeadForwarder {
  forward(landingId: number, source: LeadSource, fields: Record<string, string>): Promise<number>;
}

interface DeliveryJob {
  integrationId: number;
  deliveryId: string;
  source: LeadSource;
  fields: Record<string, string>;
}

interface Outcome {
  success: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** Trying again may help (a timeout, a 5xx, a rate limit). */
  retry: boolean;
}

export interface IntegrationsDeps {
  db: Db;
  config: AppConfig;
  dns: DnsResolver;
  queue: Queue;
  accounts: OAuthAccounts;
  log: (message: string, details: Record<string, unknown>) => void;
}

const FORWARDED_KINDS = { form: 'on_forms', card: 'on_cards' } as const;

/**
 * A website's integrations: their settings, and the forwarding of each form submission and card
 * lead to every active integration that takes it, through the job queue (retried with backoff
 * while the provider fails, as webhooks are) with every try logged.
 */
export class Integrations implements LeadForwarder {
  constructor(private readonly deps: IntegrationsDeps) {}

  async start(): Promise<void> {
    await this.deps.queue.work<DeliveryJob>(INTEGRATION_DELIVERY_JOB, (job) => this.#deliver(job));
  }

  async list(landing: LandingRow): Promise<Integration[]> {
    return this.#views(this.deps.db.selectFrom('integrations').where('integrations.landing_id', '=', landing.id));
  }

  async #views(query: SelectQueryBuilder<Database, 'integrations', object>): Promise<Integration[]> {
    const rows = await query
      .leftJoin('oauth_accounts', 'oauth_accounts.id', 'integrations.oauth_account_id')
      .selectAll('integrations')
      .select(['oauth_accounts.name as account_name', 'oauth_accounts.status as account_status'])
      .orderBy('integrations.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      landing_id: row.landing_id,
      name: row.name,
      kind: row.kind,
      oauth_account_id: row.oauth_account_id,
      account: row.account_name && row.account_status ? { name: row.account_name, status: row.account_status } : null,
      target_id: row.target_id,
      target_name: row.target_name,
      tags: row.tags,
      field_map: row.field_map,
      url_template: row.url_template,
      on_forms: row.on_forms,
      on_cards: row.on_cards,
      active: row.active,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    }));
  }

  async view(landing: LandingRow, integrationId: number): Promise<Integration> {
    const [found] = await this.#views(this.deps.db.selectFrom('integrations').where('integrations.landing_id', '=', landing.id).where('integrations.id', '=', integrationId));
    if (!found) throw notFound('Integration');
    return found;
  }

  async require(landing: LandingRow, integrationId: number): Promise<IntegrationRow> {
    const row = await this.deps.db.selectFrom('integrations').selectAll().where('landing_id', '=', landing.id).where('id', '=', integrationId).executeTakeFirst();
    if (!row) throw notFound('Integration');
    return row;
  }

  /** Spec §5 server-side integration-name check: names are unique within a website, whatever their case. */
  async nameTaken(landingId: number, name: string, exceptId?: number): Promise<boolean> {
    let query = this.deps.db.selectFrom('integrations').select('id').where('landing_id', '=', landingId).where(sql<string>`lower(name)`, '=', name.trim().toLowerCase());
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async #checkName(landingId: number, name: string, exceptId?: number): Promise<void> {
    if (name && (await this.nameTaken(landingId, name, exceptId))) throw validationFailed({ name: [INTEGRATION_NAME_TAKEN_MESSAGE] });
  }

  /** The stored values of a body: the connection must be the agency's own, of the integration's provider. */
  async #values(landing: LandingRow, body: IntegrationInput) {
    const usesAccount = body.kind !== 'get-api';
    if (usesAccount) await this.deps.accounts.requireForIntegration(landing.agency_id, body.oauth_account_id, body.kind as 'mailchimp' | 'hubspot');
    return {
      kind: body.kind,
      oauth_account_id: usesAccount ? body.oauth_account_id! : null,
      target_id: usesAccount ? body.target_id : '',
      target_name: usesAccount ? body.target_name : '',
      tags: JSON.stringify(usesAccount ? body.tags : []),
      field_map: JSON.stringify(body.field_map),
      url_template: usesAccount ? '' : body.url_template,
      on_forms: body.on_forms,
      on_cards: body.on_cards,
      active: body.active,
    };
  }

  async create(landing: LandingRow, body: IntegrationInput): Promise<number> {
    await this.#checkName(landing.id, body.name);
    const values = await this.#values(landing, body);
    return takenAsError(
      () =>
        this.deps.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('integrations')
            .values({ landing_id: landing.id, name: body.name || `pending-${randomUUID()}`, ...values })
            .returning('id')
            .executeTakeFirstOrThrow();
          // Spec §3: an integration without a name of its own is kept as integration-{id}.
          if (!body.name) await trx.updateTable('integrations').set({ name: `integration-${row.id}` }).where('id', '=', row.id).execute();
          return row.id;
        }),
      'name',
      INTEGRATION_NAME_TAKEN_MESSAGE,
    );
  }

  async update(landing: LandingRow, integrationId: number, body: IntegrationInput): Promise<void> {
    const row = await this.require(landing, integrationId);
    await this.#checkName(landing.id, body.name, integrationId);
    const values = await this.#values(landing, body);
    await takenAsError(
      () =>
        this.deps.db
          .updateTable('integrations')
          .set({ ...values, name: body.name || row.name, updated_at: dbNow() })
          .where('id', '=', integrationId)
          .execute(),
      'name',
      INTEGRATION_NAME_TAKEN_MESSAGE,
    );
  }

  async rename(landing: LandingRow, integrationId: number, name: string): Promise<void> {
    await this.require(landing, integrationId);
    await this.#checkName(landing.id, name, integrationId);
    await takenAsError(
      () => this.deps.db.updateTable('integrations').set({ name, updated_at: dbNow() }).where('id', '=', integrationId).execute(),
      'name',
      INTEGRATION_NAME_TAKEN_MESSAGE,
    );
  }

  /** Switches the integration on or off (`active` given), or over (not given); answers the new state. */
  async toggle(landing: LandingRow, integrationId: number, active?: boolean): Promise<boolean> {
    const row = await this.require(landing, integrationId);
    const next = active ?? !row.active;
    await this.deps.db.updateTable('integrations').set({ active: next, updated_at: dbNow() }).where('id', '=', integrationId).execute();
    return next;
  }

  async remove(landing: LandingRow, integrationId: number): Promise<void> {
    await this.require(landing, integrationId);
    await this.deps.db.deleteFrom('integrations').where('id', '=', integrationId).execute();
  }

  async deliveries(landing: LandingRow, integrationId: number): Promise<IntegrationDelivery[]> {
    await this.require(landing, integrationId);
    const rows = await this.deps.db.selectFrom('integration_deliveries').selectAll().where('integration_id', '=', integrationId).orderBy('id', 'desc').limit(100).execute();
    return rows.map(({ integration_id: _integration, created_at, ...row }) => ({ ...row, created_at: created_at.toISOString() }));
  }

  /** The website's active integrations that take card leads (spec §7 cards-integrations). */
  async forCards(landing: LandingRow): Promise<Integration[]> {
    return (await this.list(landing)).filter((integration) => integration.active && integration.on_cards);
  }

  /**
   * POST …/call-get-api: calls the integration's GET address now with the given fields, once,
   * and answers what came back (also logged). The address guard applies as on a submission.
   */
  async callNow(landing: LandingRow, integrationId: number, fields: Record<string, string>): Promise<CallGetApiResult> {
    const row = await this.require(landing, integrationId);
    if (row.kind !== 'get-api') throw validationFailed({ kind: ['Only a Call GET API integration calls an address.'] });
    const url = fillTemplate(row.url_template, fields);
    const result = await this.#get(url);
    await this.#log(row.id, randomUUID(), 1, result, 'test');
    return { url, status_code: result.statusCode, success: result.success, error: result.error, body: result.body };
  }

  /** One GET through the address guard; `refused` when the guard said no to the address itself. */
  async #get(url: string): Promise<GetApiResult & { refused: boolean }> {
    const vetted = await vetWebhookUrl(url, this.deps.dns, this.deps.config.webhooks.allowPrivateAddresses);
    if (!vetted.ok) {
      const refused = vetted.reason === PRIVATE_ADDRESS_MESSAGE;
      return { statusCode: null, success: false, error: refused ? INTEGRATION_PRIVATE_ADDRESS_MESSAGE : vetted.reason, durationMs: 0, body: '', refused };
    }
    return { ...(await callGetApi({ url, userAgent: `${this.deps.config.appName}-Integrations/1.0`, address: vetted.address })), refused: false };
  }

  /**
   * Queues the lead for every active integration of the website that takes its kind; returns
   * how many. A queue failure is the caller's to log: the lead itself is already kept.
   */
  async forward(landingId: number, source: LeadSource, fields: Record<string, string>): Promise<number> {
    const takers = await this.deps.db
      .selectFrom('integrations')
      .select('id')
      .where('landing_id', '=', landingId)
      .where('active', '=', true)
      .where(FORWARDED_KINDS[source.kind], '=', true)
      .execute();
    const { retryLimit, retryDelaySeconds } = this.deps.config.webhooks;
    for (const integration of takers) {
      await this.deps.queue.send<DeliveryJob>(
        INTEGRATION_DELIVERY_JOB,
        { integrationId: integration.id, deliveryId: randomUUID(), source, fields },
        { retryLimit, retryDelaySeconds, retryBackoff: true },
      );
    }
    return takers.length;
  }

  async #deliver(job: QueueJob<DeliveryJob>): Promise<void> {
    const integration = await this.deps.db.selectFrom('integrations').selectAll().where('id', '=', job.data.integrationId).executeTakeFirst();
    // Deleted or switched off since the lead came in: nothing is forwarded.
    if (!integration?.active) return;
    const outcome = await this.#attempt(integration, job.data);
    await this.#log(integration.id, job.data.deliveryId, job.attempt, outcome, job.data.source.kind);
    if (!outcome.success && outcome.retry) {
      if (job.lastAttempt) this.deps.log('integration delivery given up', { integrationId: integration.id, deliveryId: job.data.deliveryId, attempts: job.attempt });
      throw new Error(outcome.error ?? 'Delivery failed');
    }
  }

  async #attempt(integration: IntegrationRow, job: DeliveryJob): Promise<Outcome> {
    if (integration.kind === 'get-api') {
      const result = await this.#get(fillTemplate(integration.url_template, job.fields));
      // A refused address stays refused; a 4xx is the address's verdict on the request itself.
      const retry = result.statusCode === null ? !result.refused : result.statusCode >= 500 || result.statusCode === 429;
      return { ...result, retry };
    }
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const fail = (error: string, retry: boolean, statusCode: number | null = null): Outcome => ({ success: false, statusCode, error, durationMs: elapsed(), retry });
    const lead = leadFrom(job.fields, integration.field_map);
    if (!lead) return fail('The submission has no e-mail address to forward.', false);
    const account = integration.oauth_account_id === null ? undefined : await this.deps.db.selectFrom('oauth_accounts').selectAll().where('id', '=', integration.oauth_account_id).executeTakeFirst();
    if (!account) return fail('The connection this integration used was removed; choose another.', false);
    try {
      await this.deps.accounts.withTokens(account, (tokens, connector) => connector.forward!(tokens, lead, { targetId: integration.target_id, tags: integration.tags, source: job.source.name }));
      return { success: true, statusCode: null, error: null, durationMs: elapsed(), retry: false };
    } catch (error) {
      if (error instanceof TokensRefusedError) return fail(error.message, false, 401);
      if (error instanceof VendorError) return fail(error.message, error.retryable, error.status);
      return fail(error instanceof Error ? error.message : String(error), true);
    }
  }

  async #log(integrationId: number, deliveryId: string, attempt: number, outcome: Omit<Outcome, 'retry'>, source: string): Promise<void> {
    await this.deps.db
      .insertInto('integration_deliveries')
      .values({
        integration_id: integrationId,
        source,
        delivery_id: deliveryId,
        attempt,
        success: outcome.success,
        status_code: outcome.statusCode,
        error: outcome.error,
        duration_ms: outcome.durationMs,
      })
      .execute();
  }
}
