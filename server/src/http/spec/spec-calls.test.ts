import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { shape, specCalls as calls } from './spec-calls.ts';

let t: TestApp;
let declared: Set<string>;

beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  declared = new Set(
    Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => shape(`${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`))),
  );
});
afterAll(() => t.close());

describe('the calls of spec §7', () => {
  it('are each listed once with a status of declared or pending on an issue, and the route it maps to', () => {
    expect(calls.length).toBeGreaterThan(300);
    for (const call of calls) {
      expect(call.status, call.wording).toMatch(/^(declared|pending #\d+)$/);
      expect(call.route, call.wording).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/);
    }
    const wordings = calls.map((call) => call.wording);
    expect(wordings.filter((wording, index) => wordings.indexOf(wording) !== index)).toEqual([]);
  });

  it('that are declared are in the generated OpenAPI document, and the pending ones are not yet', () => {
    const missing = calls.filter((call) => call.status === 'declared' && !declared.has(shape(call.route))).map((call) => `${call.route}  (${call.wording})`);
    const alreadyThere = calls.filter((call) => call.status !== 'declared' && declared.has(shape(call.route))).map((call) => `${call.route}  (${call.wording}) is declared: mark it declared`);
    expect(missing).toEqual([]);
    expect(alreadyThere).toEqual([]);
    const done = calls.filter((call) => call.status === 'declared').length;
    console.log(`spec §7: ${done} of ${calls.length} calls declared, ${calls.length - done} pending on open issues`);
  });
});
