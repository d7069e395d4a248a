// @vitest-environment jsdom
import { DEFAULT_BRAND_KIT, META_IMAGE_RATIO_MESSAGE } from '@tessera/core';
import { act } from 'react';
import type * as SonnerModule from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CropModule from '../../../../designer/media/crop.ts';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { FakeXhr } from '../../../../test/fake-xhr.ts';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, LANDINGS, mockApi } from '../../../../test/mock-api.ts';
import { click, settle, waitFor } from '../../../../test/render.tsx';

const { toastError, renderCrop } = vi.hoisted(() => ({
  toastError: vi.fn(),
  renderCrop: vi.fn(async () => new Blob(['webp'], { type: 'image/webp' })),
}));
vi.mock('sonner', async (original) => {
  const sonner = await original<typeof SonnerModule>();
  return { ...sonner, toast: Object.assign(vi.fn(), sonner.toast, { error: toastError, success: vi.fn() }) };
});
// jsdom decodes no images and draws no canvas: a chosen file reads as 640×480 and the crop is recorded.
vi.mock('../../../../designer/media/crop.ts', async (original) => ({
  ...(await original<typeof CropModule>()),
  measureImage: async () => ({ width: 640, height: 480, image: new Image() }),
  renderCrop,
}));

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
const photo = (id: string, width: number, height: number) => ({ id, urls: { regular: `https://photos.example/${id}.jpg`, thumb: `https://photos.example/${id}-s.jpg` }, width, height, alt: `Photo ${id}`, author: { name: 'A', url: null } });
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
    'GET /api/v1/landings/12/custom-domain': () => ({ body: { data: null } }),
    'GET /api/v1/landings/12/brand-kit': () => ({ body: { data: DEFAULT_BRAND_KIT } }),
    'PUT /api/v1/landings/12/settings': () => ({ body: { data: DETAIL, message: 'Settings saved.', success: true } }),
    'PUT /api/v1/landings/12/prompts': () => ({ body: { data: DETAIL, message: 'Prompts saved.', success: true } }),
    'GET /api/v1/editor-data': () => ({ body: { data: { all_premium_elements: false, premium_elements: [], has_ai_key: false, pages: null, permissions: null } } }),
    'GET /api/v1/stock-photos': () => ({ body: { data: [photo('square', 1000, 1000), photo('wide', 1600, 900)], meta: { page: 1, per_page: 12, total: 2, total_pages: 1 } } }),
    'POST /api/v1/stock-photos/wide/use': () => ({ body: { url: '/uploads/3/wide.jpg', width: 1080, height: 608, Ratio: 0.56, library_id: 4 } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:chosen');
  URL.revokeObjectURL = vi.fn();
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  toastError.mockClear();
  renderCrop.mockClear();
});

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

  it('shows "Publishing 3 pages…" once saved settings are being rendered onto the published pages', async () => {
    let rendering: { pages: number } | null = null;
    api({
      'GET /api/v1/landings/12': () => ({ body: { data: { ...DETAIL, rendering } } }),
      'PUT /api/v1/landings/12/settings': () => {
        rendering = { pages: 3 };
        return { body: { data: { ...DETAIL, rendering }, message: 'Settings saved.', success: true } };
      },
    });
    app = await openApp('/agency/websites/12/settings');
    await waitFor(() => expect(app!.text()).toContain('Settings of Bakery'));
    expect(app.text()).not.toContain('Publishing');
    await submit('General settings');
    await waitFor(() => expect(app!.text()).toContain('Publishing 3 pages…'));
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

  const claimOf = (status: 'pending' | 'verified' | 'lost') => ({
    domain: 'shop.test',
    status,
    txt: { name: '_tessera.shop.test', value: 'a1b2c3' },
    http: { url: 'http://shop.test/.well-known/tessera-verification/a1b2c3', body: 'a1b2c3' },
    verified_at: status === 'verified' ? '2026-11-28T10:00:00.000Z' : null,
  });

  it('validates and saves a custom domain, showing the DNS record and how to prove the domain', async () => {
    let claimed = false;
    const calls = api({
      'POST /api/v1/landings/validate-domain': () => ({ status: 422, body: { message: 'x', errors: { domain: ['shop.test does not point here yet.'] } } }),
      'GET /api/v1/landings/12/custom-domain': () => ({ body: { data: claimed ? claimOf('pending') : null } }),
      'PUT /api/v1/landings/12/custom-url': () => {
        claimed = true;
        return {
          body: {
            data: { custom_url: 'shop.test', url: 'http://bakery.localhost/', dns: { type: 'CNAME', name: 'shop.test', value: 'sites.localhost' }, claim: claimOf('pending') },
            message: 'Saved.',
            success: true,
          },
        };
      },
    });
    app = await openApp('/agency/websites/12/settings');
    await waitFor(() => expect(field('Custom domain').value).toBe(''));
    expect(app!.button('Verify')).toBeNull();
    changeValue(field('Custom domain'), 'not a domain!');
    expect(app!.text()).toContain('Domain format is invalid.');
    changeValue(field('Custom domain'), 'shop.test');
    await waitFor(() => expect(app!.text()).toContain('does not point here yet'));
    await submit('Custom domain');
    await waitFor(() => expect(app!.text()).toContain('Create a CNAME record named shop.test with the value sites.localhost.'));
    expect(sentTo(calls, '/api/v1/landings/12/custom-url')).toEqual({ custom_url: 'shop.test' });
    expect(app!.text()).toContain('Status: Pending');
    expect(app!.button('Verify')).not.toBeNull();
  });

  it('shows a pending domain’s TXT record and token file, copyable, and the answer of Verify next to the button', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let proved = false;
    let verified = false;
    const calls = api({
      'GET /api/v1/landings/12/custom-domain': () => ({ body: { data: claimOf(verified ? 'verified' : 'pending') } }),
      'POST /api/v1/landings/12/custom-domain/verify': () => {
        if (!proved) return { status: 422, body: { message: 'x', errors: { domain: ['shop.test is not verified yet: there is no TXT record at _tessera.shop.test.'] } } };
        verified = true;
        return { body: { data: claimOf('verified'), message: 'shop.test is verified by its TXT record.', success: true } };
      },
    });
    app = await openApp('/agency/websites/12/settings');
    await waitFor(() => expect(app!.text()).toContain('Status: Pending'));
    expect(field('Custom domain').value).toBe('shop.test');
    const proof = app!.view.container.querySelector<HTMLElement>('section[aria-labelledby="domain-proof-title"]')!;
    expect(proof.querySelector('h3')!.textContent).toBe('Proof of ownership');
    const shown = [...proof.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling!.querySelector('code')!.textContent]);
    expect(shown).toEqual([
      ['TXT record name', '_tessera.shop.test'],
      ['TXT record value', 'a1b2c3'],
      ['File address', 'http://shop.test/.well-known/tessera-verification/a1b2c3'],
    ]);
    await click(app!.button('Copy the txt record value'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('a1b2c3'));

    await click(app!.button('Verify'));
    await waitFor(() => expect(app!.view.container.querySelector('[role="alert"]')?.textContent).toBe('shop.test is not verified yet: there is no TXT record at _tessera.shop.test.'));
    expect(app!.button('Verify')!.getAttribute('aria-describedby')).toBe(app!.view.container.querySelector('[role="alert"]')!.id);
    expect(toastError).not.toHaveBeenCalled();

    proved = true;
    await click(app!.button('Verify'));
    await waitFor(() => expect(app!.view.container.querySelector('#domain-proof-result[role="status"]')?.textContent).toBe('shop.test is verified by its TXT record.'));
    // The status comes from the claim asked again after the answer, which may land a moment later.
    await waitFor(() => expect(app!.text()).toContain('Status: Verified'));
    expect(app!.view.container.querySelector('[role="alert"]')).toBeNull();
    expect(calls.calls.filter((call) => call === 'POST /api/v1/landings/12/custom-domain/verify')).toHaveLength(2);
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

const preview = (alt: string) => app!.view.container.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
const buttonIn = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;

async function openSettings() {
  const calls = api();
  app = await openApp('/agency/websites/12/settings');
  await waitFor(() => expect(app!.text()).toContain('Settings of Bakery'));
  return calls;
}

describe('website settings images', () => {
  it('crops a chosen favicon square before uploading it to the website, shows it, saves it, and removes it', async () => {
    const calls = await openSettings();
    expect(app!.text()).toContain('No image');
    await click(app!.button('Choose favicon…'));
    // The picker's dialogs load on first use outside the designer.
    await waitFor(() => expect(app!.dialog('Choose a favicon')).not.toBeNull());
    const input = app!.view.container.querySelector<HTMLInputElement>('[data-testid="image-picker"] input[type="file"]')!;
    Object.defineProperty(input, 'files', { value: [new File(['png'], 'logo.png', { type: 'image/png' })], configurable: true });
    await settle(() => input.dispatchEvent(new Event('change', { bubbles: true })));
    const crop = app!.dialog('Crop Image')!;
    expect(crop.textContent).toContain('256×256');
    await click(buttonIn(crop, 'Crop & Upload'));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const [, rect, purpose] = renderCrop.mock.calls[0] as unknown as [unknown, { width: number; height: number }, string];
    expect(purpose).toBe('favicon');
    expect(rect.width).toBe(rect.height);
    expect(FakeXhr.last!.url).toBe('/api/v1/images/upload-image?landing_id=12');
    expect((FakeXhr.last!.body!.get('file') as File).name).toBe('logo.webp');
    await settle(() => FakeXhr.last!.respond(200, { url: '/uploads/3/logo.webp', valueKey: 'favicon', Ratio: 1, ShowWidth: 256, ShowHeight: 256, library_id: 9 }));
    await waitFor(() => expect(preview('Favicon: current image')?.getAttribute('src')).toBe('/uploads/3/logo.webp'));
    expect(app!.dialog('Crop Image')).toBeNull();
    await submit('General settings');
    await waitFor(() => expect(sentTo(calls, '/api/v1/landings/12/settings').favicon).toBe('/uploads/3/logo.webp'));

    await click(app!.button('Remove favicon'));
    expect(preview('Favicon: current image')).toBeNull();
    await submit('General settings');
    await waitFor(() => expect(sentTo(calls, '/api/v1/landings/12/settings').favicon).toBe(''));
  });

  it('takes only a 16:9 meta image, toasting "Only 16:9 images are allowed." otherwise, and saves it with its size', async () => {
    const calls = await openSettings();
    expect(preview('Meta image: current image')?.getAttribute('src')).toBe('https://cdn.test/meta.png');
    await click(app!.button('Change meta image…'));
    await waitFor(() => expect(app!.dialog('Choose a sharing image (16:9)')).not.toBeNull());
    const dialog = app!.dialog('Choose a sharing image (16:9)')!;
    await click(buttonIn(dialog, 'Stock photos'));
    const search = dialog.querySelector<HTMLInputElement>('input[type="search"]')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, 'bread');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(buttonIn(dialog, 'Search'));
    await waitFor(() => expect(dialog.querySelectorAll('.stock-photos__photo')).toHaveLength(2));
    await click(dialog.querySelectorAll('.stock-photos__photo')[0]!);
    expect(toastError).toHaveBeenCalledWith(META_IMAGE_RATIO_MESSAGE, expect.anything());
    expect(calls.calls.some((call) => call.includes('/use'))).toBe(false);
    await click(dialog.querySelectorAll('.stock-photos__photo')[1]!);
    await waitFor(() => expect(preview('Meta image: current image')?.getAttribute('src')).toBe('/uploads/3/wide.jpg'));
    await submit('General settings');
    await waitFor(() => expect(sentTo(calls, '/api/v1/landings/12/settings').meta_image).toEqual({ url: '/uploads/3/wide.jpg', width: 1080, height: 608 }));

    await click(app!.button('Remove meta image'));
    await submit('General settings');
    await waitFor(() => expect(sentTo(calls, '/api/v1/landings/12/settings').meta_image).toBeNull());
  });

  describe('brand kit', () => {
    const kitForm = () => form('Brand kit');
    const radio = (name: string, value: string) => kitForm().querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;

    it('shows the kit, draws the sample with it as it changes, and saves colours, fonts and button shape', async () => {
      const calls = api({ 'PUT /api/v1/landings/12/brand-kit': (init) => ({ body: { data: body(init), message: 'Brand kit saved.', success: true } }) });
      app = await openApp('/agency/websites/12/settings');
      await waitFor(() => expect(kitForm()).not.toBeNull());
      expect(field('Primary').value).toBe('#2563eb');
      expect(radio('brand-heading-font', 'poppins').checked).toBe(true);
      changeValue(field('Primary'), '#b45309');
      await click(radio('brand-heading-font', 'lora'));
      await click(radio('brand-button-shape', 'pill'));
      const sample = kitForm().querySelector<HTMLElement>('.brand-kit__sample')!;
      expect(sample.style.getPropertyValue('--brand-primary')).toBe('#b45309');
      expect(sample.style.getPropertyValue('--brand-heading-font')).toContain('"Lora"');
      expect(sample.style.getPropertyValue('--brand-radius')).toBe('999px');
      await submit('Brand kit');
      await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/brand-kit'));
      expect(sentTo(calls, '/api/v1/landings/12/brand-kit')).toEqual({ ...DEFAULT_BRAND_KIT, colors: { ...DEFAULT_BRAND_KIT.colors, primary: '#b45309' }, headingFont: 'lora', buttonShape: 'pill' });
      await waitFor(() => expect(kitForm().textContent).toContain('Brand kit saved. The published pages are being updated.'));
    });

    it('shows a colour that is not #rrggbb beside its field and sends nothing, and shows the server’s refusals too', async () => {
      const calls = api({
        'PUT /api/v1/landings/12/brand-kit': () => ({ status: 422, body: { message: 'The given data was invalid.', errors: { spacing: ['At most 16px'] } } }),
      });
      app = await openApp('/agency/websites/12/settings');
      await waitFor(() => expect(kitForm()).not.toBeNull());
      changeValue(field('Text'), 'dark grey');
      await submit('Brand kit');
      expect(kitForm().querySelector('#brand-colour-text-error')?.textContent).toBe('Use a colour such as #1f2937');
      expect(field('Text').getAttribute('aria-invalid')).toBe('true');
      expect(calls.calls).not.toContain('PUT /api/v1/landings/12/brand-kit');
      changeValue(field('Text'), '#111827');
      await submit('Brand kit');
      await waitFor(() => expect(kitForm().querySelector('#brand-spacing-error')?.textContent).toBe('At most 16px'));
    });
  });
});
