import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

interface SpecCall {
  status: string;
  route: string;
  wording: string;
}

/** spec-calls.txt: every call of spec §7 with the route that answers it, or the open issue that will. */
const calls: SpecCall[] = readFileSync(new URL('./spec-calls.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [status, route, wording] = line.split(' | ').map((part) => part.trim());
    return { status: status!, route: route!, wording: wording! };
  });

/** Parameter names differ between the spec and the routes; only their places count. */
const shape = (route: string) => route.replace(/\{[^}]*\}/g, '{}');

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
