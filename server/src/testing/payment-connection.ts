import type { TestApp } from './test-app.ts';

/**
 * The agency starts connecting the website's payment account and approves it on the provider's
 * page (the local fake's). Answers the callback address the provider sends the browser back to,
 * not yet followed, and the connection's `state`.
 */
export async function approvePaymentConnection(t: TestApp, token: string, landingId: number): Promise<{ callback: string; state: string }> {
  const started = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/gateways/stripe`, token });
  if (started.statusCode !== 200) throw new Error(`connecting not started: ${started.body}`);
  const authorize = new URL(started.json().data.authorize_url, 'http://localhost');
  const state = authorize.searchParams.get('state')!;
  const approved = await t.request({
    method: 'POST',
    url: '/dev/payments/oauth/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ redirect_uri: authorize.searchParams.get('redirect_uri')!, state }).toString(),
  });
  if (approved.statusCode !== 303) throw new Error(`not approved: ${approved.body}`);
  const back = new URL(approved.headers.location as string, 'http://app.test');
  return { callback: `${back.pathname}${back.search}`, state };
}
