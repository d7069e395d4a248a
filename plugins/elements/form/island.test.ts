// @vitest-environment jsdom
import { renderElement } from '@tessera/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import form from './index.ts';
import island from './island.ts';

const ID = 'element-9';
const fetchMock = vi.fn();

/** Renders the form as the server does (wrapper, id, island props) and mounts its island. */
function mount(props: Record<string, unknown> = {}) {
  const root = document.createElement('div');
  root.id = ID;
  root.className = 'ts-element';
  root.setAttribute('data-island', 'form');
  root.setAttribute('data-island-props', JSON.stringify(form.islandProps!(form.props.parse(props))));
  root.innerHTML = renderElement(form, props, { id: ID });
  document.body.replaceChildren(root);
  const cleanup = island.mount(root, JSON.parse(root.getAttribute('data-island-props')!));
  return { root, cleanup };
}

const control = (name: string) => document.getElementById(`${ID}-${name}`) as HTMLInputElement;
const errorOf = (name: string) => document.getElementById(`${ID}-${name}-error`)!;
const fill = (name: string, value: string) => {
  control(name).value = value;
  control(name).dispatchEvent(new Event('input', { bubbles: true }));
};
const submit = () => document.querySelector<HTMLButtonElement>(`#${ID} button[type="submit"]`)!.click();
const reply = (status: number, body: unknown = {}) => fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });
const sentBody = () => JSON.parse(fetchMock.mock.calls[0]![1].body as string);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/contact');
});
afterEach(() => vi.unstubAllGlobals());

describe('form island', () => {
  it('shows a bad e-mail under its field, focuses it and sends nothing', () => {
    mount();
    fill('fullName', 'Ada Lovelace');
    fill('email', 'ada@example');
    submit();
    expect(errorOf('email').textContent).toBe('E-mail format is invalid.');
    expect(errorOf('email').hidden).toBe(false);
    expect(control('email').getAttribute('aria-invalid')).toBe('true');
    expect(control('email').getAttribute('aria-describedby')).toBe(`${ID}-email-error`);
    expect(document.activeElement).toBe(control('email'));
    expect(errorOf('fullName').hidden).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires the required fields and focuses the first one that is missing', () => {
    mount();
    submit();
    expect(errorOf('fullName').textContent).toBe('This field is required.');
    expect(errorOf('email').textContent).toBe('This field is required.');
    expect(errorOf('phone').hidden).toBe(true);
    expect(document.activeElement).toBe(control('fullName'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks phone numbers with the international phone rule', () => {
    mount();
    fill('fullName', 'Ada');
    fill('email', 'ada@example.com');
    fill('phone', '020 7946 0958');
    submit();
    expect(errorOf('phone').textContent).toBe('Phone number is invalid.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks number ranges, ticked checkboxes and chosen dropdowns', () => {
    mount({
      fields: [
        { type: 'number', label: 'Guests', min: 1, max: 8 },
        { type: 'url', label: 'Site' },
        { type: 'checkbox', label: 'I agree', required: true },
        { type: 'dropdown', label: 'Plan', required: true, options: [{ label: 'Pro' }] },
      ],
    });
    fill('guests', '12');
    fill('site', 'not a site');
    submit();
    expect(errorOf('guests').textContent).toBe('Enter a number of at most 8.');
    expect(errorOf('site').textContent).toBe('URL format is invalid.');
    expect(errorOf('iAgree').textContent).toBe('This field is required.');
    expect(errorOf('plan').textContent).toBe('This field is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a message once the visitor fixes the field', () => {
    mount();
    fill('email', 'nope');
    submit();
    fill('email', 'ada@example.com');
    expect(errorOf('email').hidden).toBe(true);
    expect(control('email').hasAttribute('aria-invalid')).toBe(false);
    expect(control('email').hasAttribute('aria-describedby')).toBe(false);
  });

  it('sends a valid form as JSON and shows the success message in its place', async () => {
    reply(201, { message: 'Saved' });
    const { root } = mount({ successMessage: 'Thanks, we will call you.' });
    fill('fullName', ' Ada Lovelace ');
    fill('email', ' ada@ example.com');
    fill('phone', '+44 20 7946 0958');
    submit();
    await vi.waitFor(() => expect(root.querySelector('form')!.hidden).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/site/forms/submit');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(sentBody()).toEqual({
      elementId: ID,
      pageUrl: '/contact',
      fields: { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958' },
      website: '',
    });
    const status = root.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('Thanks, we will call you.');
    expect(document.activeElement).toBe(status);
  });

  it('follows the redirect after a successful send instead of showing the message', async () => {
    reply(200);
    // jsdom navigates only within the document, so the address differs from this page by its hash.
    const { root } = mount({ afterSubmit: 'url', redirectUrl: `${location.origin}/contact#thanks` });
    fill('fullName', 'Ada');
    fill('email', 'ada@example.com');
    submit();
    await vi.waitFor(() => expect(location.hash).toBe('#thanks'));
    expect(root.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('passes on what a bot typed into the honeypot, and sends checkboxes as true or false', async () => {
    reply(200);
    mount({ fields: [{ type: 'checkbox', label: 'News' }, { type: 'dropdown', label: 'Plan', options: [{ label: 'Pro', value: 'pro' }] }] });
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'http://spam.test';
    (control('plan') as unknown as HTMLSelectElement).value = 'pro';
    submit();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody()).toMatchObject({ fields: { news: false, plan: 'pro' }, website: 'http://spam.test' });
  });

  it('shows the messages of a 422 under their fields', async () => {
    reply(422, { message: 'The given data was invalid.', errors: { 'fields.email': ['This address cannot receive mail.', 'second'], phone: ['Use a mobile number.'] } });
    const { root } = mount();
    fill('fullName', 'Ada');
    fill('email', 'ada@example.com');
    submit();
    await vi.waitFor(() => expect(errorOf('email').textContent).toBe('This address cannot receive mail.'));
    expect(errorOf('phone').textContent).toBe('Use a mobile number.');
    expect(control('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(control('email'));
    expect(root.querySelector('form')!.hidden).toBe(false);
    expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
  });

  it('says something went wrong on other failures, and when the network fails', async () => {
    reply(500, { message: 'boom' });
    const { root } = mount();
    fill('fullName', 'Ada');
    fill('email', 'ada@example.com');
    submit();
    const alert = root.querySelector('[role="alert"]')!;
    await vi.waitFor(() => expect(alert.textContent).toBe('Something went wrong. Please try again.'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    submit();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(alert.textContent).toBe('Something went wrong. Please try again.'));
    expect(root.querySelector('form')!.hidden).toBe(false);
  });

  it('turns the browser bubbles off while mounted and gives them back on cleanup', () => {
    const { root, cleanup } = mount();
    const element = root.querySelector('form')!;
    expect(element.noValidate).toBe(true);
    (cleanup as () => void)();
    expect(element.noValidate).toBe(false);
  });
});
