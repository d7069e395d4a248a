import { z } from 'zod';

/** The one WebSocket of a signed-in tab; the access token goes in the first message, never in the address. */
export const REALTIME_PATH = '/api/v1/realtime';

/** Close codes the server ends a realtime connection with (4000–4999 are the application's). */
export const REALTIME_CLOSE = {
  /** The first message was not a valid access token, or it came too late, or the session has ended since. */
  unauthenticated: 4401,
  /** A message the server does not understand. */
  badMessage: 4400,
} as const;

/** What the tab sends: first and only its sign-in. */
export const realtimeClientMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) });
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** Something a user should see at once, wherever it happened. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** A page's design was saved: an open designer of that page behind this version shows the conflict banner. */
  z.object({ type: z.literal('page.saved'), landing_id: z.number().int(), page_id: z.number().int(), version: z.number().int(), saved_by: z.string() }),
  /** Someone asked to hand a card over to this user. */
  z.object({ type: z.literal('card.transfer-requested'), transfer_id: z.number().int(), card_name: z.string(), from: z.string() }),
  /** The agency's subscription changed (paid, renewed, unpaid, canceled): what the dashboard may do changes with it. */
  z.object({ type: z.literal('subscription.changed'), status: z.string() }),
  /** A WordPress export was imported into a website (or made a new one). */
  z.object({ type: z.literal('import.finished'), landing_id: z.number().int(), pages_created: z.number().int(), imported_by: z.string() }),
  /** An AI image this user asked for is kept in the media library, for their other tabs. */
  z.object({ type: z.literal('image.ready'), url: z.string(), prompt: z.string(), landing_id: z.number().int().nullable() }),
  /** A website was put back to one of its backups. */
  z.object({ type: z.literal('backup.restored'), landing_id: z.number().int(), backup_id: z.number().int(), restored_by: z.string() }),
  /** A website's published pages were rendered again after a change that shows on all of them (its "Publishing n pages…" state ends). */
  z.object({ type: z.literal('site.published'), landing_id: z.number().int(), pages: z.number().int() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** What the server sends: `ready` once signed in (with this connection's id, which saves name so their own tab is not told), then events. */
export const realtimeServerMessageSchema = z.union([z.object({ type: z.literal('ready'), connection_id: z.string() }), realtimeEventSchema]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

/** The request header naming the realtime connection of the tab that made a change, so the event skips that tab. */
export const REALTIME_CONNECTION_HEADER = 'x-realtime-connection';
