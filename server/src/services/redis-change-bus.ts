import type { Redis } from 'ioredis';
import { MessageChangeBus, type BusLog } from './change-bus.ts';

/** The bus on Redis pub/sub: a message a process misses while disconnected is lost, and the caches' own time bound still holds. */
export class RedisChangeBus extends MessageChangeBus {
  readonly #subscriber: Redis;

  constructor(
    private readonly publisher: Redis,
    private readonly channel: string,
    log: BusLog,
  ) {
    super(log);
    // A connection that subscribes can do nothing else.
    this.#subscriber = publisher.duplicate();
  }

  protected send(text: string): Promise<unknown> {
    return this.publisher.publish(this.channel, text);
  }

  protected async subscribe(): Promise<void> {
    this.#subscriber.on('message', (channel: string, text: string) => {
      if (channel === this.channel) this.hear(text);
    });
    await this.#subscriber.subscribe(this.channel);
  }

  async close(): Promise<void> {
    await this.#subscriber.quit();
  }
}
