import { randomUUID } from 'node:crypto';
import { REALTIME_CONNECTION_HEADER, type RealtimeEvent, type RealtimeServerMessage } from '@tessera/core';
import { createServiceToken, type Clock } from '@tessera/sdk';
import type { Db } from '../../db/database.ts';
import type { UserFacts } from '../../apps/user-facts.ts';
import type { ChangeBus, RealtimeAudience, SessionHolders } from '../../services/change-bus.ts';
import { findUserBySession, type AuthUser } from '../auth/access-tokens.ts';
import { findReachableLanding } from '../landings/landing-access.ts';

/** A signed-in tab's realtime connection on this process. */
export interface RealtimeConnection {
  id: string;
  /** The user as they signed in; who they are now is read from their session at each event. */
  user: AuthUser;
  send(message: RealtimeServerMessage): void;
  /** Closes the socket because its session ended. */
  end(): void;
  /** This connection's deliveries, one after another, so it hears events in the order they were published. */
  deliveries: Promise<void>;
}

export interface RealtimePublisher {
  /** Tells `audience` at once, on every process; the tab whose connection is `except` made the change and is not told. */
  publish(audience: RealtimeAudience, event: RealtimeEvent, except?: string): void;
}

export const RealtimePublisherToken = createServiceToken<RealtimePublisher>('RealtimePublisher');

export interface SessionEnds {
  /** Sessions of `holders` ended (logout, new password, deletion, archive): their connections on every process close now. */
  sessionsEnded(holders: SessionHolders): void;
}

/**
 * The realtime connections of this process and the events for them. An event published here is
 * delivered to this process's connections and announced on the change bus, whose other
 * processes deliver it to theirs; without a bus (one process) it stays here. Each delivery
 * reads the connection's session again and checks the user's audience with the same rule as
 * the website's API routes, so a session revoked by any path, on any process, hears nothing
 * more and is closed; `sessionsEnded` closes such connections at once instead of at the next event.
 */
export class RealtimeHub implements RealtimePublisher, SessionEnds {
  readonly #connections = new Map<string, RealtimeConnection>();

  constructor(
    private readonly db: Db,
    private readonly facts: UserFacts,
    private readonly bus: ChangeBus | undefined,
    private readonly log: (message: string, details: Record<string, unknown>) => void,
    private readonly clock: Clock,
  ) {}

  async listen(): Promise<void> {
    await this.bus?.listen((change) => {
      if (change.kind === 'realtime') this.#deliver(change.audience, change.event, change.except);
      if (change.kind === 'sessions-ended') this.#recheck(change.of);
    });
  }

  /** Keeps the socket of `user`'s tab until the returned function is called. */
  connect(user: AuthUser, socket: Pick<RealtimeConnection, 'send' | 'end'>): { id: string; disconnect(): void } {
    const id = randomUUID();
    this.#connections.set(id, { id, user, ...socket, deliveries: Promise.resolve() });
    return { id, disconnect: () => this.#connections.delete(id) };
  }

  get size(): number {
    return this.#connections.size;
  }

  publish(audience: RealtimeAudience, event: RealtimeEvent, except?: string): void {
    this.#deliver(audience, event, except);
    this.bus?.announce({ kind: 'realtime', audience, event, ...(except ? { except } : {}) });
  }

  sessionsEnded(holders: SessionHolders): void {
    this.#recheck(holders);
    this.bus?.announce({ kind: 'sessions-ended', of: holders });
  }

  #deliver(audience: RealtimeAudience, event: RealtimeEvent, except: string | undefined): void {
    for (const connection of this.#connections.values()) {
      // A user's id and agency never change, so the connection's first look rules out most tabs without a query.
      if (connection.id === except || !mayHear(connection.user, audience)) continue;
      this.#queue(connection, event.type, async () => {
        const user = await this.#currentUser(connection);
        if (user && (await this.#reaches(user, audience))) connection.send(event);
      });
    }
  }

  #recheck(holders: SessionHolders): void {
    for (const connection of this.#connections.values()) {
      if (mayHear(connection.user, holders)) this.#queue(connection, 'session check', () => this.#currentUser(connection));
    }
  }

  #queue(connection: RealtimeConnection, what: string, work: () => Promise<unknown>): void {
    connection.deliveries = connection.deliveries
      .then(async () => {
        if (this.#connections.has(connection.id)) await work();
      })
      .catch((error: unknown) => this.log('realtime event not delivered', { event: what, error: String(error) }));
  }

  /** The connection's user as their session stands now; a session that ended closes the connection. */
  async #currentUser(connection: RealtimeConnection): Promise<AuthUser | null> {
    const user = await findUserBySession(this.db, connection.user.tokenId, this.facts, this.clock.now());
    if (!user && this.#connections.delete(connection.id)) connection.end();
    return user;
  }

  async #reaches(user: AuthUser, audience: RealtimeAudience): Promise<boolean> {
    if (!mayHear(user, audience)) return false;
    return audience.kind !== 'landing' || (await findReachableLanding(this.db, user, audience.landingId)) !== undefined;
  }
}

/** Whether `user` is in `audience` as far as their identity tells; a website's audience also needs its grant. */
function mayHear(user: AuthUser, audience: RealtimeAudience): boolean {
  if (audience.kind === 'user') return user.id === audience.userId;
  if (audience.kind === 'agency') return user.agencyId === audience.agencyId;
  return user.role === 'Admin' || user.agencyId === audience.agencyId;
}

const CONNECTION_ID = /^[0-9a-f-]{36}$/;

/** The realtime connection of the tab that sent `request` (REALTIME_CONNECTION_HEADER), so its own change is not echoed to it. */
export function realtimeConnectionOf(request: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const value = request.headers[REALTIME_CONNECTION_HEADER];
  return typeof value === 'string' && CONNECTION_ID.test(value) ? value : undefined;
}
