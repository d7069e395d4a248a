import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /config', () => {
  it('lists the installed card designs for the card builder, the premium one marked', async () => {
    const config = (await t.request({ method: 'GET', url: '/api/v1/config' })).json().data;
    expect(config.cardDesigns).toEqual([
      { id: 'design1', label: 'Modern', premium: false },
      { id: 'design2', label: 'Classic', premium: false },
      { id: 'design3', label: 'Sleek', premium: false },
      { id: 'design4', label: 'Elegant', premium: true },
    ]);
  });
});
