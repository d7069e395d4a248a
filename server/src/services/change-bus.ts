import { randomUUID } from 'node:crypto';
import { realtimeEventSchema, type RealtimeEvent } from '@tessera/core';
import { createServiceToken } from '@tessera/sdk';

/** Who hears a realtime event: one user, every user of an agency, or everyone who may work on a website. */
export type RealtimeAudience = { kind: 'user'; userId: number } | { kind: 'agency'; agencyId: number } | { kind: 'landing'; landingId: number; agencyId: number };

/** Whose sessions: one user's, or those of every user of an agency. */
export type SessionHolders = Exclude<RealtimeAudience, { kind: 'landing' }>;

/**
 * What one process of an install tells the others: what it changed, so they drop what they keep
 * in memory of it, and the realtime events their connected users should see.
 */
export type InstallChange =
  /** A website: its host, answers and page bytes. */
  | { kind: 'site'; landingId: number }
  /** The white-labels: which hosts are the app's and which domains their sites live under. */
  | { kind: 'white-labels' }
  /** An event for the users of `audience`, except the tab whose connection is `except`. */
  | { kind: 'realtime'; audience: RealtimeAudience; event: RealtimeEvent; except?: string }
  /** Sessions of a user or of an agency's users ended (logout, new password, deletion, archive): their realtime connections are checked again. */
  | { kind: 'sessions-ended'; of: SessionHolders };

/**
 * Tells the other processes of an install what changed, so each drops what it keeps in memory
 * instead of serving it until the cache's time runs out. One process alone needs none.
 */
export interface ChangeBus {
  /** Every other process hears `change`; this one is not told its own news. */
  announce(change: InstallChange): void;
  /** Adds a listener; resolves once changes announced from then on are heard. */
  listen(onChange: (change: InstallChange) => void): Promise<void>;
  close(): Promise<void>;
}

export const ChangeBusToken = createServiceToken<ChangeBus>('ChangeBus');

export type BusLog = (message: string, details: Record<string, unknown>) => void;

function readAudience(value: unknown): RealtimeAudience | undefined {
  const audience = value as { kind?: unknown; userId?: unknown; landingId?: unknown; agencyId?: unknown } | null;
  if (audience?.kind === 'user' && Number.isSafeInteger(audience.userId)) return { kind: 'user', userId: audience.userId as number };
  if (audience?.kind === 'agency' && Number.isSafeInteger(audience.agencyId)) return { kind: 'agency', agencyId: audience.agencyId as number };
  if (audience?.kind === 'landing' && Number.isSafeInteger(audience.landingId) && Number.isSafeInteger(audience.agencyId)) {
    return { kind: 'landing', landingId: audience.landingId as number, agencyId: audience.agencyId as number };
  }
  return undefined;
}

function readChange(value: unknown): InstallChange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const change = value as { kind?: unknown; landingId?: unknown; audience?: unknown; event?: unknown; except?: unknown; of?: unknown };
  if (change.kind === 'site' && Number.isSafeInteger(change.landingId)) return { kind: 'site', landingId: change.landingId as number };
  if (change.kind === 'white-labels') return { kind: 'white-labels' };
  if (change.kind === 'sessions-ended') {
    const of = readAudience(change.of);
    return of && of.kind !== 'landing' ? { kind: 'sessions-ended', of } : undefined;
  }
  if (change.kind === 'realtime') {
    const audience = readAudience(change.audience);
    const event = realtimeEventSchema.safeParse(change.event);
    if (!audience || !event.success) return undefined;
    return { kind: 'realtime', audience, event: event.data, ...(typeof change.except === 'string' ? { except: change.except } : {}) };
  }
  return undefined;
}

/** The message format and the listeners, shared by the transports below. */
export abstract class MessageChangeBus implements ChangeBus {
  readonly #origin = randomUUID();
  readonly #listeners: ((change: InstallChange) => void)[] = [];

  constructor(protected readonly log: BusLog) {}

  protected abstract send(text: string): Promise<unknown>;
  protected abstract subscribe(): Promise<void>;
  abstract close(): Promise<void>;

  announce(change: InstallChange): void {
    this.send(JSON.stringify({ origin: this.#origin, ...change })).catch((error: unknown) => this.log('change not announced to the other processes', { change, error: String(error) }));
  }

  async listen(onChange: (change: InstallChange) => void): Promise<void> {
    this.#listeners.push(onChange);
    if (this.#listeners.length === 1) await this.subscribe();
  }

  /** A message from the transport: every listener hears another process's change. */
  protected hear(text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      message = undefined;
    }
    const change = readChange(message);
    if (!change) {
      this.log('unreadable change message ignored', { text: text.slice(0, 200) });
      return;
    }
    if ((message as { origin?: unknown }).origin === this.#origin) return;
    for (const listener of this.#listeners) listener(change);
  }
}
