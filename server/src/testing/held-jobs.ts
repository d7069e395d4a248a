import type { Queue, QueueJob } from '../services/queue.ts';

type Handler = (job: QueueJob<unknown>) => Promise<void>;

/**
 * The app's queue with no worker for the jobs of `held`: they wait, as they would behind a busy
 * worker, until the test runs them with `run`, so it sees the state before the job and after.
 */
export function holdJobs(queue: Queue, held: readonly string[]): { queue: Queue; run(name: string): Promise<number> } {
  const handlers = new Map<string, Handler>();
  const work: Queue['work'] = async (name, handler) => {
    if (!held.includes(name)) return queue.work(name, handler);
    handlers.set(name, handler as Handler);
  };
  const wrapped = new Proxy(queue, {
    get(target, property, receiver) {
      if (property === 'work') return work;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    queue: wrapped,
    run(name) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`No held worker for ${name}: hold it in createTestApp({ heldJobs })`);
      return queue.runDue(name, handler);
    },
  };
}
