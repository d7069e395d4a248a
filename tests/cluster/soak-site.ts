import { designOf } from '../../server/src/testing/site-fixtures.ts';
import { CLUSTER_DEMO, type ServerProcess } from './cluster.ts';
import { httpCall, type HttpAnswer, type HttpCall } from './http.ts';

/** The seeded demo website's host on the cluster's site domain. */
export const SITE_HOST = 'demo.localhost';
export const FORM_ID = 'element-soak-form';
export const PAY_ID = 'element-soak-pay';

/** The demo website, ready for the soak: a session, its home page, and a product sold on the page. */
export interface SoakSite {
  token: string;
  landingId: number;
  pageId: number;
  productId: number;
}

/**
 * The home page as each save writes it: a headline carrying the save's marker, a lead form and a
 * one-product checkout, so every publish keeps the form and the checkout live.
 */
export function soakDesign(marker: string, productId: number) {
  return designOf(
    [{ key: 'headline', id: 'element-soak-marker', props: { text: marker } }],
    [
      { key: 'form', id: FORM_ID, props: { successMessage: 'Received.' } },
      { key: 'button', id: 'element-soak-send', props: { action: 'submit' } },
    ],
    [
      { key: 'order-select', id: 'element-soak-select', props: { productIds: [productId] } },
      { key: 'credit-card', id: PAY_ID, props: { successMessage: 'Paid.' } },
    ],
  );
}

async function expectStatus(what: string, status: number, answer: Promise<HttpAnswer>): Promise<HttpAnswer> {
  const got = await answer;
  if (got.status !== status) throw new Error(`${what}: expected ${status}, got ${got.status} ${got.text.slice(0, 500)}`);
  return got;
}

/**
 * Signs in, connects the website to an account on the payment fake, makes a product and publishes
 * the first design, all on `server` itself: the connection's OAuth round trip must come back to the
 * process whose fake issued the code.
 */
export async function prepareSoakSite(server: ServerProcess): Promise<SoakSite> {
  const call = (request: HttpCall) => httpCall(server.port, { ...request, path: `/api/v1${request.path}` });
  const login = await expectStatus('sign-in', 200, call({ method: 'POST', path: '/login', body: CLUSTER_DEMO }));
  const token: string = login.json().access_token;
  const api = (request: HttpCall) => call({ token, ...request });
  const landing = (await expectStatus('websites', 200, api({ path: '/landings' }))).json().data[0];
  const landingId: number = landing.id;
  const pageId: number = landing.home_page_id;

  const started = await expectStatus('gateway connection', 200, api({ method: 'POST', path: `/landings/${landingId}/gateways/stripe` }));
  const authorize = new URL(started.json().data.authorize_url, 'http://localhost');
  const form = new URLSearchParams({ redirect_uri: authorize.searchParams.get('redirect_uri')!, state: authorize.searchParams.get('state')! });
  const approved = await expectStatus(
    'the fake provider’s approval',
    303,
    httpCall(server.port, { method: 'POST', path: authorize.pathname, body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  );
  const callback = new URL(approved.headers.location!, 'http://localhost');
  await expectStatus('gateway callback', 302, httpCall(server.port, { path: `${callback.pathname}${callback.search}` }));
  const gateway = (await expectStatus('gateways', 200, api({ path: `/landings/${landingId}/gateways/all` }))).json().data[0];
  const product = await expectStatus('product', 201, api({ method: 'POST', path: `/landings/${landingId}/${gateway.account_id}/products`, body: { name: 'Soak ticket', amount: 500 } }));
  const productId: number = product.json().data.id;

  const pagePath = `/landings/${landingId}/pages/${pageId}`;
  const { version } = (await expectStatus('page', 200, api({ path: pagePath }))).json().data;
  await expectStatus('first save', 200, api({ method: 'PUT', path: `${pagePath}/design`, body: { design: soakDesign('soak-save-initial', productId), version } }));
  const published = await expectStatus('first publish', 200, api({ method: 'POST', path: `${pagePath}/publish` }));
  if (published.json().left_out?.length) throw new Error(`the first publish left elements out: ${published.text}`);
  return { token, landingId, pageId, productId };
}
