import { cardDesigns } from '@tessera/plugins';
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
    expect(config.cardDesigns).toEqual(cardDesigns.map((design) => ({ id: design.id, label: design.label, premium: design.premium })));
    expect(config.cardDesigns).toContainEqual({ id: 'design1', label: 'Modern', premium: false });
  });
});
