import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const agency = await t.createAgency('Card Form Agency', { subscribed: false });
  token = await t.tokenFor(agency.ownerId);
});
afterAll(() => t.close());

const newSecret = async () => (await t.request({ method: 'GET', url: '/api/v1/payment-methods/secret', token })).json().data.client_secret as string;
const confirm = (secret: string, cardNumber: string) =>
  t.request({ method: 'POST', url: `/dev/payments/setup_intents/${secret.split('_secret_')[0]}/confirm`, payload: { client_secret: secret, card_number: cardNumber } });

describe('the local fake provider’s card form, as the browser uses it', () => {
  it('serves a Stripe.js stand-in with the calls the card forms make', async () => {
    const script = await t.request({ method: 'GET', url: '/dev/payments/stripe.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('window.Stripe');
    expect(script.body).toContain('confirmCardSetup');
  });

  it('confirms a SetupIntent with a test card number, and the saved card is the agency’s once added', async () => {
    const confirmed = await confirm(await newSecret(), '4242 4242 4242 4242');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ object: 'setup_intent', status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) });
    const cards = await t.request({ method: 'POST', url: '/api/v1/payment-methods', token, payload: { payment_method: confirmed.json().payment_method } });
    expect(cards.json().data).toEqual([expect.objectContaining({ id: confirmed.json().payment_method, brand: 'visa', last4: '4242', default: true })]);
  });

  it('refuses a declined test card with the provider’s message, a number that is no test card, and a wrong client secret', async () => {
    const declined = await confirm(await newSecret(), '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe('Your card was declined.');
    expect((await confirm(await newSecret(), '1234 5678 9012 3456')).json().error.message).toBe('Your card number is incorrect.');
    const secret = await newSecret();
    expect((await confirm(`${secret.split('_secret_')[0]}_secret_forged`, '4242424242424242')).statusCode).toBe(404);
  });
});
