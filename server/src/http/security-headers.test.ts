import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../testing/test-app.ts';
import { demoSite, designOf, saveAndPublish, visit } from '../testing/site-fixtures.ts';
import { SITE_RERENDER_JOB } from '../modules/sites/rerender-job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The directives of a CSP header, by name. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers on the app', () => {
  it('keeps the dashboard from being framed by other sites and allows only its own scripts', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/config' });
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the live payment provider’s card form load its script and reach its API, only when a provider key is set', async () => {
    const live = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_live_example', STRIPE_WEBHOOK_SECRET: 'whsec_example', STRIPE_PUBLISHABLE_KEY: 'pk_live_example' } });
    try {
      const csp = directives((await live.request({ method: 'GET', url: '/api/v1/config' })).headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
      // With a live key the app serves no stand-in card form.
      expect((await live.request({ method: 'GET', url: '/dev/payments/stripe.js' })).statusCode).toBe(404);
    } finally {
      await live.close();
    }
    expect(directives((await t.request({ method: 'GET', url: '/api/v1/config' })).headers['content-security-policy'])['connect-src']).toEqual(["'self'"]);
  });

  it('sends the same headers on errors, and HSTS once reached over https', async () => {
    const missing = await t.request({ method: 'GET', url: '/api/v1/no-such-route', headers: { 'x-forwarded-proto': 'https' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(missing.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    const refused = await t.request({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(refused.statusCode).toBe(400);
    expect(directives(refused.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
  });

  it('leaves a draft preview its own, stricter policy', async () => {
    const { token, homePageId } = await demoSite(t);
    const preview = await t.request({ method: 'GET', url: `/api/v1/pages/${homePageId}/preview`, token });
    expect(preview.statusCode).toBe(200);
    expect(directives(preview.headers['content-security-policy'])['base-uri']).toEqual(["'none'"]);
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('security headers on published sites', () => {
  const scripted = designOf([{ key: 'html-editor', props: { html: '<p>Hours</p>', scripts: '<script>window.x = 1;</script>' } }]);

  it('serves pages with nosniff, a referrer policy and a CSP that runs only the site’s own islands', async () => {
    const { token, landingId, homePageId, host } = await demoSite(t);
    await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'headline', props: { text: 'Welcome' } }, { key: 'button' }]));
    const page = await visit(t, host);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toContain('https:');
    // Agencies embed their pages on other sites; the app's own framing rule is not theirs.
    expect(csp['frame-ancestors']).toBeUndefined();
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it('lets HTML Editor scripts run once the admin gives the agency that plan feature, and not after it is taken away', async () => {
    const { token, landingId, homePageId, host } = await demoSite(t);
    const adminToken = await t.login(ADMIN);
    const agencyId = (await t.db.selectFrom('landings').select('agency_id').where('id', '=', landingId).executeTakeFirstOrThrow()).agency_id;
    const setFeatures = (plan_features: string[]) => t.request({ method: 'PUT', url: `/api/v1/agencies/${agencyId}`, token: adminToken, payload: { plan_features } });
    expect((await setFeatures(['html-scripts'])).statusCode).toBe(200);
    try {
      await saveAndPublish(t, token, landingId, homePageId, scripted);
      const csp = directives((await visit(t, host)).headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https:']);
    } finally {
      expect((await setFeatures([])).statusCode).toBe(200);
    }
    await t.runJobs(SITE_RERENDER_JOB);
    expect(directives((await visit(t, host)).headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });
});
