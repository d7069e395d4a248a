// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, LANDINGS, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const SETTINGS = {
  title: 'Bakery',
  description: 'Fresh bread',
  lang: 'en',
  favicon: '',
  meta_image: { url: 'https://cdn.test/meta.png', width: 1600, height: 900, Ratio: 0.5625 },
  owner_section: { name: 'Olga', email: '', phone: '', title: '' },
  business_section: { name: '', email: '', phone: '', address: '', city: '', state: '', postal_code: '', country: '' },
  socials: { facebook: 'https://facebook.com/bakery' },
  legals: { privacy: 'Privacy policy', service: 'Terms of service', privacy_url: '', service_url: '' },
};
const DETAIL = {
  ...LANDINGS.data[0]!,
  settings: SETTINGS,
  prompts: { business: 'We bake', audience: '', tone: '', blog: '', keywords: '' },
  automatic_backup: false,
  template_id: null,
};
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const sentTo = (api: ReturnType<typeof mockApi>, url: string) => body(api.fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method !== undefined && init.method !== 'GET').at(-1)![1]);
const field = (label: string) => fieldByLabel(app!.view.container, label);
const form = (name: string) => app!.view.container.querySelector<HTMLFormElement>(`form[aria-label="${name}"]`)!;
const submit = (name: string) => click(form(name).querySelector('button[type="submit"]'));

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12': () => ({ body: { data: DETAIL } }),
    'GET /api/v1/landings/12/robots': () => ({ body: { data: { robots_txt: 'User-agent: *\nAllow: /', is_default: true } } }),
    'PUT /api/v1/landings/12/settings': () => ({ body: { data: DETAIL, message: 'Settings saved.', success: true } }),
    'PUT /api/v1/landings/12/prompts': () => ({ body: { data: DETAIL, message: 'Prompts saved.', success: true } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe('/agency/websites/{id}/settings', () => {
  it('saves the general settings, keeping the measured meta image', async () => {
    const calls = api();
    app = await openApp('/agency/websites/12/settings');
    await waitFor(() => expect(app!.text()).toContain('Settings of Bakery'));
    expect(field('Owner name').value).toBe('Olga');
    expect(field('Facebook').value).toBe('https://facebook.com/bakery');
    changeValue(field('Title'), 'Bakery & Co');
    changeValue(field('Business name'), 'Bakery Ltd');
    changeValue(field('Privacy link label'), 'Privacy');
    await submit('General settings');
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/settings'));
    const sent = sentTo(calls, '/api/v1/landings/12/settings');
    expect(sent).toMatchObject({
      title: 'Bakery & Co',
      meta_image: { url: 'https://cdn.test/meta.png', width: 1600, height: 900 },
      business_section: { name: 'Bakery Ltd' },
      legals: { privacy: 'Privacy' },
    });
  });

  it('shows field errors before sending', async () => {
    const calls = api();
    app = await openApp('/agency/websites/12/settings');
    await waitFor(() => expect(app!.text()).toContain('Settings of Bakery'));
    changeValue(field('Title'), ' ');
    changeValue(field('Instagram'), 'instagram.com/x');
    await submit('General settings');
    expect(app!.text()).toContain('The title field is required.');
    expect(app!.text()).toContain('Use an http(s) address.');
    expect(calls.calls).not.toContain('PUT /api/v1/landings/12/settings');
  });

  it('checks the subdomain as it is typed, then with the server, and saves it', async () => {
    const calls = api({
      'POST /api/v1/landings/validate-subdomain': (init) =>
        body(init).subdomain === 'taken'
          ? { status: 422, body: { message: 'The given data was invalid.', errors: { subdomain: ['This subdomain is already taken.'] } } }
          : { body: { data: { subdomain: 'fresh', available: true }, message: 'The subdomain is available.', success: true } },
      'PUT /api/v1/landings/12': () => ({ body: { data: { ...DETAIL, subdomain: 'fresh' }, message: 'Website saved.', success: true } }),
    });
    app = await openApp('/agency/websites/12/settings');
    await waitFor(() => expect(app!.text()).toContain('Settings of Bakery'));
    changeValue(field('Subdomain'), 'bad_one');
    expect(app!.text()).toContain('Subdomain format is invalid.');
    changeValue(field('Subdomain'), 'taken');
    await waitFor(() => expect(app!.text()).toContain('This subdomain is already taken.'));
    changeValue(field('Subdomain'), 'fresh');
    await waitFor(() => expect(app!.text()).toContain('The subdomain is available.'));
    await submit('Subdomain');
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12'));
    expect(sentTo(calls, '/api/v1/landings/12')).toEqual({ subdomain: 'fresh' });
  });

  it('validates and saves a custom domain, showing the DNS record', async () => {
    const calls = api({
      'POST /api/v1/landings/validate-domain': () => ({ status: 422, body: { message: 'x', errors: { domain: ['shop.test does not point here yet.'] } } }),
      'PUT /api/v1/landings/12/custom-url': () => ({
        body: { data: { custom_url: 'shop.test', url: 'http://shop.test/', dns: { type: 'CNAME', name: 'shop.test', value: 'sites.localhost' } }, message: 'Saved.', success: true },
      }),
    });
    app = await openApp('/agency/websites/12/settings');
    await waitFor(() => expect(app!.text()).toContain('Settings of Bakery'));
    changeValue(field('Custom domain'), 'not a domain!');
    expect(app!.text()).toContain('Domain format is invalid.');
    changeValue(field('Custom domain'), 'shop.test');
    await waitFor(() => expect(app!.text()).toContain('does not point here yet'));
    await submit('Custom domain');
    await waitFor(() => expect(app!.text()).toContain('Create a CNAME record named shop.test with the value sites.localhost.'));
    expect(sentTo(calls, '/api/v1/landings/12/custom-url')).toEqual({ custom_url: 'shop.test' });
  });

  it('saves the AI prompts', async () => {
    const calls = api();
    app = await openApp('/agency/websites/12/settings');
    await waitFor(() => expect(app!.text()).toContain('Settings of Bakery'));
    changeValue(field('Tone of voice'), 'Warm');
    await submit('AI prompts');
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/prompts'));
    expect(sentTo(calls, '/api/v1/landings/12/prompts')).toEqual({ business: 'We bake', audience: '', tone: 'Warm', blog: '', keywords: '' });
  });

  it('saves and resets the robots file after a confirmation', async () => {
    const calls = api({
      'POST /api/v1/landings/12/robots': (init) => ({ body: { data: { robots_txt: body(init).robots_txt, is_default: false }, message: 'Robots file saved.', success: true } }),
      'POST /api/v1/landings/12/robots/reset': () => ({ body: { data: { robots_txt: 'User-agent: *\nAllow: /', is_default: true }, message: 'Reset.', success: true } }),
    });
    app = await openApp('/agency/websites/12/settings');
    await waitFor(() => expect(field('robots.txt').value).toContain('User-agent'));
    expect(app!.button('Reset to default')?.disabled).toBe(true);
    changeValue(field('robots.txt'), 'User-agent: *\nDisallow: /private');
    await click(app!.button('Save robots file'));
    await waitFor(() => expect(app!.button('Reset to default')?.disabled).toBe(false));
    expect(sentTo(calls, '/api/v1/landings/12/robots')).toEqual({ robots_txt: 'User-agent: *\nDisallow: /private' });
    await click(app!.button('Reset to default'));
    await click(app!.button('Reset'));
    await waitFor(() => expect(field('robots.txt').value).toBe('User-agent: *\nAllow: /'));
    expect(calls.calls).toContain('POST /api/v1/landings/12/robots/reset');
  });
});
