import { randomBytes, randomUUID } from 'node:crypto';
import { WEBHOOK_TEST_EVENT, type CreateWebhookBody, type UpdateWebhookBody, type WebhookEvent } from '@tessera/core';
import { sql } from 'kysely';
import type { AppConfig } from '../../config.ts';
import { dbNow, type Db } from '../../db/database.ts';
import type { LandingRow, WebhookRow } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import type { DnsResolver } from '../../services/dns-resolver.ts';
import type { Queue, QueueJob } from '../../services/queue.ts';
import { vetWebhookUrl } from './address-guard.ts';
import { sendSigned, type SendResult } from './webhook-sender.ts';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';

export interface WebhookJob {
  webhookId: number;
  event: string;
  eventId: string;
  /** The exact bytes signed and sent, the same on every retry. */
  body: string;
}

export interface WebhooksDeps {
  db: Db;
  config: AppConfig;
  dns: DnsResolver;
  queue: Queue;
  now: () => Date;
  log: (message: string, details: Record<string, unknown>) => void;
}

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/**
 * Webhooks of a website: events are signed and sent to each active subscriber through the job
 * queue, retried with exponential backoff while the receiver fails, and every try is logged.
 */
export class Webhooks {
  constructor(private readonly deps: WebhooksDeps) {}

  /** Registers the delivery worker; call once at start. */
  async start(): Promise<void> {
    await this.deps.queue.work<WebhookJob>(WEBHOOK_DELIVERY_JOB, (job) => this.#deliver(job));
  }

  async #refuseUnsafeUrl(url: string): Promise<void> {
    const vetted = await vetWebhookUrl(url, this.deps.dns, this.deps.config.webhooks.allowPrivateAddresses);
    if (!vetted.ok) throw validationFailed({ url: [vetted.reason] });
  }

  async create(landing: LandingRow, body: CreateWebhookBody): Promise<WebhookRow> {
    await this.#refuseUnsafeUrl(body.url);
    return this.deps.db
      .insertInto('webhooks')
      .values({ landing_id: landing.id, url: body.url, secret: body.secret ?? newSecret(), events: JSON.stringify(body.events), active: body.active })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(landing: LandingRow, webhookId: number, body: UpdateWebhookBody): Promise<WebhookRow> {
    await this.require(landing, webhookId);
    await this.#refuseUnsafeUrl(body.url);
    return this.deps.db
      .updateTable('webhooks')
      .set({ url: body.url, events: JSON.stringify(body.events), active: body.active, updated_at: dbNow(), ...(body.secret ? { secret: body.secret } : {}) })
      .where('id', '=', webhookId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async require(landing: LandingRow, webhookId: number): Promise<WebhookRow> {
    const row = await this.deps.db.selectFrom('webhooks').selectAll().where('id', '=', webhookId).where('landing_id', '=', landing.id).executeTakeFirst();
    if (!row) throw notFound('Webhook');
    return row;
  }

  /**
   * Queues `event` for every active webhook of the landing subscribed to it, or for those of
   * `only` among them when given (a form's chosen webhooks); returns how many.
   */
  async dispatch(landingId: number, event: WebhookEvent, payload: Record<string, unknown>, only?: readonly number[]): Promise<number> {
    if (only?.length === 0) return 0;
    let query = this.deps.db
      .selectFrom('webhooks')
      .select('id')
      .where('landing_id', '=', landingId)
      .where('active', '=', true)
      .where(sql<boolean>`events @> ${JSON.stringify([event])}::jsonb`);
    if (only) query = query.where('id', 'in', only);
    const subscribers = await query.execute();
    const { retryLimit, retryDelaySeconds } = this.deps.config.webhooks;
    for (const webhook of subscribers) {
      const eventId = randomUUID();
      const body = JSON.stringify({ id: eventId, event, created_at: this.deps.now().toISOString(), ...payload });
      await this.deps.queue.send<WebhookJob>(
        WEBHOOK_DELIVERY_JOB,
        { webhookId: webhook.id, event, eventId, body },
        { retryLimit, retryDelaySeconds, retryBackoff: true },
      );
    }
    return subscribers.length;
  }

  /** Sends a test event now, once, and answers with the logged try. */
  async test(landing: LandingRow, webhook: WebhookRow) {
    const eventId = randomUUID();
    const body = JSON.stringify({
      id: eventId,
      event: WEBHOOK_TEST_EVENT,
      created_at: this.deps.now().toISOString(),
      landing: { id: landing.id, title: landing.title },
      webhook: { id: webhook.id },
    });
    return (await this.#attempt(webhook, { webhookId: webhook.id, event: WEBHOOK_TEST_EVENT, eventId, body }, 1)).delivery;
  }

  async #deliver(job: QueueJob<WebhookJob>): Promise<void> {
    const webhook = await this.deps.db.selectFrom('webhooks').selectAll().where('id', '=', job.data.webhookId).executeTakeFirst();
    // Deleted or switched off since the event: nothing more to send.
    if (!webhook?.active) return;
    const { result, retry } = await this.#attempt(webhook, job.data, job.attempt);
    if (!result.success && retry) {
      if (job.lastAttempt) this.deps.log('webhook delivery given up', { webhookId: webhook.id, eventId: job.data.eventId, attempts: job.attempt });
      throw new Error(result.error ?? 'Delivery failed');
    }
  }

  /** One logged try; `retry` is false when trying again cannot help. */
  async #attempt(webhook: WebhookRow, job: WebhookJob, attempt: number) {
    const vetted = await vetWebhookUrl(webhook.url, this.deps.dns, this.deps.config.webhooks.allowPrivateAddresses);
    let result: SendResult;
    let retry = true;
    if (vetted.ok) {
      result = await sendSigned({
        url: webhook.url,
        secret: webhook.secret,
        event: job.event,
        eventId: job.eventId,
        body: job.body,
        userAgent: `${this.deps.config.appName}-Webhooks/1.0`,
        address: vetted.address,
        now: this.deps.now,
      });
    } else {
      // The address is refused (it changed since the webhook was saved): trying again would be refused again.
      result = { statusCode: null, durationMs: 0, error: vetted.reason, success: false };
      retry = false;
    }
    const delivery = await this.deps.db
      .insertInto('webhook_deliveries')
      .values({
        webhook_id: webhook.id,
        event: job.event,
        event_id: job.eventId,
        attempt,
        status_code: result.statusCode,
        duration_ms: result.durationMs,
        error: result.error,
        success: result.success,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { result, retry, delivery };
  }
}
