import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { startQueue, type Queue } from './queue.ts';

let database: TestDatabase;
let queue: Queue;

beforeAll(async () => {
  database = await createTestDatabase();
  // An interval far longer than the test may wait: a job that waited for it would time the test out.
  queue = await startQueue({ db: database.db, databaseUrl: database.url, pollingIntervalSeconds: 60, onError: () => {} });
});

afterAll(async () => {
  await queue.stop();
  await database.drop();
});

test('a worker runs a backlog of jobs one after another without waiting a polling interval between them', async () => {
  for (const n of [1, 2, 3, 4]) await queue.send('test.backlog', { n });
  const ran: number[] = [];
  await new Promise<void>((resolve) => {
    void queue.work<{ n: number }>('test.backlog', async (job) => {
      ran.push(job.data.n);
      if (ran.length === 4) resolve();
    });
  });
  expect(ran.sort()).toEqual([1, 2, 3, 4]);
}, 30_000);
