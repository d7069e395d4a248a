import type { Webhook, WebhookDelivery } from '@tessera/core';
import type { Selectable } from 'kysely';
import type { WebhookDeliveriesTable, WebhookRow } from '../../db/schema.ts';

export function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    landing_id: row.landing_id,
    url: row.url,
    secret: row.secret,
    events: row.events,
    active: row.active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toDelivery(row: Selectable<WebhookDeliveriesTable>): WebhookDelivery {
  return { ...row, created_at: row.created_at.toISOString() };
}
