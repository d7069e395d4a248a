import { randomUUID } from 'node:crypto';
import { REALTIME_CONNECTION_HEADER, type RealtimeEvent, type RealtimeServerMessage } from '@tessera/core';
import { createServiceToken } from '@tessera/sdk';
import type { Db } from '../../db/database.ts';
import type { ChangeBus, RealtimeAudience } from '../../services/change-bus.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { findReachableLanding } from '../landings/landing-access.ts';

/** A signed-in tab's realtime connection on this process. */
export interface RealtimeConnection {
  id: string;
  user: AuthUser;
  send(message: RealtimeServerMessage): void;
}

export interface RealtimePublisher {
  /** Tells `audience` at once, on every process; the tab whose connection is `except` made the change and is not told. */
  publish(audience: RealtimeAudience, event: RealtimeEvent, except?: string): void;
}

export const RealtimePublisherToken = createServiceToken<RealtimePublisher>('RealtimePublisher');

/**
 * The realtime connections of this process and the events for them. An event published here is
 * delivered to this process's connections and announced on the change bus, whose other
 * processes deliver it to theirs; without a bus (one process) it stays here. Whether a
 * connection's user is in a website's audience is checked when the event is delivered, with the
 * same rule as the website's API routes.
 */
export class RealtimeHub implements RealtimePublisher {
  readonly #connections = new Map<string, RealtimeConnection>();

  constructor(
    private readonly db: Db,
    private readonly bus: ChangeBus | undefined,
    private readonly log: (message: string, details: Record<string, unknown>) => void,
  ) {}

  async listen(): Promise<void> {
    await this.bus?.listen((change) => {
      if (change.kind === 'realtime') this.#deliver(change.audience, change.event, change.except);
    });
  }

  /** Keeps `send` for `user` until the returned function is called. */
  connect(user: AuthUser, send: RealtimeConnection['send']): { id: string; disconnect(): void } {
    const id = randomUUID();
    this.#connections.set(id, { id, user, send });
    return { id, disconnect: () => this.#connections.delete(id) };
  }

  get size(): number {
    return this.#connections.size;
  }

  publish(audience: RealtimeAudience, event: RealtimeEvent, except?: string): void {
    this.#deliver(audience, event, except);
    this.bus?.announce({ kind: 'realtime', audience, event, ...(except ? { except } : {}) });
  }

  #deliver(audience: RealtimeAudience, event: RealtimeEvent, except: string | undefined): void {
    for (const connection of this.#connections.values()) {
      if (connection.id === except) continue;
      this.#reaches(connection.user, audience)
        .then((reached) => {
          if (reached && this.#connections.has(connection.id)) connection.send(event);
        })
        .catch((error: unknown) => this.log('realtime event not delivered', { event: event.type, error: String(error) }));
    }
  }

  async #reaches(user: AuthUser, audience: RealtimeAudience): Promise<boolean> {
    if (audience.kind === 'user') return user.id === audience.userId;
    if (audience.kind === 'agency') return user.agencyId === audience.agencyId;
    if (user.role !== 'Admin' && user.agencyId !== audience.agencyId) return false;
    return (await findReachableLanding(this.db, user, audience.landingId)) !== undefined;
  }
}

const CONNECTION_ID = /^[0-9a-f-]{36}$/;

/** The realtime connection of the tab that sent `request` (REALTIME_CONNECTION_HEADER), so its own change is not echoed to it. */
export function realtimeConnectionOf(request: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const value = request.headers[REALTIME_CONNECTION_HEADER];
  return typeof value === 'string' && CONNECTION_ID.test(value) ? value : undefined;
}
