// @vitest-environment jsdom
import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import gotoRegInfo from './index.ts';
import island from './island.ts';

const hour = 3_600_000;
const webinar = (key: string, subject: string, startsAt: Date) => ({
  account_id: 4,
  key,
  subject,
  description: 'Questions at the end.',
  starts_at: startsAt.toISOString(),
  ends_at: new Date(startsAt.getTime() + hour).toISOString(),
  time_zone: 'Asia/Tokyo',
  registration_url: `https://attendee.gotowebinar.com/register/${key}`,
});
const soon = new Date(Date.UTC(2030, 0, 15, 9, 0));
const site = { appData: { webinars: { webinars: [webinar('111', 'Soonest <demo>', soon), webinar('222', 'Later', new Date(soon.getTime() + 30 * 24 * hour))] } } };

function mounted(props: Record<string, unknown>, data = site) {
  const root = document.createElement('div');
  root.id = 'element-1';
  root.innerHTML = renderElement(gotoRegInfo, props, { site: data });
  document.body.append(root);
  island.mount(root, {});
  return root;
}

describe('GoTo Reg Info element', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it("shows the chosen webinar with its start in the organizer's zone, a hidden form and a link without script", () => {
    const html = renderElement(gotoRegInfo, { webinar: '4:222', show_description: false }, { site });
    expect(html).toContain('>Later</h2>');
    expect(html).toContain('Thursday, February 14, 2030 at 6:00 PM GMT+9');
    expect(html).not.toContain('Questions at the end.');
    expect(html).toContain('<input type="hidden" name="webinar_key" value="222"/>');
    expect(html).toContain('hidden=""');
    expect(html).toContain('<noscript><p><a class="ts-goto-reg__button" href="https://attendee.gotowebinar.com/register/222">Register</a></p></noscript>');
  });

  it('shows the soonest webinar when none is chosen, and nothing for one the agency no longer has', () => {
    expect(renderElement(gotoRegInfo, { heading: 'Join us' }, { site })).toContain('Join us</h2>');
    expect(renderElement(gotoRegInfo, {}, { site })).toContain('Soonest &lt;demo&gt;');
    expect(renderElement(gotoRegInfo, { webinar: '4:999' }, { site })).toBe('');
    expect(renderElement(gotoRegInfo, { webinar: '4:999' }, { site, mode: 'canvas' })).toContain('connected in this website');
  });

  it("rewrites the start in the visitor's zone, and sends the form to the site's address, saying the answer", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'You are registered.', join_url: null, success: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const root = mounted({ webinar: '4:111' });
    const time = root.querySelector('time')!;
    expect(time.textContent).toBe(new Intl.DateTimeFormat('en', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(soon));
    const form = root.querySelector('form')!;
    expect(form.hidden).toBe(false);
    (form.querySelector('[name="first_name"]') as HTMLInputElement).value = 'Vera';
    (form.querySelector('[name="last_name"]') as HTMLInputElement).value = 'Visitor';
    (form.querySelector('[name="email"]') as HTMLInputElement).value = 'vera@example.com';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(root.querySelector('[role="status"]')!.textContent).toBe('You are registered.'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/site\/webinars\/register$/);
    expect(JSON.parse(String(init.body))).toEqual({ account_id: '4', webinar_key: '111', first_name: 'Vera', last_name: 'Visitor', email: 'vera@example.com', website: '' });
    expect(root.querySelector('input[name="email"]')).toBeNull();
  });

  it("says a refusal's first field message, and closes a webinar that has ended", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'The given data was invalid.', errors: { email: ['The email must be a valid email address.'] } }), { status: 422 })));
    const root = mounted({});
    const form = root.querySelector('form')!;
    for (const name of ['first_name', 'last_name', 'email']) (form.querySelector(`[name="${name}"]`) as HTMLInputElement).value = name === 'email' ? 'a@b.co' : 'X';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(root.querySelector('[role="status"]')!.textContent).toBe('The email must be a valid email address.'));

    const past = { appData: { webinars: { webinars: [webinar('333', 'Past', new Date(Date.now() - 3 * hour))] } } };
    const ended = mounted({}, past);
    expect(ended.querySelector('[role="status"]')!.textContent).toBe('This webinar has ended.');
    expect(ended.querySelector('input[name="email"]')).toBeNull();
  });

  it('refuses bad settings with the field path, and its panel loads', async () => {
    expect(defaultProps(gotoRegInfo)).toEqual({ webinar: null, heading: '', show_description: true, button_label: 'Register' });
    const result = checkProps(gotoRegInfo, { webinar: 'any', button_label: ' ' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['button_label', 'webinar']);
    expect(typeof (await loadPanel(gotoRegInfo))).toBe('function');
  });
});
