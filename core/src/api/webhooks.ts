import { z } from 'zod';
import { isWebAddress } from '../rules/web-address.ts';

/** What a webhook can subscribe to. */
export const WEBHOOK_EVENTS = ['form.submitted', 'order.paid', 'card.lead'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event of the "send test" call; not subscribable. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Receivers verify `X-Tessera-Signature: sha256=<hex>`, the HMAC-SHA256 of the raw body with the webhook's secret. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-tessera-signature';
/** Unix seconds at which the attempt was sent. */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-tessera-timestamp';
export const WEBHOOK_EVENT_HEADER = 'x-tessera-event';
/** The same for every attempt of one event, so a receiver can drop repeats. */
export const WEBHOOK_DELIVERY_HEADER = 'x-tessera-delivery';

const webhookUrl = z
  .string({ error: 'The url field is required.' })
  .trim()
  .max(2048, 'The url may not be longer than 2048 characters.')
  .refine((value) => isWebAddress(value) !== null, 'The url must be an http(s) address without credentials.');

const secret = z
  .string()
  .min(16, 'The secret must be at least 16 characters.')
  .max(200, 'The secret may not be longer than 200 characters.');

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Events must be among: ${WEBHOOK_EVENTS.join(', ')}.` }))
  .min(1, 'Choose at least one event.')
  .transform((list) => [...new Set(list)]);

export const createWebhookBodySchema = z.object({
  url: webhookUrl,
  /** Generated when left out. */
  secret: secret.optional(),
  events: events.default(['form.submitted']),
  active: z.boolean().default(true),
});
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;

/** Like creation; a secret left out keeps the stored one. */
export const updateWebhookBodySchema = createWebhookBodySchema;
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  url: z.string(),
  secret: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  event: z.string(),
  event_id: z.string(),
  /** 1 for the first try, 2 for the first retry… */
  attempt: z.number().int(),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  success: z.boolean(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  per_page: z.coerce.number().int().min(1, 'The per page must be at least 1.').max(100, 'The per page may not be greater than 100.').default(20),
});
