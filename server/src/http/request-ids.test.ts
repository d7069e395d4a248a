import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('request ids', () => {
  it("answers with the front's X-Request-Id so one request reads the same in every log, and makes one up otherwise", async () => {
    const given = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a9c21-0001' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
    const made = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'no spaces <script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
