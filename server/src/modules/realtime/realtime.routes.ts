import websocket from '@fastify/websocket';
import { REALTIME_CLOSE, realtimeClientMessageSchema, type RealtimeServerMessage } from '@tessera/core';
import type { Clock } from '@tessera/sdk';
import type { FastifyInstance } from 'fastify';
import type { UserFacts } from '../../apps/user-facts.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { findUserByAccessToken } from '../auth/access-tokens.ts';
import type { RealtimeHub } from './realtime-hub.ts';

/** How long a new connection may take to send its token. */
const AUTH_WITHIN_MS = 10_000;
/** Pings keep idle connections open through fronts that close quiet ones (nginx: 60 s by default). */
const PING_EVERY_MS = 25_000;
/** A tab sends one short message; anything larger is not ours. */
const MAX_MESSAGE_BYTES = 4096;

export interface RealtimeDeps {
  db: Db;
  facts: UserFacts;
  hub: RealtimeHub;
  clock: Clock;
}

/**
 * `GET /api/v1/realtime`, the WebSocket of a signed-in tab. The access token comes in the first
 * message (`{"type":"auth","token":…}`), never in the address, where logs and proxies would keep
 * it; the server answers `{"type":"ready","connection_id":…}` and from then on sends the events
 * of `RealtimeEvent` for this user. A missing, late or invalid token closes with 4401, and so does
 * the end of the session (logout, a new password, the user deleted or their agency archived).
 */
export async function registerRealtimeRoutes(api: FastifyInstance, deps: RealtimeDeps): Promise<void> {
  await api.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  api.route({
    method: 'GET',
    url: '/realtime',
    // The socket checks its token itself, in its first message.
    config: { access: { roles: 'public', tenant: 'none' } },
    schema: { hide: true },
    handler: async () => {
      throw new HttpError('bad_request', 'Connect to this address with a WebSocket.');
    },
    wsHandler: (socket) => {
      let connection: { id: string; disconnect(): void } | undefined;
      const send = (message: RealtimeServerMessage) => socket.send(JSON.stringify(message));
      const late = setTimeout(() => socket.close(REALTIME_CLOSE.unauthenticated, 'Send your access token first.'), AUTH_WITHIN_MS);
      const ping = setInterval(() => socket.ping(), PING_EVERY_MS);
      socket.once('message', async (data: Buffer) => {
        clearTimeout(late);
        let token: string;
        try {
          token = realtimeClientMessageSchema.parse(JSON.parse(String(data))).token;
        } catch {
          socket.close(REALTIME_CLOSE.badMessage, 'The first message must be {"type":"auth","token":…}.');
          return;
        }
        const user = await findUserByAccessToken(deps.db, token, deps.facts, deps.clock.now()).catch(() => null);
        if (!user) {
          socket.close(REALTIME_CLOSE.unauthenticated, 'Unauthenticated.');
          return;
        }
        if (socket.readyState !== socket.OPEN) return;
        connection = deps.hub.connect(user, { send, end: () => socket.close(REALTIME_CLOSE.unauthenticated, 'Your session has ended. Sign in again.') });
        send({ type: 'ready', connection_id: connection.id });
        // The tab has nothing more to say; anything else it sends is ignored.
      });
      socket.on('close', () => {
        clearTimeout(late);
        clearInterval(ping);
        connection?.disconnect();
      });
    },
  });
}
