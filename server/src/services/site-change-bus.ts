import { randomUUID } from 'node:crypto';
import { createServiceToken } from '@tessera/sdk';
import type { Redis } from 'ioredis';

/**
 * Tells the other processes of an install that a website changed, so each drops what it keeps
 * in memory of that site (its host, answers and page bytes) instead of serving it until the
 * cache's time runs out. One process alone needs none.
 */
export interface SiteChangeBus {
  /** Every other process hears `landingId`; this one is not told its own news. */
  announce(landingId: number): void;
  listen(onChange: (landingId: number) => void): Promise<void>;
  close(): Promise<void>;
}

export const SiteChangeBusToken = createServiceToken<SiteChangeBus>('SiteChangeBus');

/** The bus on Redis pub/sub: a message a process misses while disconnected is lost, and the cache's 10 s bound still holds. */
export class RedisSiteChangeBus implements SiteChangeBus {
  readonly #origin = randomUUID();
  readonly #subscriber: Redis;

  constructor(
    private readonly publisher: Redis,
    private readonly channel: string,
    private readonly log: (message: string, details: Record<string, unknown>) => void,
  ) {
    // A connection that subscribes can do nothing else.
    this.#subscriber = publisher.duplicate();
  }

  announce(landingId: number): void {
    this.publisher.publish(this.channel, JSON.stringify({ origin: this.#origin, landingId })).catch((error: unknown) => this.log('site change not announced to the other processes', { landingId, error: String(error) }));
  }

  async listen(onChange: (landingId: number) => void): Promise<void> {
    this.#subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      try {
        const message = JSON.parse(text) as { origin?: unknown; landingId?: unknown };
        if (message.origin !== this.#origin && Number.isSafeInteger(message.landingId)) onChange(message.landingId as number);
      } catch {
        this.log('unreadable site change message ignored', { text: text.slice(0, 200) });
      }
    });
    await this.#subscriber.subscribe(this.channel);
  }

  async close(): Promise<void> {
    await this.#subscriber.quit();
  }
}
